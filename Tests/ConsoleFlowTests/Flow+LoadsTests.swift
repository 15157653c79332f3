@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import TestSupport
import Testing

private struct Unreachable: Error, CustomStringConvertible {
  var description: String { "The catalog cannot be reached." }
}

private let chooseBand = Screen<[String], String>.list(title: "Bands", rows: .input, label: { $0 })
private let chooseAlbum = Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })

/// Bands whose albums come from slow work held at `gate`.
private func browse(gate: Gate, failing: Bool = false) -> Navigation<[String], String> {
  root(chooseBand).load("albums") { band in
    await gate.wait()
    if failing { throw Unreachable() }
    return ["\(band) I", "\(band) II"]
  } >>> chooseAlbum
}

private let bands = ["Can", "Faust", "Neu!"]

@Suite("Loads: slow work described by a step, run by an interpreter, applied by a pure function")
struct LoadTests {
  @Test("a selection waits for its load, runs nothing itself, and goes on with the value once it arrives")
  func valueArrives() async throws {
    let gate = Gate()
    let flow = Flow(browse(gate: gate), input: bands, traits: Traits(width: 80, height: 24))
    let (waiting, effect) = flow.step("Faust")
    #expect(kind(effect) == "wait for albums")
    #expect(waiting.depth == 1, "nothing is pushed before the value")
    let load = try #require(waiting.awaitedLoad)
    #expect(waiting.loads == [load])
    var events = LoadEvents(load)
    gate.open()
    let event = try #require(await events.next())
    let (arrived, shown) = waiting.taking(event, from: load.id)
    #expect(kind(shown) == "show")
    #expect(arrived.page.items.map(\.label) == ["Faust I", "Faust II"])
    #expect(arrived.loads.isEmpty && arrived.awaitedLoad == nil)
  }

  @Test("a throwing load shows its error where the user was, pushes nothing, and may be tried again")
  func failure() async throws {
    let gate = Gate()
    let (waiting, _) = Flow(browse(gate: gate, failing: true), input: bands).step("Can")
    let load = try #require(waiting.awaitedLoad)
    var events = LoadEvents(load)
    gate.open()
    let (failed, effect) = waiting.taking(try #require(await events.next()), from: load.id)
    #expect(kind(effect) == "show")
    #expect(failed.depth == 1)
    #expect(failed.page.message == "The catalog cannot be reached.")
    #expect(failed.rejection == Rejection(.loadFailed, "The catalog cannot be reached."))
    #expect(kind(failed.step("Can").effect) == "wait for albums", "the user can try again")
  }

  @Test("Ctrl-C: the user stays where they were with \"Cancelled.\", and the load's late value is ignored")
  func cancelled() async throws {
    let gate = Gate()
    let (waiting, _) = Flow(browse(gate: gate), input: bands).step("Neu!")
    let load = try #require(waiting.awaitedLoad)
    let (cancelled, effect) = waiting.cancellingWait()
    #expect(kind(effect) == "show")
    #expect(cancelled.page.message == "Cancelled.")
    #expect(cancelled.loads.isEmpty, "an interpreter cancels what the flow no longer wants")
    var events = LoadEvents(load)
    gate.open()
    let (late, lateEffect) = cancelled.taking(try #require(await events.next()), from: load.id)
    #expect(kind(lateEffect) == "nothing")
    #expect(late.depth == 1 && late.page.title == "Bands")
  }

  @Test("a line given while a load runs supersedes it: its result never reaches the screen")
  func superseded() async throws {
    let gate = Gate()
    let (waiting, _) = Flow(browse(gate: gate), input: bands).step("Can")
    let load = try #require(waiting.awaitedLoad)
    let (moved, _) = waiting.step("Faust")
    let second = try #require(moved.awaitedLoad)
    #expect(second.id != load.id)
    #expect(moved.loads == [second])
    var events = LoadEvents(load)
    gate.open()
    let (late, effect) = moved.taking(try #require(await events.next()), from: load.id)
    #expect(kind(effect) == "nothing")
    #expect(late.awaitedLoad == second, "still waiting for the load that belongs to the last line")
  }

  @Test("headless runs wait for each load, so the transcript is the same on every run")
  func headless() async {
    let gate = Gate()
    gate.open()
    var driver = await FlowDriver(browse(gate: gate), input: bands)
    await driver.send("Can")
    #expect(driver.page.breadcrumb == ["Bands", "Albums"])
    #expect(driver.labels == ["Can I", "Can II"])
    await driver.send(":back")
    #expect(driver.depth == 1)
  }
}
