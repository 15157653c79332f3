@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// How often full screen draws: a frame a turn where something changed, a search's counts so far
/// no more often than line mode redraws them.
@Suite("Full screen's frames: one a turn, a search's counts at line mode's pace")
@MainActor
struct FullScreenFramesTests {
  /// 200,000 rows: a query searches them in several parts, a part a turn.
  let rows = (1...200_000).map { "Row \($0)" }

  func run() -> FullScreenShell<String> {
    let run = FullScreenShell(
      Flow(root(Screen<[String], String>.list(title: "Rows", rows: .input, label: { $0 })), input: rows))
    run.start()
    return run
  }

  @Test("while a search goes on in parts no frame is drawn within the redraw interval; the final count at once")
  func searchDrawnAtItsPace() {
    let run = run()
    run.type("w")
    #expect(run.shows("matching \"w\""), "the key's frame, with the first matches: \(run.screen)")
    #expect(run.screen.rowTexts.contains { $0.contains(#/\s1/\d+\+/#) }, "a count so far: \(run.screen)")
    let written = run.terminal.writes.count
    var parts = 0
    while run.shell.searchesOn, parts < 1000 {
      run.loop.turn(.init())
      parts += 1
    }
    #expect(parts > 3, "the search took several turns")
    #expect(run.terminal.writes.count == written + 1, "one frame: the final count")
    #expect(run.shows("in all"), "\(run.screen)")
    #expect(!run.screen.rowTexts.contains { $0.contains(#/\s1/\d+\+/#) }, "the count final: \(run.screen)")
  }

  @Test("a search that outlasts the redraw interval shows its counts so far at that pace")
  func countsSoFar() {
    let run = run()
    run.type("w")
    let written = run.terminal.writes.count
    var parts = 0
    while run.shell.searchesOn, parts < 1000 {
      run.advance(by: Shell<String>.redrawInterval)
      parts += 1
    }
    #expect(run.terminal.writes.count - written >= parts - 1, "a frame each interval")
    #expect(run.shows("in all"), "\(run.screen)")
  }

  @Test("a key on a page drawn and left as it was builds no page of its own before it acts")
  func keyOnTheDrawnPage() {
    let run = run()
    run.down()
    #expect(run.cursorRow?.hasSuffix("Row 2") == true, "\(run.screen)")
    #expect(run.loop.screen?.shown != nil, "the frame drawn is the page the next key acts on")
    run.down(3)
    #expect(
      run.cursorRow?.hasSuffix("Row 5") == true, "keys read together each act on the page as the one before left it")
  }

  /// The frames `run` built and the turns its loop took while `act` ran.
  private func framesAndTurns<Output>(
    of run: FullScreenShell<Output>, during act: () async -> Void
  ) async -> (frames: Int, turns: Int) {
    let (frames, turns) = (run.loop.screen?.framesBuilt ?? 0, run.loop.turns)
    await act()
    return ((run.loop.screen?.framesBuilt ?? 0) - frames, run.loop.turns - turns)
  }

  @Test("a move onto an item whose preview loads: the preview is asked for first, then the turn's one frame")
  func previewAskedBeforeTheOneFrame() async {
    let list = Screen<[String], String>.list(
      title: "Names", rows: .input, label: { $0 }, preview: .load("Loading notes") { name in ["Notes on \(name)"] })
    let run = FullScreenShell(Flow(root(list), input: (1...40).map { "Name \($0)" }))
    run.start()
    for row in 2...6 {
      let (frames, turns) = await framesAndTurns(of: run) { run.down() }
      #expect(turns == 1 && frames == 1, "Down to Name \(row): \(frames) frames in \(turns) turns")
      #expect(run.cursorRow?.contains("Name \(row)") == true, "\(run.screen)")
      #expect(run.shows("Loading notes"), "the frame shows the new item's preview loading: \(run.screen)")
    }
  }

  @Test("a query typed over 200,000 rows and its search in parts: at most one frame a turn")
  func searchOneFrameATurn() async {
    let run = run()
    let (frames, turns) = await framesAndTurns(of: run) {
      run.type("w")
      run.down(2)
      var parts = 0
      while run.shell.searchesOn, parts < 1000 {
        run.advance(by: Shell<String>.redrawInterval)
        parts += 1
      }
    }
    #expect(frames <= turns && frames > 3, "\(frames) frames in \(turns) turns")
    #expect(run.shows("in all"), "\(run.screen)")
  }

  @Test("batches that came while the loop was busy, taken in one turn, search one part between keys, not one each")
  func batchesInOneTurnSearchAPart() async {
    let list = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })
    let run = FullScreenShell(chooser: Flow(root(list), input: rowBatches(31, of: 10_000)))
    run.start()
    await run.take(1)
    run.advance(by: .seconds(2))
    run.type("row")
    // 150,000 rows come before the list is next filtered again, then 150,000 more: the turn that
    // takes the second lot catches up with the first and searches on.
    await run.post(15)
    run.loop.turn(.init())
    await run.post(15)
    run.advance(by: Shell<String>.redrawInterval)
    // A part is 16,384 rows: one as it catches up, then a turn's own.
    let count = run.screen.rowTexts.lazy.compactMap { $0.firstMatch(of: #/of (\d+)\+ matching/#) }.first
      .flatMap { Int($0.1) }
    #expect(count.map { $0 <= 10_000 + 3 * 16_384 } == true, "\(run.screen.rowTexts)")
    #expect(run.shell.searchesOn, "the rest is searched a part a turn")
  }
}
