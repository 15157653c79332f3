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

// Sources/ConsoleFlow/Flow+Effect.swift, example 1
@MainActor private func flowEffectExample1() async throws {
  let (next, effect) = flow.step("3")
  switch effect {
  case .show(let page): shown = page.render(for: next.traits)
  case .wait(let load): waitingFor = load.title
  case .completed(let album): chosen = album
  case .quit: quitting = true
  }
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 1
@MainActor private func flowLoadsExample1() async throws {
  let (next, effect) = flow.taking(event, from: flow.loads[0].id)
}

// Sources/ConsoleFlow/Flow+Loads.swift, example 2
@MainActor private func flowLoadsExample2() async throws {
  let (loaded, effect) = await flow.step("AC/DC").flow.finishingLoads()
}

// Sources/ConsoleFlow/Flow+TabCompletion.swift, example 1
@MainActor private func flowTabCompletionExample1() async throws {
  flow.tabCompletions(for: "mot") // ["Motörhead", "Motörhead & Girlschool", "Mötley Crüe"]
}

// Sources/ConsoleFlow/FlowMap+Paths.swift, example 1
@MainActor private func flowMapPathsExample1() async throws {
  let names = navigation.flowMap.uniqueNames // ["Artists", "Albums"]
}

// Sources/ConsoleFlow/Load.swift, example 1
@MainActor private func loadExample1() async throws {
  for load in flow.loads { Task { await load.run { event in inbox.append((load.id, event)) } } }
}
