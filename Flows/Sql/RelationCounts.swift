import ConsoleFlow
import GRDB

/// How many rows a query selects, as far as a count that does a bounded amount of work tells:
/// a count never holds up a screen, and says the same on every run, whatever the machine's load
/// (the work is SQLite's instructions, not time).
enum RowCount: Sendable, Equatable {
  /// So many.
  case exactly(Int)
  /// More than ``SQLiteFile/countLimit``: the count stopped there.
  case atLeast(Int)
  /// Counting took more work than a count may (a view that computes much for each row): open it
  /// to page through its rows.
  case notCounted

  /// The count as a table's cell: `3503`, `100000+`, `…`.
  var cell: Cell {
    switch self {
    case .exactly(let rows): .integer(rows)
    case .atLeast(let rows): .text("\(rows)+")
    case .notCounted: .text("…")
    }
  }

  /// The count in words: `3503 rows`, `at least 100000 rows`, `rows not counted`.
  var words: String {
    switch self {
    case .exactly(let rows): "\(rows) row\(rows == 1 ? "" : "s")"
    case .atLeast(let rows): "at least \(rows) rows"
    case .notCounted: "rows not counted"
    }
  }
}

extension SQLiteFile {
  /// How many rows a count reads at most before it says "at least".
  static var countLimit: Int { 100_000 }
  /// How much work a count may do, in SQLite's instructions: counting 100,000 rows takes about
  /// 700,000 of a table, 1.6 million of a recursive view; a view that computes much for each row
  /// stops here (some 50 ms).
  static var countWork: Int { 2_000_000 }
  /// How much work the counts of one part of the tables' list may do together, after which
  /// the rest of the part is listed without counts: a file of many slow views lists at once.
  static var countsWork: Int { 10 * countWork }
  /// How many tables a read of the list counts at a time.
  static var relationsAtATime: Int { 32 }

  /// The tables and views, each with its count of rows, read as the screen asks (the first page
  /// of a file of 10,000 tables counts a part of them, not all), on a connection of their own.
  func countedRelations() -> ElementStream<CountedRelation> {
    let (relations, reader) = (self.relations, RowReader(connections))
    let positions = Dictionary(relations.enumerated().map { ($1.name, $0) }) { first, _ in first }
    return ElementStream("Loading tables") { last in
      let start = last.flatMap { positions[$0.relation.name].map { $0 + 1 } } ?? 0
      let next = relations[min(start, relations.count)..<min(start + Self.relationsAtATime, relations.count)]
      guard !next.isEmpty else { return [] }
      var work = Self.countsWork
      var counted: [CountedRelation] = []
      for relation in next {
        // A relation SQLite cannot read is listed without a count.
        guard relation.problem == nil else {
          counted.append(CountedRelation(relation: relation, count: nil))
          continue
        }
        guard work > 0 else {
          counted.append(CountedRelation(relation: relation, count: .notCounted))
          continue
        }
        // Each counted in a read of its own: a damaged table is said beside its name, and the
        // others are counted all the same.
        do {
          let budget = work
          let (count, left) = try await reader.read { db in
            var left = budget
            let count = try Self.count(of: RowsQuery(relation: relation, matching: []), in: db, work: &left)
            return (count, left)
          }
          work = left
          counted.append(CountedRelation(relation: relation, count: count))
        } catch let error as SQLReadError {
          counted.append(CountedRelation(relation: relation, count: nil, problem: error.reason))
        }
      }
      return counted
    }
  }

  /// How many rows `query` selects, counting at most ``countLimit`` rows (then `atLeast`) and
  /// doing at most ``countWork`` of SQLite's work (then `notCounted`).
  static func count(of query: RowsQuery, in db: Database) throws -> RowCount {
    var work = countWork
    return try count(of: query, in: db, work: &work)
  }

  /// The same, the work done taken from `work` (and at most that much done).
  private static func count(of query: RowsQuery, in db: Database, work: inout Int) throws -> RowCount {
    let source = RowSource(query, in: db)
    // Rows are counted as they are, not numbered by their place.
    let (from, terms, arguments) = source.selection(carrying: [], numbered: false)
    let sql = "SELECT count(*) FROM (SELECT 1 FROM \(from)\(RowSource.whereClause(terms)) LIMIT \(countLimit + 1))"
    guard let connection = db.sqliteConnection else { return .notCounted }
    let (counted, done) = try Platform.withWork(at: connection, atMost: min(work, countWork)) {
      try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) ?? 0
    }
    work -= done
    guard let counted else { return .notCounted }
    return counted > countLimit ? .atLeast(countLimit) : .exactly(counted)
  }
}
