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

// Sources/ConsoleFlowREPL/Files/ChoiceFile+Recall.swift, example 1
@MainActor private func choiceFileRecallExample1() async throws {
  let artists = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }))
  let app = artists.rememberingChoices(.files(flow: "music"))
}
