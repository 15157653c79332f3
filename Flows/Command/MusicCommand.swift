import ArgumentParser
import ConsoleFlow
import Foundation
import MusicFlow

/// `flows music`: browse the music catalog.
struct MusicCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "music",
    abstract: "Browse a music catalog: artists, their albums, tracks and a track's detail.",
    discussion: """
      Interactive at a terminal (line editing, history, Tab completes what is on screen); \
      headless when stdin is piped or a script is given, printing a transcript. \
      Type :help in the flow for its commands.
      """
  )

  @Option(help: "An SQLite database with the Chinook schema (default: the shipped Chinook catalog).")
  var catalog: String?

  @OptionGroup var options: RunOptions

  /// The flow's own arguments, as a recorded transcript names them.
  var flowArguments: [String] { catalog.map { ["--catalog", $0] } ?? [] }

  /// The music flow started on the chosen catalog.
  func start() throws -> (Navigation<ArtistRows, Never>, ArtistRows) {
    do {
      let opened = try catalog.map(Catalog.init(path:)) ?? Catalog.embedded()
      return (Music.navigation(catalog: opened), try opened.artistRows())
    } catch {
      throw FlowsError("\(error)")
    }
  }

  func run() throws {
    try reportingErrors {
      let (navigation, artists) = try start()
      try options.run(flow: "music", arguments: flowArguments, navigation, input: artists)
    }
  }
}

/// Runs `body`; a `FlowsError` becomes one line on stderr and exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as FlowsError {
    FileHandle.standardError.write(Data("flows: \(error)\n".utf8))
    throw ExitCode(1)
  }
}
