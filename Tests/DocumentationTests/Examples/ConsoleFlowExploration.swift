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

// Sources/ConsoleFlowExploration/Explorer+Report.swift, example 1
@MainActor private func explorerReportExample1() async throws {
  let report = await Explorer().explore(navigation, input: artists)
  #expect(report.findings.isEmpty && report.coverage.isFull, "\(report)")
}

// Sources/ConsoleFlowExploration/Explorer.swift, example 1
@MainActor private func explorerExample1() async throws {
  let report = await Explorer(depth: 3).explore(navigation, input: artists)
  #expect(report.findings.isEmpty, "\(report)")
}

// Sources/ConsoleFlowExploration/Explorer.swift, example 2
@MainActor private func explorerExample2() async throws {
  let explorer = Explorer(depth: 2, answers: ["Title": ["Flying", ""]])
}

// Sources/ConsoleFlowExploration/Explorer.swift, example 3
@MainActor private func explorerExample3() async throws {
  let report = await Explorer().explore(navigation, input: artists)
}
