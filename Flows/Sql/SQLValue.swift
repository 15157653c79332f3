import ConsoleFlow
import GRDB

/// How a value read from SQLite shows: in a table's cell, inline in a title, and opened.
enum SQLValue {
  /// The value as a table's cell: NULL absent, numbers as numbers, a BLOB by its size.
  static func cell(_ value: DatabaseValue) -> Cell {
    switch value.storage {
    case .blob(let bytes): cell(.blob(Array(bytes.prefix(ShownValue.cellBlob)), bytes: bytes.count))
    default: cell(.whole(value))
    }
  }

  /// The value as a page holds it, as a table's cell: long text by its start (the cell cuts it
  /// with an ellipsis), a BLOB by its size and its first bytes.
  static func cell(_ value: ShownValue) -> Cell {
    switch value {
    case .whole(let value):
      switch value.storage {
      case .null: .absent
      case .int64(let number): .integer(Int(number))
      case .double(let number): .number(number)
      case .string(let text): .text(text)
      case .blob(let bytes): cell(.blob(Array(bytes.prefix(ShownValue.cellBlob)), bytes: bytes.count))
      }
    case .text(let start, let size): .text(start + (size > start.utf8.count ? "…" : ""))
    case .blob(let first, let size):
      .text(
        "BLOB, \(size) bytes" + (size == 0 ? "" : ": " + hex(first.prefix(8), spaced: true)) + (size > 8 ? " …" : ""))
    }
  }

  /// The value as a key's cell: the value, then the label of the row it points at (when the
  /// key's table names its rows and the row is there).
  static func cell(_ value: ShownValue, label: String?) -> Cell {
    guard let label, !value.isNull else { return cell(value) }
    return .text(KeyLabel.cellText(cell(value).text, label: label))
  }

  /// The value inline, as SQL would write it: `1`, `'AC/DC'`, `NULL`, `x'0a1b'`; a long BLOB by its
  /// first bytes.
  static func inline(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "NULL"
    case .int64(let number): String(number)
    case .double(let number): number.isFinite ? "\(number)" : number < 0 ? "-Inf" : number.isNaN ? "NaN" : "Inf"
    case .string(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    case .blob(let bytes): "x'" + hex(bytes.prefix(16)) + (bytes.count > 16 ? "…" : "") + "'"
    }
  }

  /// The value opened, as a field's screen shows it: text line by line (what was read of a long
  /// one, and how much more there is), NULL apart from empty text, a BLOB as its size and its
  /// first bytes in hex.
  static func lines(_ value: ShownValue) -> [Page.Line] {
    switch value {
    case .whole(let value):
      switch value.storage {
      case .null: return [Page.Line("NULL (no value)", tone: .quiet)]
      case .string(let text) where text.isEmpty: return [Page.Line("(empty text)", tone: .quiet)]
      case .string(let text): return textLines(text)
      case .blob(let bytes): return lines(.blob(Array(bytes.prefix(ShownValue.fieldBlob)), bytes: bytes.count))
      case .int64, .double: return [Page.Line(inline(value))]
      }
    case .text(let start, let size):
      let shown = start.utf8.count
      guard size > shown else { return textLines(start) }
      return textLines(start) + [
        Page.Line("… \(size - shown) more bytes (the first \(shown) of \(size) shown)", tone: .quiet)
      ]
    case .blob(let first, let size):
      return [Page.Line("BLOB, \(size) bytes", tone: .quiet)]
        + stride(from: 0, to: first.count, by: 16).map { start in
          let end = min(start + 16, first.count)
          return Page.Line(String(start, radix: 16).leftPadded(to: 4) + "  " + hex(first[start..<end], spaced: true))
        } + (size > first.count ? [Page.Line("… \(size - first.count) more bytes", tone: .quiet)] : [])
    }
  }

  private static func textLines(_ text: String) -> [Page.Line] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Page.Line(String($0)) }
  }

  private static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes, spaced: Bool = false) -> String {
    bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined(separator: spaced ? " " : "")
  }
}

extension String {
  /// The text with zeros before it, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
