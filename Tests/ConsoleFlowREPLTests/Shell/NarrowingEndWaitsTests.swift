@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// End on a narrowed list whose search goes on in parts, or whose elements still arrive: it
/// waits for the last match between keys (the loop reads keys and draws meanwhile), then the
/// cursor is on the last match; moves made meanwhile go on from there, as keys typed ahead.
@MainActor
@Suite("End on a narrowed list waits for its last match between keys")
struct NarrowingEndWaitsTests {
  /// 60,000 rows: a query searches them in several parts (16,384 rows each), a part a turn.
  static let rows = (1...60_000).map { "Row \($0)" }
  static let list = Screen<[String], String>.list(title: "Rows", rows: .input, label: { $0 })

  /// The matches' count and the cursor's place among them on a full screen's status row.
  private func cursorAndCount(_ run: FullScreenShell<String>) -> (Int, Int)? {
    for row in run.screen.rowTexts {
      if let match = row.firstMatch(of: #/(\d+)/(\d+)\+?\s*$/#), let cursor = Int(match.1), let count = Int(match.2) {
        return (cursor, count)
      }
    }
    return nil
  }

  @Test("full screen: End during the search leaves it to go on; Up twice after; the cursor two above the last")
  func fullScreen() {
    let run = FullScreenShell(Flow(root(Self.list), input: Self.rows))
    run.start()
    run.type("w 7")
    #expect(run.shell.searchesOn, "the search goes on in parts")
    run.end()
    #expect(run.shell.searchesOn, "End did not search to the end in its own turn")
    run.up(2)
    var turns = 0
    while run.shell.searchesOn, turns < 1000 {
      run.advance(by: Shell<String>.redrawInterval)
      turns += 1
    }
    let (cursor, count) = cursorAndCount(run) ?? (0, 0)
    #expect(count > 1000 && cursor == count - 2, "\(run.screen.rowTexts)")
    run.enter()
    #expect(run.takeCompleted().count == 1)
  }

  @Test("line mode: End during the search, then the search's end: the cursor on the last match")
  func lineMode() {
    let run = EmbeddedShell(Flow(root(Self.list), input: Self.rows))
    run.start()
    run.type("w 7")
    #expect(run.shell.searchesOn)
    run.end()
    #expect(run.shell.searchesOn, "End did not search to the end in its own turn")
    var turns = 0
    while run.shell.searchesOn, turns < 1000 {
      run.advance(by: Shell<String>.redrawInterval)
      turns += 1
    }
    let status = run.screen.lines.last { $0.contains("matching") } ?? ""
    let count = status.firstMatch(of: #/of (\d+) matching/#).flatMap { Int($0.1) } ?? 0
    let cursor = NarrowingReadsOnTests.cursorLine(run) ?? ""
    #expect(count > 1000 && cursor.hasPrefix("›\(count) "), "\(status) \(cursor)")
  }

  @Test("full screen: End while the elements still arrive keeps to the last match as more come")
  func endWhileArriving() async {
    let run = await NarrowingFollowsItsItemTests.fullScreenTypingApple()
    run.end()
    run.advance(by: .seconds(2))
    #expect(run.cursorRow?.hasSuffix("crab apple tree") == true, "\(run.screen.rowTexts)")
    await run.take(2)
    run.advance(by: .seconds(2))
    let (cursor, count) = cursorAndCount(run) ?? (0, 0)
    #expect(count == 5 && cursor == 5, "on the last of the five matches: \(run.screen.rowTexts)")
  }

  @Test("full screen: a move after End while elements arrive acts at once; the cursor then stays on its item")
  func moveAfterEndWhileArriving() async {
    let run = await NarrowingFollowsItsItemTests.fullScreenTypingApple()
    run.end()
    run.up()
    #expect(run.cursorRow?.hasSuffix("red apple") == true, "\(run.screen.rowTexts)")
    await run.take(2)
    run.advance(by: .seconds(2))
    #expect(run.cursorRow?.hasSuffix("red apple") == true, "\(run.screen.rowTexts)")
  }
}

extension NarrowingEndWaitsTests {
  @Test("line mode: End while lines arrive and their search goes on, then Up: the cursor keeps to the last no more")
  func upAfterEndWhileArrivingAndSearching() async {
    let list = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(list), input: rowBatches(4, of: 60_000)))
    run.start()
    await run.take(2)
    run.advance(by: .seconds(2))
    run.type("w 7")
    #expect(run.shell.searchesOn)
    run.end()
    run.up()
    // The rest arrives and is searched: the cursor went up from the last found and stays there,
    // not on the last match as more come.
    await run.take(2)
    for _ in 0..<50 where run.shell.searchesOn { run.advance(by: Shell<String>.redrawInterval) }
    run.advance(by: .seconds(1))
    let status = run.screen.lines.last { $0.contains("matching") } ?? ""
    let count = status.firstMatch(of: #/of (\d+) matching/#).flatMap { Int($0.1) } ?? 0
    let cursor = NarrowingReadsOnTests.cursorLine(run).flatMap { Int($0.dropFirst().prefix { $0 != " " }) } ?? 0
    #expect(count > 1000 && cursor > 0 && cursor < count - 1, "\(cursor) of \(count): \(status)")
  }
}

extension EmbeddedShell {
  /// A chooser's End, as readline's binding sends it: the last match.
  func end() { press { _ in [.cursorKey(LiveNarrowing<Output>.pastEveryMatch)] } }
}
