/// The shortest bytes that move a terminal's cursor from one cell to another: the absolute
/// `CSI row ; column H`, or relative moves (up, down, forward, back, a carriage return, the
/// column alone), whichever is fewer bytes. Never a line feed, whose effect depends on the
/// terminal's output modes and which scrolls at the bottom row.
enum CursorMove {
  /// The bytes from `start` (nil when the cursor's place is not known) to `target`.
  static func shortest(from start: Frame.Position?, to target: Frame.Position) -> String {
    let absolute = absolute(target)
    guard let start else { return absolute }
    let rows = target.row - start.row
    let vertical =
      rows == 0 ? "" : rows > 0 ? sequence(rows, "B") : sequence(-rows, "A")
    let columns = target.column - start.column
    let horizontal =
      [
        columns == 0 ? "" : columns > 0 ? forward(columns) : sequence(-columns, "D"),
        "\r" + (target.column == 0 ? "" : forward(target.column)),
        "\u{1B}[\(target.column + 1)G",
      ].min { $0.utf8.count < $1.utf8.count } ?? ""
    let relative = vertical + horizontal
    return relative.utf8.count < absolute.utf8.count ? relative : absolute
  }

  /// The bytes that move the cursor `count` columns to the right.
  static func forward(_ count: Int) -> String { sequence(count, "C") }

  /// `CSI row ; column H`, its parameters left out where they are 1.
  private static func absolute(_ target: Frame.Position) -> String {
    switch (target.row, target.column) {
    case (0, 0): "\u{1B}[H"
    case (let row, 0): "\u{1B}[\(row + 1)H"
    case (let row, let column): "\u{1B}[\(row + 1);\(column + 1)H"
    }
  }

  /// `CSI count final`, the count left out when it is 1.
  private static func sequence(_ count: Int, _ final: Character) -> String {
    count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)"
  }
}
