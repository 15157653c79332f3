import ConsoleFlow
import GRDB

/// How a value read from SQLite shows: in a table's cell, inline in a title, and whole.
enum SQLValue {
  /// The value as a table's cell: NULL absent, numbers as numbers, a BLOB by its size.
  static func cell(_ value: DatabaseValue) -> Cell {
    switch value.storage {
    case .null: .absent
    case .int64(let number): .integer(Int(number))
    case .double(let number): .number(number)
    case .string(let text): .text(text)
    case .blob(let bytes):
      .text(
        "BLOB, \(bytes.count) bytes" + (bytes.isEmpty ? "" : ": " + hex(bytes.prefix(8), spaced: true))
          + (bytes.count > 8 ? " …" : ""))
    }
  }

  /// The value inline, as SQL would write it: `1`, `'AC/DC'`, `NULL`, `x'0a1b'`.
  static func inline(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "NULL"
    case .int64(let number): String(number)
    case .double(let number): number.isFinite ? "\(number)" : number < 0 ? "-Inf" : number.isNaN ? "NaN" : "Inf"
    case .string(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    case .blob(let bytes): "x'" + hex(bytes.prefix(16)) + (bytes.count > 16 ? "…" : "") + "'"
    }
  }

  /// The value whole, as a row's field shows it: text line by line, NULL apart from empty text,
  /// a BLOB as its size and its first bytes in hex.
  static func lines(_ value: DatabaseValue) -> [Page.Line] {
    switch value.storage {
    case .null: [Page.Line("NULL (no value)", tone: .quiet)]
    case .string(let text) where text.isEmpty: [Page.Line("(empty text)", tone: .quiet)]
    case .string(let text): text.split(separator: "\n", omittingEmptySubsequences: false).map { Page.Line(String($0)) }
    case .blob(let bytes):
      [Page.Line("BLOB, \(bytes.count) bytes", tone: .quiet)]
        + stride(from: 0, to: min(bytes.count, 256), by: 16).map { start in
          let end = min(start + 16, bytes.count)
          return Page.Line(String(start, radix: 16).leftPadded(to: 4) + "  " + hex(bytes[start..<end], spaced: true))
        } + (bytes.count > 256 ? [Page.Line("… \(bytes.count - 256) more bytes", tone: .quiet)] : [])
    case .int64, .double: [Page.Line(inline(value))]
    }
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
