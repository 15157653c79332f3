// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

import ConsoleFlow
import ConsoleFlowExploration
import ConsoleFlowFiles
import ConsoleFlowGoldenFiles
import ConsoleFlowREPL
import ConsoleFlowTesting
import Foundation
import Testing

// Sources/ConsoleFlowREPL/REPL+Choice.swift, example 1
@MainActor private func rEPLChoiceExample1() async throws {
  let repl = REPL(name: "music", color: .never, live: .never)  // lists narrow only after Enter on /text
}

// Sources/ConsoleFlowREPL/REPL+Errors.swift, example 1
@MainActor private func rEPLErrorsExample1() async throws {
  do {
    try await REPL(name: "music").run(navigation, input: artists)
  } catch let error as REPL.Error where error.kind == .terminated {
    exit(error.exitStatus ?? 1)
  }
}

// Sources/ConsoleFlowREPL/REPL+ScreenLayout.swift, example 1
@MainActor private func rEPLScreenLayoutExample1() async throws {
  let repl = REPL(name: "music", screen: .full)  // the user's --screen=line or CONSOLEFLOW_SCREEN=line still wins
}

// Sources/ConsoleFlowREPL/REPL.swift, example 1
@MainActor private func rEPLExample1() async throws {
  let album = try await REPL(name: "music").run(navigation, input: artists) // nil when the user quits
}

// Sources/ConsoleFlowREPL/REPL.swift, example 2
@MainActor private func rEPLExample2() async throws {
  let repl = REPL(name: "music", screen: .full)  // CONSOLEFLOW_SCREEN=line still wins
}
