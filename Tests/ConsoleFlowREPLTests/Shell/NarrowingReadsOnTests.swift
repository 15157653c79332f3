@_spi(Interpreter) import ConsoleFlow
import Foundation
import Testing

@testable import ConsoleFlowREPL

/// A list read as you page (a table of millions of rows), narrowed by what is typed: a move past
/// the matches among the rows read reads on until the next match came, in both layouts, as a
/// move past the rows does on the whole list.
@MainActor
@Suite("A narrowed list read as you page reads on past its matches")
struct NarrowingReadsOnTests {
  /// 20,000 rows read as asked, 100 a batch (a part: 600 rows); every 500th is a marker.
  static let rows = ElementStream<String>("Reading rows") { last in
    let after = last.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
    guard after < 20_000 else { return [] }
    return (after + 1...min(after + 100, 20_000)).map { $0 % 500 == 0 ? "Row \($0) marker" : "Row \($0)" }
  }
  /// Rows that never end, as `rows` are made.
  static let endless = ElementStream<String>("Reading rows") { last in
    let after = last.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
    return (after + 1...after + 100).map { $0 % 500 == 0 ? "Row \($0) marker" : "Row \($0)" }
  }
  static let list = Screen<ElementStream<String>, String>.list(title: "Rows", rows: .input, label: { $0 })

  @Test("line mode: Down past the last match read reads on, the cursor on the next match once it came")
  func lineModeDown() async {
    let run = await Self.lineMode(narrowedBy: "marker")
    #expect(run.screen.shows("1 of 1 matching \"marker\" (600 in all so far, more as you page)"), "\(run.screen.lines)")
    run.down()
    #expect(run.loads.started.count == 2, "the next part is read")
    await run.finish(load: 1)
    run.advance(by: .seconds(1))
    #expect(Self.cursorLine(run)?.hasSuffix("Row 1000 marker") == true, "\(run.screen.lines)")
    run.down()
    await run.finish(load: 2)
    run.advance(by: .seconds(1))
    #expect(Self.cursorLine(run)?.hasSuffix("Row 1500 marker") == true, "\(run.screen.lines)")
    run.up()
    #expect(run.loads.started.count == 3, "a move among the matches read reads nothing")
  }

  @Test("full screen: Down reads on as line mode's does; End reads on to the end, the cursor on the last match")
  func fullScreenDownAndEnd() async {
    let run = await Self.fullScreen(narrowedBy: "marker")
    run.down()
    #expect(run.loads.started.count == 2, "the next part is read")
    await run.finish(load: 1)
    run.advance(by: .seconds(1))
    #expect(run.cursorRow?.hasSuffix("Row 1000 marker") == true, "\(run.screen.rowTexts)")
    run.end()
    #expect(run.loads.started.count == 3, "End reads on")
    await run.finish(load: 2)
    run.advance(by: .seconds(1))
    #expect(run.loads.started.count == 3, "in one load, to the end")
    #expect(run.cursorRow?.hasSuffix("Row 20000 marker") == true, "\(run.screen.rowTexts)")
    #expect(run.shows("40/40") && !run.shows("more as you page"), "\(run.screen.rowTexts)")
  }

  @Test("a query that matches nothing further: the reading on stops at the end of the rows, the cursor kept")
  func nothingFurther() async {
    let run = await Self.fullScreen(narrowedBy: "Row 1 ")
    let before = run.cursorRow
    run.end()
    await run.finish(load: 1)
    run.advance(by: .seconds(1))
    #expect(run.loads.started.count == 2, "\(run.screen.rowTexts)")
    #expect(!run.shows("more as you page"), "every row was read: \(run.screen.rowTexts)")
    #expect(run.cursorRow != nil && before != nil)
  }

  @Test("no match among the rows read: Down reads on until one comes, in both layouts")
  func noMatchYet() async {
    let line = await Self.lineMode(narrowedBy: "1000 marker")
    line.down()
    await line.finish(load: 1)
    line.advance(by: .seconds(1))
    #expect(Self.cursorLine(line)?.hasSuffix("Row 1000 marker") == true, "\(line.screen.lines)")
    let full = await Self.fullScreen(narrowedBy: "1000 marker")
    full.down()
    await full.finish(load: 1)
    full.advance(by: .seconds(1))
    #expect(full.cursorRow?.hasSuffix("Row 1000 marker") == true, "\(full.screen.rowTexts)")
  }

  @Test(
    "End over 100,000 rows read: the matches are searched in parts between keys, then the cursor goes last",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func searchedBetweenKeys() async {
    let run = await Self.fullScreen(narrowedBy: "marker", rows: Self.endless)
    run.end()
    await run.finish(load: 1)
    // Rows 1–100,600 read; the search of their matches goes on a part a turn, the keys taken
    // between parts, until the cursor goes to the last match.
    run.advance(by: .seconds(1))
    #expect(!run.shows("201/201"), "not searched to the end in one turn: \(run.screen.rowTexts)")
    for _ in 0..<20 { run.advance(by: .milliseconds(10)) }
    #expect(run.cursorRow?.hasSuffix("Row 100500 marker") == true, "\(run.screen.rowTexts)")
    #expect(run.shows("201/201+"), "\(run.screen.rowTexts)")
  }

  @Test(
    "Down while End still reads: once that reading ended, the list reads on for the Down",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func downWhileEndReads() async {
    // One match among the rows read, and none in the next 100,000.
    let run = await Self.fullScreen(narrowedBy: #"^Row\ 500\ marker$"#, rows: Self.endless)
    run.end()
    #expect(run.loads.started.count == 2)
    run.down()
    #expect(run.loads.started.count == 2, "one reading at a time")
    await run.finish(load: 1)
    for _ in 0..<20 { run.advance(by: .milliseconds(300)) }
    #expect(run.loads.started.count == 3, "the Down's reading: \(run.screen.rowTexts.suffix(2))")
  }

  @Test(
    "Down after End read as far as it may: the list reads on for the Down",
    .disabled(if: readsTooLongUnderASanitizer, readsALot))
  func downAfterEndRead() async {
    let run = await Self.fullScreen(narrowedBy: #"^Row\ 500\ marker$"#, rows: Self.endless)
    run.end()
    await run.finish(load: 1)
    for _ in 0..<20 { run.advance(by: .milliseconds(300)) }
    run.down()
    #expect(run.loads.started.count == 3, "the Down's reading: \(run.screen.rowTexts.suffix(2))")
  }

  /// Line mode on the rows, their first part read, narrowed by `query`.
  static func lineMode(
    narrowedBy query: String, rows: ElementStream<String> = rows
  ) async -> EmbeddedShell<String> {
    let run = EmbeddedShell(Flow(root(list), input: rows), rows: 30, columns: 80)
    run.start()
    await run.finish(load: 0)
    run.type(query)
    return run
  }

  /// Full screen on `rows`, their first part read, narrowed by `query`.
  static func fullScreen(
    narrowedBy query: String, rows: ElementStream<String> = rows
  ) async -> FullScreenShell<String> {
    let run = FullScreenShell(Flow(root(list), input: rows))
    run.start()
    await run.finish(load: 0)
    run.type(query)
    return run
  }

  /// The line-mode page's line marked as the cursor's.
  static func cursorLine(_ run: EmbeddedShell<String>) -> String? {
    run.screen.lines.first { $0.contains("›") }.map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

/// Whether the tests run under a sanitizer: those that read hundreds of thousands of rows would
/// take minutes of CI's 30 there; the same paths run there in the smaller tests.
let readsTooLongUnderASanitizer = ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil
let readsALot: Comment = "reads 100,000s of rows: minutes under a sanitizer"
