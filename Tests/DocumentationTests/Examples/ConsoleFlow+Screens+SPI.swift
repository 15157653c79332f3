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

// Sources/ConsoleFlow/Screens/ChoiceMemory.swift, example 1
@MainActor private func choiceMemoryExample1() async throws {
  var memory = ChoiceMemory()
  memory.remember("Iron Maiden / Powerslave / Aces High", for: "ac", at: 0)
  let lines = ["AC/DC / Back in Black / Hells Bells", "Iron Maiden / Powerslave / Aces High"]
  memory.lifted([0, 1], query: "aces", now: 60) { lines[$0] }  // [1, 0]
}

// Sources/ConsoleFlow/Screens/ChoiceRecall.swift, example 1
@MainActor private func choiceRecallExample1() async throws {
  var memory = ChoiceMemory()
  memory.remember("AC/DC", for: "ac", at: 0)
  let artists = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }))
  let app = artists.rememberingChoices(ChoiceRecall(memory, now: 3_600))
}

// Sources/ConsoleFlow/Screens/ListFilter+Options.swift, example 1
@MainActor private func listFilterOptionsExample1() async throws {
  let exact = ListFilter.Options(exact: true)
  ListFilter.matches("zep", in: ["Led Zeppelin", "Zebra pen"], options: exact)  // [0]
}

// Sources/ConsoleFlow/Screens/ListFilter+Options.swift, example 2
@MainActor private func listFilterOptionsExample2() async throws {
  struct FirstWord: ListFilter.FieldSplitting {
    func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
      [0..<(line.firstIndex(of: UInt8(ascii: " ")) ?? line.count)]
    }
  }
  ListFilter.matches("zep", in: ["Led Zeppelin", "Zeppelin IV"], options: .init(fields: FirstWord()))  // [1]
}

// Sources/ConsoleFlow/Screens/ListFilter+Typos.swift, example 1
@MainActor private func listFilterTyposExample1() async throws {
  let found = ListFilter.matchesForgivingTypos("porjects", in: ["projects", "readme"])
  // positions [0], exact 0, loosened ["porjects"]
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 1
@MainActor private func listFilterExample1() async throws {
  ListFilter.matches("zep", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [0, 2]
  ListFilter.matches("^dread | queen", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [1, 2]
  ListFilter.matches("maiden iron", in: ["maiden of iron", "iron maiden"]) // [1, 0]
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 2
@MainActor private func listFilterExample2() async throws {
  let bytes = Array("Led Zeppelin\nQueen\n".utf8)
  let ends = [12, 18]  // where each line ends; the next starts one past it
  let found = bytes.withUnsafeBufferPointer { buffer in
    ListFilter.matches("led zep", lineCount: ends.count) { index in
      UnsafeBufferPointer(rebasing: buffer[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
    }
  }  // [0]
}

// Sources/ConsoleFlow/Screens/ListFilter.swift, example 3
@MainActor private func listFilterExample3() async throws {
  let matches = ListFilter.lineMatcher("led zep")
  let kept = Array("Led Zeppelin".utf8).withUnsafeBufferPointer(matches) // true
}
