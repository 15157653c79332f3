// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

import ConsoleFlow
import ConsoleFlowFiles
import ConsoleFlowGoldenFiles
import ConsoleFlowREPL
import ConsoleFlowTesting
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
