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

// Sources/ConsoleFlow/Headless/Flow+Path.swift, example 1
@MainActor private func flowPathExample1() async throws {
  flow.path // ["AC/DC", "Let There Be Rock"]
}

// Sources/ConsoleFlow/Headless/Flow+Path.swift, example 2
@MainActor private func flowPathExample2() async throws {
  let (opened, mismatch) = await flow.opened(at: ["AC/DC", "Let There Be Rock"])
}

// Sources/ConsoleFlow/Headless/TranscriptFile.swift, example 1
@MainActor private func transcriptFileExample1() async throws {
  let replayed = await file.replayed(on: Flow(navigation, input: artists))
  replayed.body == file.body // the output is unchanged
}
