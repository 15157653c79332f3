import GRDB

/// A value as a page holds it: what its cell shows, never more. Small values come whole; of a
/// long text only its first bytes and its size, of a BLOB its first bytes and its size, cut in
/// SQLite by `consoleflow_shown(value, textBytes, blobBytes)` so that nothing more of a 100 MB
/// value ever reaches the flow. A field opened shows more, read again and still bounded.
enum ShownValue: Sendable, Equatable {
  /// NULL, a number, or text of at most the bytes asked for.
  case whole(DatabaseValue)
  /// Text longer than the bytes asked for: its first bytes (whole characters) and its size;
  /// text with a NUL in it, whole (GRDB reads text only to its first NUL).
  case text(String, bytes: Int)
  /// A BLOB: its first bytes, at most as many as asked for, and its size.
  case blob([UInt8], bytes: Int)

  /// How many bytes of text a table's cell holds: more than the widest column shows.
  static let cellText = 1024
  /// How many bytes of a BLOB a cell shows.
  static let cellBlob = 16
  /// How many bytes of text an opened field shows at most.
  static let fieldText = 1 << 20
  /// How many bytes of a BLOB an opened field shows.
  static let fieldBlob = 256

  /// The first byte of what `consoleflow_shown` makes of a long text and of a BLOB; its size
  /// follows in 8 bytes, little-endian, then its first bytes. Every BLOB is made so: a BLOB
  /// read is never taken for a cut one.
  enum Mark: UInt8 {
    case text = 1
    case blob = 2
  }

  /// `consoleflow_shown(column, textBytes, blobBytes)`: the SQL that reads a column's value so.
  static func expression(_ column: String, text: Int, blob: Int) -> String {
    "consoleflow_shown(\(column), \(text), \(blob))"
  }

  /// The value `consoleflow_shown` answered.
  init(read value: DatabaseValue) {
    guard case .blob(let data) = value.storage, data.count >= 9, let mark = Mark(rawValue: data[data.startIndex])
    else {
      self = .whole(value)
      return
    }
    let size = data.dropFirst().prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
    let first = Array(data.dropFirst(9))
    self = mark == .text ? .text(String(decoding: first, as: UTF8.self), bytes: size) : .blob(first, bytes: size)
  }

  /// Whether it is NULL.
  var isNull: Bool { self == .whole(.null) }
}
