import ConsoleFlow
import GRDB

extension SQLiteFile {
  /// How many rows a read takes at a time.
  static var batchSize: Int { 1000 }

  /// The rows of `query` in its order, read as the screen asks, a batch at a time, on a
  /// connection of the listing's own (each batch in a transaction of its own): each starts after the
  /// last row read (never OFFSET), so the first page of a table of millions shows at once, the
  /// last batch costs what the first did, and only the rows paged through are held. A view is
  /// read the same way by its rows' places, never whole: an endless one too. A table's last rows
  /// (End) are read the same way from its end, back, by key or by its order: End on a table of
  /// millions costs what its first page does. A view has no end to read back from (its rows'
  /// places are counted from its first), and reads on to its last rows.
  func rows(_ query: RowsQuery) -> ElementStream<SQLRow> {
    let reader = RowReader(connections)
    let next: @Sendable (SQLRow?) async throws -> [SQLRow] = { last in
      try await reader.read { db in try Self.rowsInOrder(of: query, after: last, in: db, reader: reader) }
    }
    guard query.relation.identity != .position else { return ElementStream("Loading rows", after: next) }
    return ElementStream("Loading rows", after: next) { first in
      try await reader.read { db in try Self.rowsInOrder(of: query, before: first, in: db, reader: reader) }
    }
  }

  /// The batch of rows after `last` (the first batch when nil) in the query's order: by key, or
  /// by its column as SQLite orders it (NULLs first, then values; the other way round from the
  /// largest) and then by key. Each query starts where the last row was, by a row value an index
  /// on the column serves, so a batch at the end costs what one at the start does.
  static func rowsInOrder(
    of query: RowsQuery, after last: SQLRow?, limit: Int = batchSize, in db: Database, reader: RowReader? = nil
  ) throws -> [SQLRow] {
    try rowsInOrder(of: query, from: last, backward: false, limit: limit, in: db, reader: reader)
  }

  /// The batch of rows before `first` (the last batch when nil) in the query's order, in that
  /// order: read back from where the first row was, as ``rowsInOrder(of:after:limit:in:reader:)``
  /// reads on, each query by a row value an index serves.
  static func rowsInOrder(
    of query: RowsQuery, before first: SQLRow?, limit: Int = batchSize, in db: Database, reader: RowReader? = nil
  ) throws -> [SQLRow] {
    try rowsInOrder(of: query, from: first, backward: true, limit: limit, in: db, reader: reader).reversed()
  }

  /// The batch of rows from `row` (not included; from either end when nil), onward or
  /// `backward`, in the order read.
  private static func rowsInOrder(
    of query: RowsQuery, from row: SQLRow?, backward: Bool, limit: Int, in db: Database, reader: RowReader?
  ) throws -> [SQLRow] {
    let source = RowSource(query, in: db)
    guard let (_, descending) = query.order else {
      // Ranked rows start after (or before) the row's rank and key.
      let from = row.map { row in (source.isRanked ? row.orderValue.map { [$0] } ?? [] : [], row.key) }
      return try page(of: source, region: nil, from: from, backward: backward, limit: limit, in: db, reader)
    }
    // The NULLs and the values are two regions, read one after the other (the other way back).
    var regions: [Region] = descending ? [.values, .nulls] : [.nulls, .values]
    if backward { regions.reverse() }
    // Where the row was: in the NULLs, or among the values.
    var current = row.map { regions.firstIndex(of: $0.orderValue?.isNull ?? true ? .nulls : .values) ?? 0 } ?? 0
    var batch: [SQLRow] = []
    var from: (values: [ExactValue], key: [ExactValue])? = row.map { row in
      (row.orderValue.map { $0.isNull ? [] : [$0] } ?? [], row.key)
    }
    while current < regions.count, batch.count < limit {
      batch += try page(
        of: source, region: regions[current], from: from, backward: backward, limit: limit - batch.count, in: db,
        reader)
      current += 1
      from = nil
    }
    return batch
  }

  /// A part of a column's order: its NULLs, or its values.
  enum Region: Equatable {
    case nulls, values
  }

  /// At most `limit` rows of the source's query after `from` (a region's value and the key of
  /// the last row read), in key order or in a region of its column's order; `backward`, the rows
  /// before it, in the order read (the other way round). A relation wider than a result can
  /// hold has its other columns read by key, in the same transaction.
  private static func page(
    of source: RowSource, region: Region?, from after: (values: [ExactValue], key: [ExactValue])?,
    backward: Bool = false, limit: Int, in db: Database, _ reader: RowReader?
  ) throws -> [SQLRow] {
    let query = source.query
    let order = query.order.map { (SQL.quoted($0.column), $0.descending) }
    let groups = source.columnGroups(besides: source.key.count + 2)
    let ranked = source.isRanked
    var (from, terms, arguments) =
      ranked ? source.rankedSelection(carrying: groups.first ?? []) : source.selection(carrying: groups.first ?? [])
    // Read back, the order is turned round: each comparison and each column's direction.
    let descending = (order?.1 ?? false) != backward
    var ordered = source.key
    if ranked { ordered.insert(RowSource.rank, at: 0) }
    if let (column, _) = order, let region {
      terms.append(region == .nulls ? "\(column) IS NULL" : "\(column) IS NOT NULL")
      if region == .values { ordered.insert(column, at: 0) }
    }
    if let after, !after.key.isEmpty {
      // A row value: where the last row was, in the order read.
      let compared = region == .values || ranked ? after.values + after.key : after.key
      let left = ordered.count == 1 ? ordered[0] : "(" + ordered.joined(separator: ", ") + ")"
      let parameters = Array(repeating: ExactValue.parameter, count: compared.count)
      let right = compared.count == 1 ? parameters[0] : "(" + parameters.joined(separator: ", ") + ")"
      terms.append("\(left) \(descending ? "<" : ">") \(right)")
      arguments += compared.map(\.packed)
    }
    let inPlace = try InPlaceValues(query.relation, in: db)
    let shown = (groups.first ?? []).map {
      inPlace.expression($0, text: ShownValue.cellText, blob: ShownValue.cellBlob)
    }
    let selected =
      source.key.map(ExactValue.expression) + [
        source.label, ExactValue.expression(order?.0 ?? (ranked ? RowSource.rank : "NULL")),
      ]
      + shown
    // A relation read by position comes in the order of its places: ordered by them again,
    // SQLite would sort every row (of an endless view, forever) before the first.
    let inOrder = region == nil && source.relation.identity == .position
    let orderBy = inOrder ? "" : " ORDER BY " + ordered.map { $0 + (descending ? " DESC" : "") }.joined(separator: ", ")
    let sql =
      "SELECT \(selected.joined(separator: ", ")) FROM \(from)\(RowSource.whereClause(terms))\(orderBy) LIMIT \(limit)"
    let keyCount = source.key.count
    var read = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { row in
      let values = Array(row.databaseValues)
      let key = values.prefix(keyCount).map(ExactValue.init(packed:))
      let shown = zip(groups.first ?? [], values.dropFirst(keyCount + 2)).map { column, value in
        inPlace.shown(value, of: column, rowid: key[0], text: ShownValue.cellText, blob: ShownValue.cellBlob)
      }
      return (
        key: key, label: String.fromDatabaseValue(values[keyCount]) ?? "",
        order: ExactValue(packed: values[keyCount + 1]),
        shown: shown
      )
    }
    for group in groups.dropFirst() where !read.isEmpty {
      let more = try rest(group, of: source, keys: read.map(\.key), in: db)
      for index in read.indices { read[index].shown += more[read[index].key] ?? group.map { _ in .whole(.null) } }
    }
    let labels = try keyLabels(of: read.map(\.shown), for: query, in: db)
    // Only the first and the last rows' sort values are where the next page starts, on or back:
    // the others' are not kept (a sort by a column of long values holds two, not a page of them).
    return read.indices.map { index in
      let row = read[index]
      let ends = index == 0 || index == read.count - 1
      var shown = SQLRow(
        relation: query.relation, key: row.key, label: row.label,
        orderValue: (order == nil && !ranked) || !ends ? nil : row.order, values: row.shown,
        reader: reader)
      shown.keyLabels = labels[index]
      return shown
    }
  }

  /// The labels of the rows each row's keys point at (``RowsQuery/keyLabels``), by column index;
  /// a key's value cut short (a long text) points at nothing.
  private static func keyLabels(
    of rows: [[ShownValue]], for query: RowsQuery, in db: Database
  ) throws -> [[Int: String]] {
    var labels = [[Int: String]](repeating: [:], count: rows.count)
    for key in query.keyLabels {
      guard let column = query.relation.columns.firstIndex(of: key.column) else { continue }
      var places: [Int] = []
      var values: [DatabaseValue] = []
      for (place, row) in rows.enumerated() where column < row.count {
        guard case .whole(let value) = row[column], !value.isNull else { continue }
        places.append(place)
        values.append(value)
      }
      for (place, label) in zip(places, try SQLiteFile.labels(values, through: key, in: db)) {
        if let label { labels[place][column] = label }
      }
    }
    return labels
  }

  /// The values of `columns` of the rows whose keys are `keys`, by key.
  private static func rest(
    _ columns: [String], of source: RowSource, keys: [[ExactValue]], in db: Database
  ) throws -> [[ExactValue]: [ShownValue]] {
    let plain = RowsQuery(relation: source.relation, matching: [])
    let (from, _, arguments) = RowSource(plain, in: db).selection(carrying: columns)
    let (term, keyArguments) = source.keyIn(keys)
    let inPlace = try InPlaceValues(source.relation, in: db)
    let shown = columns.map { inPlace.expression($0, text: ShownValue.cellText, blob: ShownValue.cellBlob) }
    let sql =
      "SELECT \((source.key.map(ExactValue.expression) + shown).joined(separator: ", "))"
      + " FROM \(from) WHERE \(term) LIMIT \(keys.count)"
    var found: [[ExactValue]: [ShownValue]] = [:]
    for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments + keyArguments)) {
      let values = Array(row.databaseValues)
      let key = values.prefix(source.key.count).map(ExactValue.init(packed:))
      found[key] = zip(columns, values.dropFirst(source.key.count)).map { column, value in
        inPlace.shown(value, of: column, rowid: key[0], text: ShownValue.cellText, blob: ShownValue.cellBlob)
      }
    }
    return found
  }
}
