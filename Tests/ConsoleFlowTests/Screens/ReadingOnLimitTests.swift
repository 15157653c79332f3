@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

// A name, key or number typed on a list read as asked reads on for its item, but not without
// bound: a word that names nothing stops at a limit and says what it looked at.

/// An endless source of items ("row 1"…), read a part after the last one read, counting them.
private final class EndlessRows: Sendable {
  private let asked = Locked(0)
  var read: Int { asked.withLock { $0 } }

  var stream: ElementStream<String> {
    ElementStream("rows") { last in
      let start = last.flatMap { Int($0.dropFirst("row ".count)) } ?? 0
      self.asked.withLock { $0 += 5_000 }
      return ((start + 1)...(start + 5_000)).map { "row \($0)" }
    }
  }
}

private let chooseRow = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })

private func started(_ source: EndlessRows) async -> Flow<String> {
  await Flow(root(chooseRow), input: source.stream, traits: Traits(width: 80, height: 24)).finishingLoads().flow
}

private func after(_ line: String, _ flow: Flow<String>) async -> (flow: Flow<String>, effect: Flow<String>.Effect) {
  let (next, effect) = flow.step(line)
  return await next.finishingLoads(after: effect)
}

@Suite("Reading on for a typed item, bounded")
struct ReadingOnLimitTests {
  @Test("a name no row has, on an endless source: read to the limit, then refused with what was looked at")
  func nameThatNamesNothing() async {
    let source = EndlessRows()
    let (flow, effect) = await after("nobody", await started(source))
    if case .completed(let chosen) = effect { Issue.record("\(chosen) chosen for a name no row has") }
    #expect(source.read >= 100_000 && source.read < 110_000, "read \(source.read)")
    #expect(
      flow.page.message
        == "Nothing is called \"nobody\" in the first \(source.read) read; more are to come: /nobody filters them all.")
    let (next, _) = await after("row 30", flow)
    #expect(next.page.message == nil, "the list stays usable")
  }

  @Test("a name within the limit is read on for and chosen; so are a number and #N")
  func withinTheLimit() async {
    let source = EndlessRows()
    guard case .completed(let chosen) = await after("row 42000", await started(source)).effect else {
      Issue.record("row 42000 was not chosen")
      return
    }
    #expect(chosen == "row 42000")
    guard case .completed(let position) = await after("#65000", await started(EndlessRows())).effect else {
      Issue.record("#65000 was not chosen")
      return
    }
    #expect(position == "row 65000")
  }

  @Test("a filter matching nothing says it looked at the part read so far, not the whole")
  func narrowingSaysWhatItLookedAt() async {
    let (flow, _) = await after("/zzz", await started(EndlessRows()))
    #expect(flow.page.body.map(\.text).first?.hasPrefix("No items match \"zzz\" in the ") == true, "\(flow.page.body)")
    #expect(flow.page.body.map(\.text).first?.contains("read so far") == true)
  }
}
