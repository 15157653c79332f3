import ArgumentParser
import ConsoleFlowREPL
import Foundation
import MusicFlow

/// `flows music`: browse the music catalog.
struct MusicCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "music",
    abstract: "Browse a music catalog: artists, their albums, tracks and a track's detail.",
    discussion: """
      Interactive at a terminal (line editing, history, Tab completes what is on screen); \
      headless when stdin is piped, printing a transcript. Type :help in the flow for its commands.
      """
  )

  @Option(help: "An SQLite database with the Chinook schema (default: the shipped Chinook catalog).")
  var catalog: String?

  @Option(help: "When to use colour: auto, always or never.")
  var color: ColorChoice = .auto

  func run() throws {
    let opened: Catalog
    let artists: [Artist]
    do {
      opened = try catalog.map(Catalog.init(path:)) ?? Catalog.embedded()
      artists = try opened.artists()
    } catch {
      FileHandle.standardError.write(Data("flows: \(error)\n".utf8))
      throw ExitCode(1)
    }
    REPL(name: "music", color: color).run(Music.navigation(catalog: opened), input: artists)
  }
}

extension ColorChoice: ExpressibleByArgument {}
