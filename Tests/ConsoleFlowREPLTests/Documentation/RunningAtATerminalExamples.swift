import ConsoleFlow
import ConsoleFlowREPL
import Foundation
import TestSupport

// The article Running at a terminal's snippets, compiled here (a program's code: never run by
// the tests, which drive the built `flows` in a terminal instead). `ReadmeSnippetTests` checks
// that every line of the article's Swift blocks is a line of this file.

/// A program that runs the README's flow at a terminal.
@MainActor
func runTheFlow() async throws {
  let album = try await REPL(name: "music").run(navigation, input: artists)
  print(album?.title ?? "nothing chosen")
}

/// A program that opens the flow where its own command line says.
@MainActor
func runWithDeepLinks(at parts: [String]) async throws {
  let repl = REPL(name: "music", keepRunning: true, path: parts, origin: ["music"])
  try await repl.run(navigation, input: artists)
}

/// A program that runs a script headlessly and strictly.
@MainActor
func runAScript(_ lines: [String]) async throws {
  let repl = REPL(name: "music", strict: true)
  try await repl.run(navigation, input: artists, lines: lines, source: "script")
}

/// A program that exits as a shell expects after a signal ended the run.
@MainActor
func runToItsStatus() async throws {
  let repl = REPL(name: "music")
  do {
    try await repl.run(navigation, input: artists)
  } catch let error as REPL.Error where error.kind == .terminated {
    exit(error.exitStatus ?? 1)
  }
}
