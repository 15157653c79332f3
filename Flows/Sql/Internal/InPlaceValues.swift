import GRDB

/// The long values of an ordinary table with a rowid, read in place: SQLite's incremental I/O
/// reads the pages that hold a value's first bytes, and its size from the record, where any SQL
/// function of the value (`substr` too) would first copy all of it. A page of a table holding
/// a 100 MB text reads a kilobyte of it.
///
/// The page selects such a column as `iif(typeof(c) IN ('text', 'blob'), typeof(c), c)`: the
/// type's name stands for a text or a BLOB (no SQL reads it), other values come as they are.
struct InPlaceValues {
  private let relation: Relation
  private let connection: OpaquePointer?

  /// The values of `relation` on `db`, read in place where SQLite can: in a table that is not
  /// virtual and whose rows are read by their rowid (the key a page holds), in a database whose
  /// text is UTF-8 (what a value's bytes are read as).
  init(_ relation: Relation, in db: Database) throws {
    self.relation = relation
    var isTable = false
    if relation.kind == .table, case .rowid = relation.identity { isTable = true }
    let encoding = isTable ? try String.fetchOne(db, sql: "SELECT encoding FROM pragma_encoding") : nil
    connection = encoding == "UTF-8" ? db.sqliteConnection : nil
  }

  /// Whether `column` is read in place (a generated column is computed, never stored to read).
  func reads(_ column: String) -> Bool {
    connection != nil && !relation.generated.contains(column)
  }

  /// The SQL that selects `column` for a page: in place when it can be, else cut by SQLite.
  func expression(_ column: String, text: Int, blob: Int) -> String {
    let quoted = SQL.quoted(column)
    guard reads(column) else { return ShownValue.expression(quoted, text: text, blob: blob) }
    return "iif(typeof(\(quoted)) IN ('text', 'blob'), typeof(\(quoted)), \(quoted))"
  }

  /// The value `expression` selected of `column` in the row whose rowid is `rowid`, as the page
  /// shows it: a text or a BLOB read in place, at most `text` or `blob` bytes of it.
  func shown(_ selected: DatabaseValue, of column: String, rowid: ExactValue, text: Int, blob: Int) -> ShownValue {
    guard reads(column), let connection, case .integer(let row) = rowid.storage,
      case .string(let type) = selected.storage, type == "text" || type == "blob"
    else { return ShownValue(read: selected) }
    let isText = type == "text"
    // A byte more than kept tells whether text is cut within a character.
    let wanted = isText ? text + 4 : blob
    guard
      let (size, first) = Platform.head(of: relation.name, column: column, rowid: row, count: wanted, in: connection)
    else { return .whole(.null) }
    guard isText else { return .blob(first, bytes: size) }
    var kept = min(size, text)
    while kept > 0, kept < first.count, first[kept] & 0xC0 == 0x80 { kept -= 1 }
    let start = String(decoding: first.prefix(kept), as: UTF8.self)
    if kept == size, !first.contains(0) { return .whole(start.databaseValue) }
    return .text(start, bytes: size)
  }
}
