import ArgumentParser
import SqlFlow

/// `flows sql`: browse any SQLite database by its keys.
struct SqlCommand: FlowCommand {
  static let configuration = CommandConfiguration(
    commandName: "sql",
    abstract: "Browse an SQLite database: its tables, their rows, and the rows their keys lead to.",
    discussion: """
      Opened read-only: nothing is written. A row's foreign keys open the rows they point at; \
      the tables whose keys point at a row open those rows.
      """
  )

  /// A step reads the user's data: its time is no finding of `flows check`.
  static let stepTimeMeasuresData = true

  @Argument(help: "The SQLite database file.")
  var file: String

  @OptionGroup var options: RunOptions

  var flowArguments: [String] { [file] }

  /// How many keys that point at no row `flows check sql` lists; the rest are counted.
  static let brokenKeysListed = 100

  func start(in place: FlowPlace) async throws -> StartedFlow {
    // Opened by the bytes given: a name that is not UTF-8 too.
    let path = RawArgument(file).resolved(from: place.workingFolder)
    let opened = try SQLiteFile(pathBytes: path.bytes, shown: path.shown)
    var started = StartedFlow(Sql.navigation().environment(opened), input: ())
    // The map of a database is its schema: the tables, their keys, and where the keys lead.
    started.drawMap = { format in format == .dot ? SchemaMap.dot(of: opened) : SchemaMap.mermaid(of: opened) }
    // Exploring samples rows; every row's keys are checked in SQLite.
    started.checkData = {
      let found = try await opened.brokenKeys(listing: Self.brokenKeysListed)
      return DataCheck(
        checked: "Every foreign key of every row, checked in SQLite",
        listed: found.listed.map { DataCheck.Problem(path: $0.path, words: $0.description) }, count: found.count)
    }
    return started
  }
}
