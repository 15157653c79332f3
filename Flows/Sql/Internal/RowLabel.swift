/// How a row is named: the name typed to choose it and the part of a path (`--at`, `:where`) that
/// opens it again. A name is the row's key written whole, so it names that row and no other: two
/// keys give two names, whatever they hold (NULL, a NUL byte, a long BLOB, a number and the same
/// digits as text), and a name holds no byte a command line cannot carry.
///
/// A key is written as people type it where that is unambiguous (`10643`, `ALFKI`), else as SQL
/// writes the value (`'10643'`, `NULL`, `x'00ff…'`, `'a'||char(0)||'b'`), a compound key as
/// `(1, 'x')`; a row of a table whose primary key holds a NULL is named by its rowid
/// (`rowid 7`), a row of a view by its place in the view (`12`). SQLite computes it
/// (`consoleflow_label`), from the values' own bytes.
enum RowLabel {
  /// How the label function's first argument says to read the rest.
  enum Kind: Int {
    /// The values are the key.
    case key = 0
    /// The first value is the rowid, the rest the primary key: named by the primary key, or by
    /// the rowid when the key holds a NULL.
    case rowidThenPrimaryKey = 1
  }

  /// The label of a row whose key values are `values`, read as `kind` says.
  static func of(_ values: [ExactValue.Storage], kind: Kind) -> String {
    switch kind {
    case .key:
      return of(values)
    case .rowidThenPrimaryKey:
      let primary = Array(values.dropFirst())
      guard let rowid = values.first else { return "" }
      if primary.isEmpty { return of([rowid]) }
      return primary.contains(.null) ? "rowid " + written(rowid) : of(primary)
    }
  }

  /// The label of a key of these values.
  static func of(_ values: [ExactValue.Storage]) -> String {
    guard values.count == 1, let value = values.first else {
      return "(" + values.map(written).joined(separator: ", ") + ")"
    }
    if case .text(let bytes) = value, let text = String(validating: bytes, as: UTF8.self), isPlain(text) {
      return text
    }
    return written(value)
  }

  /// `value` as SQL writes it: a number, `NULL`, `x'…'` with every byte, text in quotes with each
  /// control character as `char(N)` and each byte that is not UTF-8 as `CAST(x'HH' AS TEXT)`
  /// outside them.
  static func written(_ value: ExactValue.Storage) -> String {
    switch value {
    case .null: return "NULL"
    case .integer(let number): return String(number)
    case .real(let number):
      return number.isFinite ? "\(number)" : number.isNaN ? "NaN" : number < 0 ? "-Inf" : "Inf"
    case .blob(let bytes):
      return "x'" + hex(bytes) + "'"
    case .text(let bytes):
      var written = "'"
      var parser = Unicode.UTF8.ForwardParser()
      var input = bytes.makeIterator()
      var offset = 0
      while true {
        switch parser.parseScalar(from: &input) {
        case .valid(let encoded):
          let scalar = Unicode.UTF8.decode(encoded)
          offset += encoded.count
          if isControl(scalar) {
            written += "'||char(\(scalar.value))||'"
          } else {
            written.unicodeScalars.append(scalar)
            if scalar == "'" { written += "'" }
          }
        case .error(let length):
          written += "'||CAST(x'\(hex(bytes[offset..<offset + length]))' AS TEXT)||'"
          offset += length
        case .emptyInput:
          return written + "'"
        }
      }
    }
  }

  private static func hex(_ bytes: some Collection<UInt8>) -> String {
    bytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// Whether text can name a row as it is: no other key's label reads the same (a number, NULL,
  /// a quoted or compound label, a rowid's), nothing a terminal or command line would not show
  /// as itself, no space at its ends.
  private static func isPlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      !first.properties.isWhitespace, !last.properties.isWhitespace,
      !text.unicodeScalars.contains(where: isControl), Double(text) == nil
    else { return false }
    let lowered = text.lowercased()
    return lowered != "null" && !["'", "(", "x'", "rowid "].contains { lowered.hasPrefix($0) }
  }

  /// A C0 or C1 control character or DEL: what no command line carries (NUL) or a terminal shows.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
