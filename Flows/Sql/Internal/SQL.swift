import ConsoleFlow
import Foundation
import GRDB

/// SQL text made safely, and the functions the flow adds to SQLite.
enum SQL {
  /// Adds the flow's functions to a connection.
  static func register(in db: Database) {
    if let connection = db.sqliteConnection { Platform.addFunctions(to: connection) }
    db.add(function: cellsFunction)
    db.add(function: matchFunction)
    db.add(function: rankFunction)
    db.add(function: KeyLabel.keyedFunction)
  }

  /// `name` quoted as an identifier: any name, spaces, quotes and keywords included.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `consoleflow_cells(packed, …)`: the texts the values' cells show (each value as
  /// `consoleflow_pack` packed it: text whole, a NUL in it too), packed in one BLOB (each
  /// its length in 4 bytes, then its bytes). A row of any width reaches `consoleflow_match` in
  /// a few packs, below SQLite's limit of a function's arguments.
  static let cellsFunction = DatabaseFunction("consoleflow_cells", argumentCount: nil, pure: true) { values in
    var packed = Data()
    for value in values {
      let text: Data
      switch ExactValue(packed: value).storage {
      // Packed text, whole: a NUL and what follows it are searched too.
      case .text(let bytes): text = Data(bytes)
      case .blob(let bytes):
        text = Data(SQLValue.cell(.blob(Array(bytes.prefix(ShownValue.cellBlob)), bytes: bytes.count)).text.utf8)
      default: text = Data(SQLValue.cell(value).text.utf8)
      }
      withUnsafeBytes(of: UInt32(text.count).littleEndian) { packed.append(contentsOf: $0) }
      packed.append(text)
    }
    return packed
  }

  /// `consoleflow_match(filter, label, pack, …)`: whether a row is kept by the filter, as a table
  /// keeps it: its label, then its values as their cells show them (the packs of
  /// `consoleflow_cells`), a tab apart. A filter's matcher is made once and kept while it is asked for.
  static let matchFunction = DatabaseFunction("consoleflow_match", argumentCount: nil, pure: true) { values in
    guard let filter = values.first.flatMap(String.fromDatabaseValue) else { return true }
    return Matchers.shared.matcher(for: filter)(cells(of: values).joined(separator: "\t"))
  }

  /// `consoleflow_rank(filter, label, pack, …)`: the row's rank by the filter (smaller first), as
  /// a table ranks its rows from the same cells (``TableQuery/rowRanker()``, the label naming
  /// the row); NULL when the filter keeps no cell of it.
  static let rankFunction = DatabaseFunction("consoleflow_rank", argumentCount: nil, pure: true) { values in
    guard let filter = values.first.flatMap(String.fromDatabaseValue) else { return 0 }
    return Matchers.shared.ranker(for: filter)(cells(of: values))
  }

  /// The label and the unpacked cells of a row, as `consoleflow_match` and `consoleflow_rank` get them.
  private static func cells(of values: [DatabaseValue]) -> [String] {
    var cells = values.dropFirst().prefix(1).compactMap(String.fromDatabaseValue)
    for pack in values.dropFirst(2) {
      guard let data = Data.fromDatabaseValue(pack) else { continue }
      var rest = data[...]
      while rest.count >= 4 {
        let length = rest.prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        rest = rest.dropFirst(4)
        cells.append(String(decoding: rest.prefix(length), as: UTF8.self))
        rest = rest.dropFirst(length)
      }
    }
    return cells
  }

  /// The matcher of the filter asked for last, made once for all the rows it is asked of.
  private final class Matchers: @unchecked Sendable {
    static let shared = Matchers()
    // NSLock, not Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
    private let lock = NSLock()
    private var kept: (filter: String, matches: @Sendable (String) -> Bool)?
    private var keptRanker: (filter: String, rank: @Sendable ([String]) -> Int?)?

    func matcher(for filter: String) -> @Sendable (String) -> Bool {
      lock.withLock {
        if let kept, kept.filter == filter { return kept.matches }
        let matches = TableQuery(filter: filter).matcher()
        kept = (filter, matches)
        return matches
      }
    }

    func ranker(for filter: String) -> @Sendable ([String]) -> Int? {
      lock.withLock {
        if let keptRanker, keptRanker.filter == filter { return keptRanker.rank }
        let rank = TableQuery(filter: filter).rowRanker()
        keptRanker = (filter, rank)
        return rank
      }
    }
  }
}
