@_spi(Interpreter) import ConsoleFlow
import Foundation
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// End and Home full screen on a table read as you page whose source reads back from its end:
/// the last rows come from a query of their own, never by reading the rows between.
@MainActor
@Suite("Full screen: End and Home by a query from either end")
struct FullScreenReadFromTheEndTests {
  /// What the source was asked, in order: "after N" or "before N" (nil: "first", "last").
  final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [String] = []
    func note(_ asked: String) { lock.withLock { words.append(asked) } }
    var all: [String] { lock.withLock { words } }
  }

  /// Rows 1 to 100,000, 100 a query, after a row or before one, noted in `asked`; with
  /// `failingBack`, every query back fails.
  nonisolated static func numbers(_ asked: Asked, failingBack: Bool = false) -> ElementStream<Int> {
    ElementStream(
      "Reading rows",
      after: { last in
        asked.note(last.map { "after \($0)" } ?? "first")
        let after = last ?? 0
        return after >= 100_000 ? [] : Array((after + 1)...min(after + 100, 100_000))
      },
      before: { first in
        asked.note(first.map { "before \($0)" } ?? "last")
        if failingBack { throw Unreadable() }
        let before = first ?? 100_001
        return before <= 1 ? [] : Array(max(1, before - 100)...(before - 1))
      })
  }

  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "the disk is gone" }
  }

  nonisolated static func rowName(_ number: Int) -> String { "Row \(number)" }

  static func table(_ rows: ElementStream<Int>) -> FullScreenShell<Int> {
    let table = Screen<ElementStream<Int>, Int>.table(
      title: "Numbers", columns: [TableColumn("n") { .text(rowName($0)) }], rows: .input, label: rowName)
    let run = FullScreenShell(Flow(root(table), input: rows), rows: 24, columns: 80)
    run.start()
    return run
  }

  /// The latest load the run started, run to its end.
  func finishTheLatest(_ run: FullScreenShell<Int>) async {
    await run.finish(load: run.loads.started.count - 1)
  }

  /// The table on the numbers, noting what is `asked`, after End and its read.
  func atTheEnd(_ asked: Asked = Asked()) async -> FullScreenShell<Int> {
    let run = Self.table(Self.numbers(asked))
    await run.finish(load: 0)
    run.end()
    await finishTheLatest(run)
    return run
  }

  @Test("End asks for the last rows, not the 99,000 between; the cursor on the last; Enter takes it")
  func end() async {
    let asked = Asked()
    let run = await atTheEnd(asked)
    #expect(run.cursorRow?.hasSuffix("Row 100000") == true, "\(run.screen)")
    #expect(run.shows("of the last 600; earlier ones as you page up"), "\(run.screen)")
    #expect(asked.all.filter { $0.hasPrefix("after") || $0 == "first" }.count == 6, "the first part only: \(asked.all)")
    #expect(asked.all.filter { $0.hasPrefix("before") || $0 == "last" }.count == 6, "\(asked.all)")
    run.enter()
    #expect(run.takeCompleted() == [100_000])
  }

  @Test("End, Up, Up typed before the last rows came: two above the last")
  func movesWhileEndReads() async {
    let run = Self.table(Self.numbers(Asked()))
    await run.finish(load: 0)
    run.end()
    run.up(2)
    await finishTheLatest(run)
    #expect(run.cursorRow?.hasSuffix("Row 99998") == true, "\(run.screen)")
  }

  @Test("up past the first row read from the end reads the part before: the cursor on the row above")
  func upPastTheFirst() async {
    let run = await atTheEnd()
    // 600 rows from the end, 20 a page: 31 pages up is 620 rows up, past the first.
    for _ in 0..<31 { run.pageUp() }
    await finishTheLatest(run)
    #expect(run.cursorRow?.hasSuffix("Row \(100_000 - 620)") == true, "\(run.screen)")
    #expect(run.shows("of the last 1200; earlier ones"), "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [100_000 - 620])
  }

  @Test("Home on rows read from the end reads the first rows again: the cursor on the first")
  func home() async {
    let asked = Asked()
    let run = await atTheEnd(asked)
    run.home()
    #expect(run.cursorRow?.hasSuffix("Row 99401") == true, "the last rows shown until the first come\n\(run.screen)")
    await finishTheLatest(run)
    #expect(run.cursorRow?.hasSuffix("Row 1") == true, "\(run.screen)")
    #expect(run.shows("of 600 so far, more as you page"), "\(run.screen)")
  }

  @Test("End whose read fails leaves the rows as they were and says why; End reads again")
  func endFails() async {
    let asked = Asked()
    let run = Self.table(Self.numbers(asked, failingBack: true))
    await run.finish(load: 0)
    run.down(3)
    run.end()
    await finishTheLatest(run)
    #expect(run.shows("the disk is gone"), "\(run.screen)")
    #expect(
      run.cursorRow?.hasSuffix("Row 600") == true,
      "the rows read kept, the last of them under the cursor\n\(run.screen)")
    run.end()
    await finishTheLatest(run)
    #expect(asked.all.filter { $0 == "last" }.count == 2, "\(asked.all)")
  }

  @Test("Home, then End before the first rows came: End reads the last rows again, the cursor on the last")
  func endWhileHomeReads() async {
    let asked = Asked()
    let run = await atTheEnd(asked)
    run.home()
    run.end()
    await finishTheLatest(run)
    #expect(run.cursorRow?.hasSuffix("Row 100000") == true, "\(run.screen)")
    #expect(asked.all.filter { $0.hasPrefix("after") }.count < 10, "no reading on to find a row: \(asked.all)")
  }

  @Test("Ctrl-C while End reads: the read stops, the rows stay as they were, End reads again")
  func controlCCancelsEnd() async {
    let asked = Asked()
    let run = Self.table(Self.numbers(asked))
    await run.finish(load: 0)
    run.end()
    run.control("c")
    #expect(run.shows("Cancelled."), "\(run.screen)")
    #expect(run.shows("incomplete (loading cancelled)"), "\(run.screen)")
    run.end()
    await finishTheLatest(run)
    #expect(run.cursorRow?.hasSuffix("Row 100000") == true, "\(run.screen)")
  }

  @Test("End on a list a filter ranks reads on to rank every row: its last rows are not the view's last")
  func endOnAFilteredList() async {
    let asked = Asked()
    let run = Self.table(Self.numbers(asked))
    await run.finish(load: 0)
    run.type("/Row 9")
    run.enter()
    run.end()
    await finishTheLatest(run)
    #expect(!asked.all.contains("last"), "\(asked.all)")
    #expect(!run.shows("the last"), "\(run.screen)")
  }
}
