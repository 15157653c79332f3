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
public enum Cell: Hashable, Sendable {
  /// Text, sorted ignoring case, numbers in it by value ("Track 2" before "Track 10").
  case text(String)
  /// A whole number, right-aligned.
  case integer(Int)
  /// A number with `places` decimals shown, right-aligned.
  case decimal(Double, places: Int = 2)
  /// A length of time, shown as m:ss or h:mm:ss (rounded to the second), right-aligned.
  case duration(Duration)
  /// A moment, shown in UTC as `2024-01-07`, or `2024-01-07 13:05` when it has a time of day.
  case date(Date)
  /// A size in bytes, shown in decimal units (`10.6 MB`), right-aligned.
  case bytes(Int64)
  /// No value: shown as a dash, sorted after every value either way.
  case absent

  /// The cell as text: what a table shows of it (an absent value is empty), and what a filter
  /// searches in it.
  ///
  /// ```swift
  /// Cell.duration(.seconds(243)).text  // "4:03"
  /// ```
  public var text: String { shown(dash: "") }

  /// The cell as a table shows it, `dash` standing for an absent value.
  func shown(dash: String) -> String {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .decimal(let number, let places): Self.decimal(number, places: places)
    case .duration(let duration): Self.clock(duration)
    case .date(let date): Self.day(date)
    case .bytes(let bytes): Self.size(bytes)
    case .absent: dash
    }
  }

  /// Whether a table aligns the cell to the right of its column, as numbers are.
  var isNumeric: Bool {
    switch self {
    case .integer, .decimal, .duration, .bytes: true
    case .text, .date, .absent: false
    }
  }

  // MARK: - Showing

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
      switch cell {
      case .integer(let number): (kind, self.number, text) = (0, Double(number), [])
      case .decimal(let number, _):
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
