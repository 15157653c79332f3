import GRDB

/// A value read from SQLite exactly, to be handed back to it as it was: a key, the value a page is
/// sorted by, a foreign key's. GRDB reads and binds text as C strings, which end at a NUL byte
/// and mend bytes that are not UTF-8; such a value goes out of SQLite as `consoleflow_pack(x)`
/// (text and BLOBs as a BLOB: a mark, then their bytes) and back in as `consoleflow_unpack(?)`.
struct ExactValue: Sendable, Hashable {
  /// The value as `consoleflow_pack` answered it.
  let packed: DatabaseValue

  /// What it is.
  enum Storage: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text([UInt8])
    case blob([UInt8])
  }

  /// The first byte of a packed text and of a packed BLOB.
  enum Mark: UInt8 {
    case text = 1
    case blob = 2
  }

  /// The SQL that reads `column` (an expression) exactly.
  static func expression(_ column: String) -> String { "consoleflow_pack(\(column))" }
  /// The SQL that hands an exact value back, as a parameter.
  static let parameter = "consoleflow_unpack(?)"

  init(packed: DatabaseValue) {
    self.packed = packed
  }

  /// A value that GRDB reads and binds as it is: NULL, a number.
  init(_ value: DatabaseValue) {
    packed = value
  }

  var storage: Storage {
    switch packed.storage {
    case .null: .null
    case .int64(let number): .integer(number)
    case .double(let number): .real(number)
    // Not packed: text GRDB read as it is.
    case .string(let text): .text(Array(text.utf8))
    case .blob(let data):
      data.first == Mark.text.rawValue ? .text(Array(data.dropFirst())) : .blob(Array(data.dropFirst()))
    }
  }

  var isNull: Bool { packed.isNull }

  /// The value as SQL writes it, exactly (``RowLabel/written(_:)``): `1`, `'AC/DC'`, `NULL`.
  var inline: String { RowLabel.written(storage) }
}
