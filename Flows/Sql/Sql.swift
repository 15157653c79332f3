import ConsoleFlow
import GRDB

/// `flows sql`: any SQLite database, browsed by its keys. The tables and views with their row
/// counts; a table's rows as a table, read a batch at a time by key; a row's fields, the rows
/// its foreign keys point at, and the tables whose keys point at it, followed both ways.
///
/// ```swift
/// let file = try SQLiteFile(path: "chinook.sqlite")
/// try await REPL(name: "sql").run(Sql.navigation(), input: file)
/// ```
public enum Sql {
  /// From the database to the rows of its tables, and from a row to the rows it is linked to, as
  /// deep as the user follows keys; it never completes.
  public static func navigation() -> Navigation<SQLiteFile, Never> {
    root(chooseRelation.carryingInput())
      .map { chosen in
        var query = RowsQuery(relation: chosen.output.relation, matching: [])
        query.counted = chosen.output.count
        return InFile(file: chosen.input, value: query)
      }
      .then(browseRows())
  }

  /// A value of the flow with the database it came from.
  struct InFile<Value: Sendable>: Sendable {
    let file: SQLiteFile
    let value: Value
  }

  /// A query's rows, then the row chosen, and on from it.
  static func browseRows() -> Navigation<InFile<RowsQuery>, Never> {
    .recursive { rows in
      root(chooseRow.carryingInput())
        .load("Loading row") { chosen in
          InFile(file: chosen.input.file, value: try await chosen.input.file.detail(of: chosen.output))
        }
        .then(browseRow(rows: rows))
    }
  }

  /// A row's screen, and what its entries open: a value whole, the row a key points at, the
  /// rows whose keys point here.
  static func browseRow(rows: Navigation<InFile<RowsQuery>, Never>) -> Navigation<InFile<RowDetail>, Never> {
    .recursive { row in
      root(chooseEntry.carryingInput())
        .load("Loading link") { chosen in
          InFile(
            file: chosen.input.file, value: try await chosen.input.file.open(chosen.output, of: chosen.input.value.row))
        }
        .branch(on: \.value.kind) { kind in
          switch kind {
          case .value: root(showValue.pullback { $0.value.field })
          case .row: row.pullback { InFile(file: $0.file, value: $0.value.detail) }
          case .rows: rows.pullback { InFile(file: $0.file, value: $0.value.query) }
          }
        }
    }
  }

  /// The tables and views: their name, kind and rows, counted as the screen shows.
  static let chooseRelation = Screen<SQLiteFile, CountedRelation>.table(
    title: { file in file.name },
    heading: { file, _ in "\(file.relations.count) tables and views" },
    columns: { _ in
      [
        TableColumn("Name") { .text($0.relation.name) },
        TableColumn("Kind") { counted in
          .text(counted.relation.kind.rawValue + (counted.relation.problem.map { " (\($0))" } ?? ""))
        },
        TableColumn("Rows") { $0.count?.cell ?? .absent },
      ]
    },
    rows: { file in file.countedRelations() },
    label: { $0.relation.name }
  ).named("Tables")

  /// A query's rows, a column each of the relation's.
  static let chooseRow = Screen<InFile<RowsQuery>, SQLRow>.table(
    title: { $0.value.title },
    // The rows counted when the table was opened: the status says how many were read.
    heading: { rows, _ in
      let relation = "\(rows.value.relation.kind.rawValue) \(rows.value.relation.name)"
      guard let count = rows.value.counted, count != .notCounted else { return relation }
      return "\(relation): \(count.words)"
    },
    columns: { rows in
      let relation = rows.value.relation
      // A table without a primary key names its rows by their rowid, shown as datasette shows it.
      let rowid = relation.rowidColumn.map { name in [TableColumn<SQLRow>(name) { SQLValue.cell($0.key[0].packed) }] }
      return (rowid ?? [])
        + relation.columns.indices.map { index in
          TableColumn(relation.columns[index]) { SQLValue.cell($0.values[index]) }
        }
    },
    rows: { rows in rows.file.rows(rows.value) },
    label: { $0.label },
    // SQLite sorts and filters: the first page of a sorted or filtered table of millions comes
    // without reading the rest.
    queriedRows: { rows, query in rows.file.rows(rows.value.asked(query)) }
  ).named("Rows")

  /// A row's fields and links.
  static let chooseEntry = Screen<InFile<RowDetail>, RowEntry>.table(
    title: { "\($0.value.row.relation.name) \($0.value.row.shortLabel)" },
    columns: { _ in [TableColumn("Field") { .text($0.name) }, TableColumn("Value") { $0.cell }] },
    rows: { row in
      ElementStream(
        "Loading fields",
        batches: {
          AsyncStream {
            $0.yield(row.value.entries); $0.finish()
          }
        })
    },
    label: { $0.name }
  ).named("Row")

  /// A field's value whole: long text paged, a BLOB in hex.
  static let showValue = Screen<FieldValue, Never>.notice(
    title: { $0.name }, lines: { SQLValue.lines($0.value).map(\.text) },
    tone: { $0 == "NULL (no value)" || $0 == "(empty text)" ? .quiet : .plain }
  ).named("Value")
}

extension Opened {
  var field: FieldValue {
    guard case .value(let field) = self else { preconditionFailure("only a field's case has a value") }
    return field
  }

  var detail: RowDetail {
    guard case .row(let detail) = self else { preconditionFailure("only a key's case has a row") }
    return detail
  }

  var query: RowsQuery {
    guard case .rows(let query) = self else { preconditionFailure("only the rows' case has a query") }
    return query
  }
}

extension SQLiteFile {
  /// The file's name, as the first screen's title.
  var name: String { path.split(separator: "/").last.map(String.init) ?? path }
}
