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

// Sources/ConsoleFlow/Rendering/DisplayWidth.swift, example 1
@MainActor private func displayWidthExample1() async throws {
  DisplayWidth.of("坂本龍一") // 8
}

// Sources/ConsoleFlow/Rendering/DisplayWidth.swift, example 2
@MainActor private func displayWidthExample2() async throws {
  DisplayWidth.prefix("日本語", fitting: 4) // "日本"
}

// Sources/ConsoleFlow/Rendering/TerminalText.swift, example 1
@MainActor private func terminalTextExample1() async throws {
  TerminalText.escaped("\u{1B}]0;pwned\u{7}") // "\\e]0;pwned\\u{7}"
}
