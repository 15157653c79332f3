// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
@_spi(Flows) import ConsoleFlowFiles
@_spi(Flows) import ConsoleFlowGoldenFiles
@_spi(Flows) @_spi(Interpreter) import ConsoleFlowREPL
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import Testing

// Sources/ConsoleFlowREPL/REPL.swift, example 3
@MainActor private func rEPLExample3() async throws {
  let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  let album = try await REPL(name: "music").run(albums)
}

// Sources/ConsoleFlowREPL/REPL.swift, example 4
@MainActor private func rEPLExample4() async throws {
  let (albums, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
  let album = try await REPL(name: "music").run(albums, lines: ["2"], source: "script")
}
