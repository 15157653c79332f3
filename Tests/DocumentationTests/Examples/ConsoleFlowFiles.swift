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

// Sources/ConsoleFlowFiles/JSONFile.swift, example 1
@MainActor private func jSONFileExample1() async throws {
  struct Visit: Codable, Sendable { var pet: String }

  let visits = JSONFile<[Visit]>(path: "visits.json")
  let saved = try visits.update { onDisk in (onDisk ?? []) + [Visit(pet: "Biscuit")] } // read, changed, saved
  let all = try visits.read() ?? []
}

// Sources/ConsoleFlowFiles/UnknownFields.swift, example 1
@MainActor private func unknownFieldsExample1() async throws {
  struct Pet: Codable, Sendable {
    var name: String
    var unknown = UnknownFields()
    private enum CodingKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
      unknown = try UnknownFields(from: decoder, known: ["name"])
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try unknown.encode(to: encoder)
    }
  }
}
