import ConsoleFlow
import GRDB

/// `flows sql`: any SQLite database, browsed by its keys. The tables and views with their row
/// counts; a table's rows as a table, read a batch at a time by key; a row's fields, the rows
/// its foreign keys point at, and the tables whose keys point at it, followed both ways.
///
/// The database is the flow's environment: given once, at the root, and read by every screen
/// and load below as `SQLiteFile.current`; a test gives another.
///
/// ```swift
/// let file = try SQLiteFile(path: "chinook.sqlite")
/// try await REPL(name: "sql").run(Sql.navigation().environment(file), input: ())
/// ```
public enum Sql {
  /// From the database to the rows of its tables, and from a row to the rows it is linked to, as
  /// deep as the user follows keys; it never completes. It reads the database given as its
  /// environment (`SQLiteFile.current`).
  public static func navigation() -> Navigation<Void, Never> {
    root(chooseRelation)
      .map { chosen in
        var query = RowsQuery(relation: chosen.relation, matching: [])
        query.counted = chosen.count
        query.keyLabels = SQLiteFile.current.keyLabels(of: chosen.relation)
        return query
      }
      .then(browseRows())
  }

  /// A query's rows, then the row chosen, and on from it.
  static func browseRows() -> Navigation<RowsQuery, Never> {
    .recursive { rows in
      root(chooseRow)
        .load("Loading row") { row in try await SQLiteFile.current.detail(of: row) }
        .then(browseRow(rows: rows))
    }
  }

  /// A row's screen, and what its entries open: a value whole, the row a key points at, the
  /// rows whose keys point here.
  static func browseRow(rows: Navigation<RowsQuery, Never>) -> Navigation<RowDetail, Never> {
    .recursive { row in
      let field = BranchCase("a field", showValue)
      let pointedAt = BranchCase("the row a key points at", row)
      let pointingHere = BranchCase("the rows pointing here", rows)
      return root(chooseEntry.carryingInput())
        .load("Loading link") { chosen in try await SQLiteFile.current.open(chosen.output, of: chosen.input.row) }
        .branch(field, pointedAt, pointingHere) { opened in
          switch opened {
          case .value(let value): field(value)
          case .row(let detail): pointedAt(detail)
          case .rows(let query): pointingHere(query)
          }
        }
    }
  }

  /// How many tables and views there are, each word in its number: "1 table", "7 tables and
  /// 2 views", "no tables or views" (virtual tables are tables).
  static func counted(_ kinds: [Relation.Kind]) -> String {
    let views = kinds.count { $0 == .view }
    let tables = kinds.count - views
    func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)" + (number == 1 ? "" : "s") }
    switch (tables, views) {
    case (0, 0): return "no tables or views"
    case (_, 0): return counted(tables, "table")
    case (0, _): return counted(views, "view")
    default: return counted(tables, "table") + " and " + counted(views, "view")
    }
  }

  /// The tables and views: their name, kind and rows, counted as the screen shows.
  static let chooseRelation = Screen<Void, CountedRelation>.table(
    title: .from { SQLiteFile.current.name },
    heading: { _, _ in counted(SQLiteFile.current.relations.map(\.kind)) },
    columns: .from { _ in
      [
        TableColumn("Name") { .text($0.relation.name) },
        TableColumn("Kind") { counted in
          .text(
            counted.relation.kind.rawValue
              + ((counted.relation.problem ?? counted.problem).map { " (\($0))" } ?? ""))
        },
        TableColumn("Rows") { $0.count?.cell ?? .absent },
      ]
    },
    rows: .arriving { SQLiteFile.current.countedRelations() },
    label: { $0.relation.name }
  ).named("Tables")

  /// A query's rows, a column each of the relation's.
  static let chooseRow = Screen<RowsQuery, SQLRow>.table(
    title: .from { $0.title },
    // The rows counted when the table was opened: the status says how many were read.
    heading: { rows, _ in
      let relation = "\(rows.relation.kind.rawValue) \(rows.relation.name)"
      guard let count = rows.counted, count != .notCounted else { return relation }
      return "\(relation): \(count.words)"
    },
    columns: .from { rows in
      let relation = rows.relation
      // A table without a primary key names its rows by their rowid, shown as datasette shows it.
      let rowid = relation.rowidColumn.map { name in [TableColumn<SQLRow>(name) { SQLValue.cell($0.key[0].packed) }] }
      return (rowid ?? [])
        + relation.columns.indices.map { index in
          TableColumn(relation.columns[index]) { SQLValue.cell($0.values[index], label: $0.keyLabels[index]) }
        }
    },
    // SQLite sorts and filters: the first page of a sorted or filtered table of millions comes
    // without reading the rest.
    rows: .arriving(
      { rows in SQLiteFile.current.rows(rows) }, queried: { rows, query in SQLiteFile.current.rows(rows.asked(query)) }),
    label: { $0.label }
  ).named("Rows")

  /// A row's fields and links.
  static let chooseEntry = Screen<RowDetail, RowEntry>.table(
    title: .from { "\($0.row.relation.name) \($0.row.shortLabel)" },
    columns: [TableColumn("Field") { .text($0.name) }, TableColumn("Value") { $0.cell }],
    rows: .held { $0.entries },
    label: { $0.name }
  ).named("Row")

  /// A field's value whole: long text paged, a BLOB in hex.
  static let showValue = Screen<FieldValue, Never>.notice(
    title: .from { $0.name }, lines: { SQLValue.lines($0.value).map(\.text) },
    tone: { $0 == "NULL (no value)" || $0 == "(empty text)" ? .quiet : .plain }
  ).named("Value")
}

extension SQLiteFile {
  /// The file's name, as the first screen's title.
  var name: String { path.split(separator: "/").last.map(String.init) ?? path }
}
