import ArgumentParser
import ConsoleFlow
import MusicFlow

/// `flows music`: browse the music catalog.
struct MusicCommand: FlowCommand {
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

  var flowArguments: [String] { catalog.map { ["--catalog", $0] } ?? [] }

  func start(in place: FlowPlace) async throws -> StartedFlow {
    let opened = try catalog.map { try Catalog(path: place.resolve($0)) } ?? Catalog.embedded()
    return StartedFlow(Music.navigation(catalog: opened), input: opened.artistStream())
  }
}
