// Benchmarks for ConsoleFlow. Run: scripts/bench.sh (or swift run -c release --package-path Flows bench)
// Figures are medians of several rounds; compare the ratios, not the absolute times.
@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import FilesFlow
import Foundation
import GitFlow
import MusicFlow
import SqlFlow
import Synchronization

/// Median time per step, in nanoseconds, of `rounds` rounds of `steps` steps through `lines`.
func nanosecondsPerStep<Output>(_ start: Flow<Output>, lines: [String], steps: Int, rounds: Int = 7) -> Double {
  var samples: [Double] = []
  let traits = start.traits
  for _ in 0..<rounds {
    var flow = start
    var rendered = 0
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for index in 0..<steps {
        let (next, effect) = flow.step(lines[index % lines.count])
        flow = next
        if case .show(let page) = effect { rendered &+= page.render(for: traits).count }
      }
    }
    precondition(rendered > 0)
    samples.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
  }
  return samples.sorted()[samples.count / 2] / Double(steps)
}

func listStepping(size: Int) -> Double {
  let numbers = Array(0..<size)
  let choose = Screen<[Int], Int>.list(title: "Numbers", rows: .input, label: { "Item \($0)" })
  let show = Screen<Int, Int>.notice(title: .from { "Item \($0)" }, lines: { ["You chose \($0)."] })
  let flow = Flow(root(choose) >>> show, input: numbers)
  // Paging, selecting by number and going back: every step shows a page.
  return nanosecondsPerStep(flow, lines: [":next", "5", ":back", ":prev", "7", ":back"], steps: 60_000)
}

// `bench list` or `bench music` runs one part alone (for a profiler); no argument runs both.
let parts = CommandLine.arguments.dropFirst()
if parts.isEmpty || parts.contains("list") {
  let small = listStepping(size: 10)
  let large = listStepping(size: 1_000_000)
  print("list stepping, 10 items:        \(Int(small)) ns/step (median of 7 rounds)")
  print("list stepping, 1,000,000 items: \(Int(large)) ns/step (median of 7 rounds)")
  print("ratio 1,000,000 / 10:           \(String(format: "%.2f", large / small)) (target: within 2x)")
}

/// The lines the music benchmark cycles through: names, numbers, paging, a filter, back and home.
let musicScript = [
  "Iron Maiden", ":next", ":prev", "/live", "2", "3", ":back", ":back", "/", "~", ">", "<", "motorhead", "1", "~",
]

/// One step as a headless interpreter takes it, through the public API: the line, the loads it
/// starts run to their end, the page it ends on drawn. Answers the flow and the lines drawn.
func headlessStep<Output>(_ flow: Flow<Output>, _ line: String) async -> (flow: Flow<Output>, lines: Int) {
  let (stepped, effect) = flow.step(line)
  let (loaded, shown) = await stepped.finishingLoads(after: effect)
  guard case .show(let page) = shown else { return (loaded, 0) }
  return (loaded, page.render(for: loaded.traits).count)
}

/// Headless steps per second on the music flow at 80×24: each step parses the line, runs the
/// screens (querying the catalog where a screen needs it) and draws the page.
func musicStepsPerSecond<Artists>(
  artists: Artists, catalog: Catalog, steps: Int, rounds: Int = 7
) async throws -> Double
where Artists: RandomAccessCollection & Sendable, Artists.Element == Artist, Artists.Index == Int {
  let start = await Flow(Music.navigation(catalog: catalog), input: artists, traits: Traits(width: 80, height: 24))
    .finishingLoads().flow
  var samples: [Double] = []
  for _ in 0..<rounds {
    var flow = start
    var drawn = 0
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<steps {
      let (next, lines) = await headlessStep(flow, musicScript[index % musicScript.count])
      flow = next
      drawn &+= lines
    }
    precondition(drawn > 0)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    samples.append(Double(steps) / seconds)
  }
  return samples.sorted()[samples.count / 2]
}

if parts.isEmpty || parts.contains("music") {
  let catalog = try Catalog.embedded()
  let fromArray = try await musicStepsPerSecond(
    artists: try catalog.artists(), catalog: catalog, steps: 60_000, rounds: 11)
  print(
    "music flow, headless at 80x24, artists in an array:     \(Int(fromArray)) steps/s (median of 11 rounds; target 100,000)"
  )
  let fromRows = try await musicStepsPerSecond(
    artists: try catalog.artistRows(), catalog: catalog, steps: 60_000, rounds: 11)
  print(
    "music flow, headless at 80x24, lazy artist rows (flows): \(Int(fromRows)) steps/s (median of 11 rounds; target 100,000)"
  )
}

// `bench explore`: the explorer on the music flow, the catalog streamed as `flows check music`
// does: sampled (the default) to depth 3, and every artist, album and track to depth 3.
if parts.isEmpty || parts.contains("explore") {
  let catalog = try Catalog.embedded()
  let navigation = Music.navigation(catalog: catalog)
  for (name, explorer) in [
    ("sampled", Explorer(depth: 3, steps: .max, time: .seconds(600))),
    ("whole catalog", Explorer(depth: 3, steps: .max, time: .seconds(600), samples: .max)),
  ] {
    var rates: [Double] = []
    var seconds: [Double] = []
    var report: Explorer.Report?
    for _ in 0..<(name == "sampled" ? 7 : 3) {
      let start = ContinuousClock.now
      let explored = await explorer.explore(navigation, input: catalog.artistStream())
      report = explored
      let took = ContinuousClock.now - start
      let elapsed = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
      seconds.append(elapsed)
      rates.append(Double(explored.screensVisited) / elapsed)
    }
    let rate = rates.sorted()[rates.count / 2]
    let time = seconds.sorted()[seconds.count / 2]
    guard let report else { continue }
    print(
      "explore music to depth 3, \(name): \(report.screensVisited) screens, \(report.stepsTaken) steps in "
        + "\(String(format: "%.2f", time)) s, \(Int(rate)) screens/s (median of \(rates.count)); \(report.summary)")
  }
}

// `bench music-profile`: one short round, for an instruction-counting profiler such as callgrind.
if parts.contains("music-profile") {
  let catalog = try Catalog.embedded()
  let rate = try await musicStepsPerSecond(artists: try catalog.artists(), catalog: catalog, steps: 15_000, rounds: 1)
  print("music flow, one round of 15,000 steps: \(Int(rate)) steps/s")
}

// `bench music-lines`: the median cost of each line of the music script, to see where time goes.
if parts.contains("music-lines") {
  let catalog = try Catalog.embedded()
  var before = await Flow(Music.navigation(catalog: catalog), input: try catalog.artists(), traits: Traits())
    .finishingLoads().flow
  for line in musicScript {
    var samples: [Double] = []
    for _ in 0..<2000 {
      let clock = ContinuousClock()
      let began = clock.now
      _ = await headlessStep(before, line)
      let elapsed = clock.now - began
      samples.append(Double(elapsed.components.attoseconds) / 1e9)
    }
    before = await headlessStep(before, line).flow
    print("\(line.padding(toLength: 12, withPad: " ", startingAt: 0)) \(Int(samples.sorted()[1000])) ns")
  }
}

// `bench render`: drawing one 20-row page of the artist list, alone.
if parts.contains("render") {
  let catalog = try Catalog.embedded()
  let page = Flow(Music.navigation(catalog: catalog), input: try catalog.artists(), traits: Traits()).page
  var total = 0
  let elapsed = ContinuousClock().measure {
    for _ in 0..<100_000 { total &+= page.render(for: Traits()).count }
  }
  let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  print("render a 20-row page: \(Int(nanoseconds / 100_000)) ns (\(total) lines)")
}

// `bench git PATH`: the git browser on a large history, driven as the REPL drives it: the time to
// the first page (the streamed list shows once a page is full), to the whole history, and to a
// filter over the whole history, each load run in its own task.
if parts.first == "git", let path = parts.dropFirst().first {
  let repository = try await Repository.open(path)
  let clock = ContinuousClock()
  var firstPage: [Double] = []
  var whole: [Double] = []
  for _ in 0..<5 {
    let start = clock.now
    var flow = Flow(GitBrowser.navigation(repository: repository), input: repository.commits())
    guard case .wait(let load) = flow.currentEffect else { fatalError("the commits list waits for its first page") }
    let (events, delivery) = AsyncStream.makeStream(of: Load.Event.self)
    let running = Task {
      await load.run { delivery.yield($0) }; delivery.finish()
    }
    var shown = false
    for await event in events {
      let (next, effect) = flow.taking(event, from: load.id)
      flow = next
      if !shown, effect != nil {
        shown = true
        firstPage.append(Double((clock.now - start).components.attoseconds) / 1e15)
      }
    }
    await running.value
    let elapsed = clock.now - start
    whole.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
  }
  func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
  print("flows git, first page of the commit list (median of 5): \(median(firstPage)) ms")
  print("flows git, the whole history in the list (median of 5): \(median(whole)) ms")
}

// `bench screen-filter FILE`: the list screen itself on every line of FILE (the pick corpus):
// once the labels are in, a filter, a narrower filter and a typed name, each the median of 3;
// then a typed name among the matches of a filter that keeps most lines.
if parts.first == "screen-filter", let path = parts.dropFirst().first {
  let labels = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  let choose = Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })
  let flow = Flow(root(choose), input: labels, traits: Traits(width: 80, height: 24))
  let clock = ContinuousClock()
  func milliseconds(_ work: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<3 {
      let start = clock.now
      work()
      let elapsed = clock.now - start
      samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return samples.sorted()[1]
  }
  // The first filter also folds every label once; it is measured apart.
  let first = milliseconds { _ = Flow(root(choose), input: labels).step("/led zep") }
  let filtered = flow.step("/led zep").flow
  let again = milliseconds { _ = flow.step("/led zep") }
  let narrower = milliseconds { _ = filtered.step("/led zeppelin") }
  let typed = milliseconds { _ = flow.step("Led Zeppelin / IV / Stairway To Heaven #999999") }
  print("list screen, \(labels.count) lines: first filter (folding every label) \(Int(first)) ms")
  print("list screen: a filter \(Int(again)) ms, a narrower one \(Int(narrower)) ms, a typed name \(Int(typed)) ms")
  let broad = flow.step("/e").flow
  let typedInBroad = milliseconds { _ = broad.step("Led Zeppelin / IV / Stairway To Heaven #999999") }
  print("list screen: a typed name among the matches of /e (\(broad.page.status ?? "")): \(Int(typedInBroad)) ms")
}

// `bench music-large CATALOG`: the music flow on a catalog a thousand times the shipped one, its
// artists in: a typed name among all of them, and a filter, each the median of 3 (the first
// fold of the names is measured apart).
if parts.first == "music-large", let path = parts.dropFirst().first {
  let catalog = try Catalog(path: path)
  let artists = try catalog.artists()
  let flow = Flow(Music.navigation(catalog: catalog), input: artists, traits: Traits(width: 80, height: 24))
  let clock = ContinuousClock()
  func milliseconds(_ work: () async -> Void) async -> Double {
    var samples: [Double] = []
    for _ in 0..<3 {
      let start = clock.now
      await work()
      let elapsed = clock.now - start
      samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return samples.sorted()[1]
  }
  let firstFold = await milliseconds {
    _ = Flow(Music.navigation(catalog: catalog), input: artists).step("/iron")
  }
  _ = flow.step("/iron")
  // A typed name with its load (the artist's albums), as a headless run sends it.
  let typed = await milliseconds {
    _ = await headlessStep(flow, "Iron Maiden #998")
  }
  let filter = await milliseconds { _ = flow.step("/maiden") }
  print("music flow, \(artists.count) artists: first fold of the names \(Int(firstFold)) ms")
  print("music flow: a typed name (with its albums' load) \(Int(typed)) ms, a filter \(Int(filter)) ms")
}

// `bench files BIG SMALL`: a folder of many entries read as the file browser reads it (FilesBenchmark.swift).
if parts.first == "files", let big = parts.dropFirst().first, let small = parts.dropFirst(2).first {
  try await filesBenchmark(big: big, small: small)
}

// `bench rows table` or `bench rows as-list`: 1,000,000 rows into a table or a list (RowsBenchmark.swift).
if parts.first == "rows", let kind = parts.dropFirst().first {
  try await rowsBenchmark(kind: kind)
}

// `bench sql FILE TABLE INDEXED UNINDEXED`: flows sql on a large table (SqlBenchmark.swift).
if parts.first == "sql", parts.count == 5 {
  try await sqlBenchmark(Array(parts))
}
