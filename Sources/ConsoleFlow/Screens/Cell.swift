import Foundation

/// One field of a table's row, typed: it knows how it shows and how it sorts, so `:sort length`
/// puts 4:03 before 13:37 and a missing value last.
///
/// ```swift
/// let columns: [TableColumn<Track>] = [
///   TableColumn("Name") { .text($0.name) },
///   TableColumn("Length") { .duration(.seconds($0.seconds)) },
/// ]
/// ```
public struct Cell: Hashable, Sendable {
  /// What the cell holds: a set that grows, so the cases stay the library's own.
  enum Value: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case decimal(Double, places: Int)
    case duration(Duration)
    case date(Date)
    case bytes(Int64)
    case absent
  }

  let value: Value

  private init(_ value: Value) { self.value = value }

  /// Text, sorted ignoring case, numbers in it by value ("Track 2" before "Track 10").
  public static func text(_ text: String) -> Cell { Cell(.text(text)) }
  /// A whole number, right-aligned.
  public static func integer(_ number: Int) -> Cell { Cell(.integer(number)) }
  /// A number as people write it: the shortest text that reads back as the same value (`3032.4`,
  /// `0.30000000000000004`, `5e-324`), right-aligned on its decimal point in its column. For a
  /// measured value, a database's REAL; money and the like take ``decimal(_:places:)``.
  public static func number(_ number: Double) -> Cell { Cell(.number(number)) }
  /// A number with `places` decimals shown, right-aligned: money, a rate.
  public static func decimal(_ number: Double, places: Int = 2) -> Cell { Cell(.decimal(number, places: places)) }
  /// A length of time, shown as m:ss or h:mm:ss (rounded to the second), right-aligned.
  public static func duration(_ duration: Duration) -> Cell { Cell(.duration(duration)) }
  /// A moment, shown in UTC as `2024-01-07`, or `2024-01-07 13:05` when it has a time of day.
  public static func date(_ date: Date) -> Cell { Cell(.date(date)) }
  /// A size in bytes, shown in decimal units (`10.6 MB`), right-aligned.
  public static func bytes(_ bytes: Int64) -> Cell { Cell(.bytes(bytes)) }
  /// No value: shown as a dash, sorted after every value either way.
  public static let absent = Cell(.absent)

  /// The cell as text: what a table shows of it (an absent value is empty), and what a filter
  /// searches in it.
  ///
  /// ```swift
  /// Cell.duration(.seconds(243)).text  // "4:03"
  /// ```
  public var text: String { shown(dash: "") }

  /// The cell as a table shows it, `dash` standing for an absent value.
  func shown(dash: String) -> String {
    switch value {
    case .text(let text): text
    case .integer(let number): String(number)
    case .number(let number): Self.shortest(number)
    case .decimal(let number, let places): Self.decimal(number, places: places)
    case .duration(let duration): Self.clock(duration)
    case .date(let date): Self.day(date)
    case .bytes(let bytes): Self.size(bytes)
    case .absent: dash
    }
  }

  /// Whether a table aligns the cell to the right of its column, as numbers are.
  var isNumeric: Bool {
    switch value {
    case .integer, .number, .decimal, .duration, .bytes: true
    case .text, .date, .absent: false
    }
  }

  /// Whether the cell is a number a column lines up on its decimal point: a whole number, or one
  /// written shortest (whose decimals vary from row to row).
  var alignsOnPoint: Bool {
    switch value {
    case .integer, .number: true
    default: false
    }
  }

  /// Whether the cell is a number written shortest: a column of them lines up on the point.
  var isShortestNumber: Bool {
    if case .number = value { return true }
    return false
  }

  // MARK: - Showing

  /// The shortest text that reads back as `number` (Swift's own spelling: `3032.4`,
  /// `0.30000000000000004`, `5e-324`, `1e+16`).
  private static func shortest(_ number: Double) -> String {
    guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-inf" : "inf" }
    return "\(number)"
  }

  private static func decimal(_ number: Double, places: Int) -> String {
    guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-inf" : "inf" }
    return String(format: "%.\(min(max(places, 0), 17))f", number)
  }

  /// m:ss, or h:mm:ss from an hour on, rounded to the nearest second.
  private static func clock(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let negative = seconds < 0 || (seconds == 0 && attoseconds < 0)
    var whole = seconds.magnitude
    // Half a second or more rounds up; a negative duration rounds its magnitude the same way.
    if attoseconds.magnitude >= 500_000_000_000_000_000, whole < UInt64.max { whole += 1 }
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    func two(_ number: UInt64) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let text = hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(whole / 60):\(two(rest))"
    return negative && whole > 0 ? "-" + text : text
  }

  private static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ number: Int?) -> String { (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
    let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    return parts.hour == 0 && parts.minute == 0 ? day : "\(day) \(two(parts.hour)):\(two(parts.minute))"
  }

  /// Bytes in decimal units, one decimal from a kilobyte on: `512 B`, `1.5 kB`, `10.6 MB`.
  private static func size(_ bytes: Int64) -> String {
    let units = ["B", "kB", "MB", "GB", "TB", "PB", "EB"]
    var value = Double(bytes.magnitude)
    var unit = 0
    while value >= 999.95, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    let sign = bytes < 0 ? "-" : ""
    return unit == 0 ? "\(sign)\(bytes.magnitude) B" : sign + String(format: "%.1f ", value) + units[unit]
  }
}

// MARK: - Sorting

extension Cell {
  /// What a cell sorts by: its kind's place, then its value. Made once per row before a sort.
  struct SortKey: Sendable {
    /// Values of one kind sort among themselves; kinds mixed in a column sort by kind; absent last.
    let kind: UInt8
    let number: Double
    /// Text folded to lower case, each run of digits padded to 20 so that bytes compare in a
    /// natural order ("track 2" before "track 10", digits before letters).
    let text: [UInt8]

    init(_ cell: Cell) {
      switch cell.value {
      case .integer(let number): (kind, self.number, text) = (0, Double(number), [])
      case .number(let number), .decimal(let number, _):
        // NaN is no value to order by: it goes with the absent ones.
        (kind, self.number, text) = number.isNaN ? (6, 0, []) : (0, number, [])
      case .duration(let duration):
        let (seconds, attoseconds) = duration.components
        (kind, self.number, text) = (1, Double(seconds) + Double(attoseconds) / 1e18, [])
      case .bytes(let bytes): (kind, self.number, text) = (2, Double(bytes), [])
      case .date(let date): (kind, self.number, text) = (3, date.timeIntervalSinceReferenceDate, [])
      case .text(let string): (kind, self.number, text) = (4, 0, Self.natural(string))
      case .absent: (kind, self.number, text) = (6, 0, [])
      }
    }

    var isAbsent: Bool { kind == 6 }

    /// Whether `self` sorts before `other`, ascending.
    func precedes(_ other: SortKey) -> Bool {
      if kind != other.kind { return kind < other.kind }
      if number != other.number { return number < other.number }
      return text.withUnsafeBufferPointer { mine in
        other.text.withUnsafeBufferPointer { theirs in
          let shared = min(mine.count, theirs.count)
          guard shared > 0, let left = mine.baseAddress, let right = theirs.baseAddress else {
            return mine.count < theirs.count
          }
          let order = memcmp(left, right, shared)
          return order != 0 ? order < 0 : mine.count < theirs.count
        }
      }
    }

    /// The bytes a text sorts by: lower case, a run of digits left-padded with zeros to 20 (its
    /// leading zeros dropped first), so that numbers in text compare by value.
    private static func natural(_ text: String) -> [UInt8] {
      var key: [UInt8] = []
      key.reserveCapacity(text.utf8.count + 8)
      var digits: [UInt8] = []
      func closeDigits() {
        guard !digits.isEmpty else { return }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        key += repeatElement(UInt8(ascii: "0"), count: max(0, 20 - significant.count))
        key += significant
        digits.removeAll(keepingCapacity: true)
      }
      for byte in text.lowercased().utf8 {
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          digits.append(byte)
        } else {
          closeDigits()
          key.append(byte)
        }
      }
      closeDigits()
      return key
    }
  }
}
