/// Counts the clicks of the left button that follow each other on one cell, so that a double
/// click is known by its count: a pure value, the time given with each press.
///
/// ```swift
/// var clicks = ClickCounter()
/// clicks.count(press, at: .milliseconds(0)) // 1
/// clicks.count(press, at: .milliseconds(200)) // 2: a double click
/// ```
package struct ClickCounter: Sendable {
  /// The longest wait between two presses of one multiple click (the common desktop default).
  package static let interval: Duration = .milliseconds(400)

  /// The last press: where, when, and how many clicks it made.
  private var last: (column: Int, row: Int, time: Duration, count: Int)?

  /// A counter that has seen no click.
  package init() {}

  /// How many clicks `report` makes with those before it: 1 for a press alone, 2 for a double
  /// click (a second press of the left button on the same cell within ``interval``), 3 for a
  /// triple. Anything other than a left press answers 0 and leaves the count as it was, except
  /// another button's press, which ends it.
  package mutating func count(_ report: MouseReport, at now: Duration) -> Int {
    guard case .press(let button) = report.action else { return 0 }
    guard button == .left else {
      last = nil
      return 0
    }
    var count = 1
    if let last, last.column == report.column, last.row == report.row, now - last.time <= Self.interval,
      now >= last.time
    {
      count = last.count + 1
    }
    last = (report.column, report.row, now, count)
    return count
  }
}
