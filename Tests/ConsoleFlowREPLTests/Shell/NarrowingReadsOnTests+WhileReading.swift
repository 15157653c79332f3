@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// Keys pressed while a narrowed list read as you page is still reading: each is kept and means
/// what it would once the reading ended, the count only grows and the cursor keeps its match, in
/// both layouts.
extension NarrowingReadsOnTests {
  @Test(
    "Down while End's rows arrive: once that reading ended, the list reads on for the Down",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func downWhileEndsRowsArrive() async {
    let run = await Self.fullScreen(narrowedBy: #"^Row\ 500\ marker$"#, rows: Self.endless)
    run.end()
    await run.take(3, fromLoad: 1)
    run.advance(by: .seconds(1))
    #expect(run.shows("loading"), "End's rows arriving, drawn: \(run.screen.rowTexts.suffix(2))")
    run.down()
    #expect(run.loads.started.count == 2, "one reading at a time")
    await run.take(.max, fromLoad: 1)
    for _ in 0..<20 { run.advance(by: .milliseconds(300)) }
    #expect(run.loads.started.count == 3, "the Down's reading: \(run.screen.rowTexts.suffix(2))")
  }

  @Test("a second Down while the first one's part arrives: two matches on, in both layouts")
  func twoDownsWhileReading() async throws {
    let line = await Self.lineMode(narrowedBy: "marker")
    line.down()
    await line.take(2, fromLoad: 1)
    line.down()
    await line.take(.max, fromLoad: 1)
    line.advance(by: .seconds(1))
    try #require(line.loads.started.count == 3, "the second Down reads on: \(line.screen.lines)")
    await line.finish(load: 2)
    line.advance(by: .seconds(1))
    #expect(Self.cursorLine(line)?.hasSuffix("Row 1500 marker") == true, "\(line.screen.lines)")
    let full = await Self.fullScreen(narrowedBy: "marker")
    full.down()
    await full.take(2, fromLoad: 1)
    full.down()
    await full.take(.max, fromLoad: 1)
    full.advance(by: .seconds(1))
    try #require(full.loads.started.count == 3, "the second Down reads on: \(full.screen.rowTexts)")
    await full.finish(load: 2)
    full.advance(by: .seconds(1))
    #expect(full.cursorRow?.hasSuffix("Row 1500 marker") == true, "\(full.screen.rowTexts)")
  }

  @Test("Up while a reading on arrives: the user's move replaces where the reading sent the cursor")
  func upWhileReading() async {
    let line = await Self.lineMode(narrowedBy: "marker")
    line.down()
    await line.finish(load: 1)
    line.advance(by: .seconds(1))
    line.down()
    await line.take(2, fromLoad: 2)
    line.up()
    await line.take(.max, fromLoad: 2)
    line.advance(by: .seconds(1))
    #expect(Self.cursorLine(line)?.hasSuffix("Row 500 marker") == true, "\(line.screen.lines)")
    let full = await Self.fullScreen(narrowedBy: "marker")
    full.down()
    await full.finish(load: 1)
    full.advance(by: .seconds(1))
    full.end()
    await full.take(3, fromLoad: 2)
    full.up()
    await full.take(.max, fromLoad: 2)
    full.advance(by: .seconds(1))
    for _ in 0..<20 { full.advance(by: .milliseconds(10)) }
    #expect(full.cursorRow?.hasSuffix("Row 500 marker") == true, "\(full.screen.rowTexts)")
    #expect(full.shows("1/40") && !full.shows("more as you page"), "End's reading went on: \(full.screen.rowTexts)")
  }

  @Test(
    "full screen: resized while End reads, the narrowed list fills the new height at once",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func resizedWhileEndReads() async {
    let run = await Self.fullScreen(narrowedBy: "Row", rows: Self.endless)
    run.end()
    await run.take(3, fromLoad: 1)
    run.resize(rows: 15, columns: 40)
    run.type(" 1")
    await run.take(3, fromLoad: 1)
    run.advance(by: .seconds(1))
    run.resize(rows: 40, columns: 130)
    #expect(run.shows("1–37 of"), "\(run.screen.rowTexts.suffix(2))")
    await run.take(.max, fromLoad: 1)
    for _ in 0..<30 { run.advance(by: .milliseconds(300)) }
    #expect(run.shows("1–37 of"), "\(run.screen.rowTexts.suffix(2))")
  }

  @Test(
    "End read again: while the rows arrive the count only grows, the cursor keeps its match, Enter takes it",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func endAgainKeepsTheCursor() async throws {
    let run = await Self.fullScreen(narrowedBy: "marker", rows: Self.endless)
    run.end()
    await run.take(.max, fromLoad: 1)
    for _ in 0..<20 { run.advance(by: .milliseconds(300)) }
    #expect(run.cursorRow?.hasSuffix("Row 100500 marker") == true, "\(run.screen.rowTexts)")
    run.end()
    var counts: [Int] = []
    for _ in 0..<8 {
      await run.take(60, fromLoad: 2)
      run.advance(by: .milliseconds(300))
      let row = try #require(run.cursorRow.flatMap(Self.rowNumber), "\(run.screen.rowTexts)")
      #expect(row >= 100_500, "the cursor went back: \(run.screen.rowTexts.suffix(2))")
      counts.append(try #require(Self.matchCount(run), "\(run.screen.rowTexts.suffix(2))"))
    }
    #expect(counts == counts.sorted(), "the count went down: \(counts)")
    let shown = try #require(run.cursorRow.flatMap(Self.rowNumber))
    run.enter()
    #expect(run.takeCompleted() == ["Row \(shown) marker"], "Enter takes the match highlighted")
  }

  @Test(
    "quick Downs on rare matches read as far as slow ones would, in both layouts",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func quickDownsReadAsFar() async {
    // One match in 100,000 rows: Row 100000, Row 200000, …
    let full = await Self.fullScreen(narrowedBy: "Row 00000", rows: Self.endless)
    full.down()
    await Self.readAll(started: { full.loads.started.count }, finish: full.finish(load:)) {
      full.advance(by: .milliseconds(300))
    }
    #expect(full.cursorRow?.contains("Row 100000") == true, "\(full.screen.rowTexts)")
    full.down(2)
    await Self.readAll(started: { full.loads.started.count }, finish: full.finish(load:)) {
      full.advance(by: .milliseconds(300))
    }
    #expect(full.cursorRow?.contains("Row 300000") == true, "two Downs, two matches on: \(full.screen.rowTexts)")
    let line = await Self.lineMode(narrowedBy: "Row 00000", rows: Self.endless)
    line.down()
    await Self.readAll(started: { line.loads.started.count }, finish: line.finish(load:)) {
      line.advance(by: .milliseconds(300))
    }
    line.down()
    line.down()
    await Self.readAll(started: { line.loads.started.count }, finish: line.finish(load:)) {
      line.advance(by: .milliseconds(300))
    }
    #expect(Self.cursorLine(line)?.contains("Row 300000") == true, "\(line.screen.lines)")
  }

  /// Runs each load as it starts (the first, read already, aside), the loop turning between,
  /// until no more start.
  private static func readAll(
    started: () -> Int, finish: (Int) async -> Void, turn: () -> Void
  ) async {
    var finished = 1
    for _ in 0..<20 {
      while finished < started() {
        await finish(finished)
        finished += 1
      }
      for _ in 0..<40 { turn() }
      if finished == started() { return }
    }
  }

  /// The number of the row a list row shows (`Row 1500 marker`).
  private static func rowNumber(_ text: String) -> Int? {
    (try? #/Row (\d+)/#.firstMatch(in: text)).flatMap { Int($0.1) }
  }

  /// How many matches the status line counts so far (`3/201+`).
  private static func matchCount(_ run: FullScreenShell<String>) -> Int? {
    let status = run.screen.rowTexts.dropLast().last ?? ""
    return (try? #/(\d+)/(\d+)\+?\s*$/#.firstMatch(in: status)).flatMap { Int($0.2) }
  }

  @Test("Down from a match when the rows it reads bring better ones, ranked above it: never a match above")
  func betterMatchesReadOn() async {
    // Markers every 500 rows up to row 1000, long; after it every 250 rows, short, so ranked
    // above the first two: the part read for the second Down brings two.
    let rows = ElementStream<String>("Reading rows") { last in
      let after = last.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
      guard after < 20_000 else { return [] }
      return (after + 1...min(after + 100, 20_000)).map { n in
        n > 1000 ? (n % 250 == 0 ? "marker \(n)" : "row \(n)") : n % 500 == 0 ? "a long marker row \(n)" : "row \(n)"
      }
    }
    let run = await Self.fullScreen(narrowedBy: "marker", rows: rows)
    run.down()
    await run.finish(load: 1)
    run.advance(by: .seconds(1))
    #expect(run.cursorRow?.hasSuffix("a long marker row 1000") == true, "\(run.screen.rowTexts)")
    run.down()
    await run.finish(load: 2)
    run.advance(by: .seconds(1))
    // `marker 1250` and `marker 1500` came, ranked first: none comes after row 1000, which stays
    // the last, where the cursor stays; never on a match ranked above it (row 500).
    #expect(run.cursorRow?.hasSuffix("a long marker row 1000") == true, "\(run.screen.rowTexts)")
  }
}
