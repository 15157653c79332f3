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

// Sources/ConsoleFlowFiles/AtomicFile.swift, example 1
@MainActor private func atomicFileExample1() async throws {
  try AtomicFile.write(Data(json.utf8), to: "dreams.json")
}

// Sources/ConsoleFlowFiles/ErrorWords.swift, example 1
@MainActor private func errorWordsExample1() async throws {
  ErrorWords.of(error) // "permission denied"
}

// Sources/ConsoleFlowFiles/FileLock.swift, example 1
@MainActor private func fileLockExample1() async throws {
  let merged = try FileLock.holding(besides: journalPath) { try mergeAndSave() }
}

// Sources/ConsoleFlowFiles/StandardPaths.swift, example 1
@MainActor private func standardPathsExample1() async throws {
  let journal = StandardPaths().data + "/dreams.json" // ~/.local/share/consoleflow/dreams.json
}
