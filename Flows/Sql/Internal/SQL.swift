import ConsoleFlow
import Foundation
import GRDB

/// SQL text made safely, and the functions the flow adds to SQLite.
enum SQL {
  /// Adds the flow's functions to a connection.
  static func register(in db: Database) {
    db.add(function: matchFunction)
  }

  /// `consoleflow_match(filter, value, ...)`: whether a row whose values these are is kept by the
  /// filter, as a table keeps it: each value as its cell shows it, a tab apart. A filter's
  /// matcher is made once and kept while it is asked for.
  static let matchFunction = DatabaseFunction("consoleflow_match", argumentCount: nil, pure: true) { values in
    guard let filter = values.first.flatMap(String.fromDatabaseValue) else { return true }
    let text = values.dropFirst().map { SQLValue.cell($0).text }.joined(separator: "\t")
    return Matchers.shared.matcher(for: filter)(text)
  }

  /// The matcher of the filter asked for last, made once for all the rows it is asked of.
  private final class Matchers: @unchecked Sendable {
    static let shared = Matchers()
    // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
    private let lock = NSLock()
    private var kept: (filter: String, matches: @Sendable (String) -> Bool)?

    func matcher(for filter: String) -> @Sendable (String) -> Bool {
      lock.withLock {
        if let kept, kept.filter == filter { return kept.matches }
        let matches = TableQuery(filter: filter).matcher()
        kept = (filter, matches)
        return matches
      }
    }
  }

  /// `name` quoted as an identifier: any name, spaces, quotes and keywords included.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
