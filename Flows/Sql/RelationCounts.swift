import ConsoleFlow
import GRDB

extension SQLiteFile {
  /// The tables and views, each with its count of rows, as they are counted.
  func countedRelations() -> ElementStream<CountedRelation> {
    let (database, relations) = (self.database, self.relations)
    return ElementStream(
      "tables",
      batches: {
        Self.batches { deliver in
          for relation in relations {
            try Task.checkCancellation()
            // A relation SQLite cannot count is listed without a count.
            let counted = try? await database.read { db in
              try Self.count(of: RowsQuery(relation: relation, matching: []), in: db)
            }
            try Task.checkCancellation()
            deliver([CountedRelation(relation: relation, rows: counted?.rows, isLowerBound: counted?.atLeast ?? false)])
          }
        }
      })
  }

  /// The batches `read` hands on, read in a task of their own that stops when the reader does:
  /// a failure ends the sequence with it, after what was read.
  static func batches<Element: Sendable>(
    _ read: @escaping @Sendable (_ deliver: @escaping @Sendable ([Element]) -> Void) async throws -> Void
  ) -> AsyncThrowingStream<[Element], any Error> {
    AsyncThrowingStream { delivery in
      let reading = Task {
        do {
          try await read { delivery.yield($0) }
          delivery.finish()
        } catch {
          delivery.finish(throwing: error)
        }
      }
      delivery.onTermination = { _ in reading.cancel() }
    }
  }
}
