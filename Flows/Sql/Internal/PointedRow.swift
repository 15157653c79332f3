import ConsoleFlow
import GRDB

/// What a row's foreign key finds in the table it points at, as the row's screen shows it beside
/// the key's value (as datasette shows a key cell by its row's label): the row's label, that it
/// is there, or that it is not.
enum PointedRow: Sendable, Equatable {
  /// The row is there; the text of its label column (``Relation/labelColumn``) when the table
  /// has one and the row holds a value there.
  case found(label: String?)
  /// No row holds the key's values: the key dangles (keys are not always enforced).
  case missing(table: String)
  /// The table the key names is not in the database.
  case noTable(String)
  /// The table is there, without the columns the key names.
  case noColumns(table: String, columns: [String])

  /// The words after a key's value: ` · For Those About To Rock We Salute You`, ` · no such row
  /// in Album`; nothing for a row that is there without a label.
  var words: String {
    switch self {
    case .found(let label?): KeyLabel.separator + label
    case .found(nil): ""
    case .missing(let table): KeyLabel.separator + "no such row in \(table)"
    case .noTable(let table): KeyLabel.separator + "no table \(table)"
    case .noColumns(let table, let columns):
      KeyLabel.separator + "\(table) has no column \(columns.joined(separator: ", "))"
    }
  }
}

extension Relation {
  /// The column whose value names a row to a person, as datasette chooses it: one called `name`
  /// or `title`, else the first whose name ends so (`CompanyName`, `LastName`), else the one
  /// column beside a single-column primary key; nil when none fits (the key's value is all a
  /// row shows). Never a column of `keyColumns`, the key already shown.
  func labelColumn(besides keyColumns: [String] = []) -> String? {
    let taken = Set((keyColumns + primaryKey).map { $0.lowercased() })
    let candidates = columns.filter { !taken.contains($0.lowercased()) }
    let lowered = candidates.map { $0.lowercased() }
    if let exact = lowered.firstIndex(where: { $0 == "name" || $0 == "title" }) { return candidates[exact] }
    if let ending = lowered.firstIndex(where: { $0.hasSuffix("name") || $0.hasSuffix("title") }) {
      return candidates[ending]
    }
    return primaryKey.count == 1 && columns.count == 2 && candidates.count == 1 ? candidates[0] : nil
  }
}

extension SQLiteFile {
  /// What each key (with the values it holds, none NULL) points at, read in one query: for each
  /// key whether a row of its table holds its values, and that row's label. Names are quoted and
  /// values bound; nothing of the data is written into the SQL.
  func pointedRows(_ keys: [(key: ForeignKey, values: [ExactValue])], in db: Database) throws -> [PointedRow] {
    var known: [PointedRow?] = []
    var selected: [String] = []
    var arguments: [DatabaseValue] = []
    for (key, values) in keys {
      guard let target = relation(named: key.toTable), let columns = targetColumns(of: key),
        columns.count == values.count
      else {
        let missing = missingColumns(of: key)
        known.append(
          relation(named: key.toTable) != nil && !missing.isEmpty
            ? .noColumns(table: key.toTable, columns: missing) : .noTable(key.toTable))
        continue
      }
      known.append(nil)
      let condition = columns.map { "\(SQL.quoted($0)) = \(ExactValue.parameter)" }.joined(separator: " AND ")
      let from = "FROM \(target.quoted) WHERE \(condition) LIMIT 1"
      let label = target.labelColumn(besides: columns).map { KeyLabel.text(of: SQL.quoted($0)) }
      selected.append("EXISTS (SELECT 1 \(from))")
      selected.append("(SELECT \(label ?? "NULL") \(from))")
      arguments += values.map(\.packed) + values.map(\.packed)
    }
    guard !selected.isEmpty else { return known.compactMap { $0 } }
    let row = try Row.fetchOne(
      db, sql: "SELECT \(selected.joined(separator: ", "))", arguments: StatementArguments(arguments))
    var answers = (row.map { Array($0.databaseValues) } ?? [])[...]
    return zip(keys, known).map { key, known in
      if let known { return known }
      let (exists, label) = (answers.popFirst(), answers.popFirst())
      guard let exists, Bool.fromDatabaseValue(exists) == true else { return .missing(table: key.key.toTable) }
      return .found(label: label.flatMap(KeyLabel.words))
    }
  }
}
