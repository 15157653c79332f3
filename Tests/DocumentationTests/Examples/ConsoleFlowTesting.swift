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

// Sources/ConsoleFlowTesting/ExpectTranscript.swift, example 1
@MainActor private func expectTranscriptExample1() async throws {
  try await expectTranscript("Transcripts/acdc.transcript") { arguments in
    Flow(navigation, input: artists)
  }
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 1
@MainActor private func flowDriverExample1() async throws {
  var driver = await FlowDriver(navigation, input: artists)
  await driver.send("AC/DC")
  #expect(driver.labels == ["For Those About To Rock We Salute You", "Let There Be Rock"])
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 2
@MainActor private func flowDriverExample2() async throws {
  var driver = await FlowDriver(navigation, input: artists, at: ["AC/DC"])
  await driver.send("2")
}

// Sources/ConsoleFlowTesting/FlowDriver.swift, example 4
@MainActor private func flowDriverExample4() async throws {
  let (album, transcript) = await FlowDriver.run(navigation, input: artists, script: ["AC/DC", "1"])
}
