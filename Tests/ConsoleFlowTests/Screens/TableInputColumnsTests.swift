@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

@Suite("A table whose columns its input says")
struct InputColumnsTableTests {
  /// A sheet: its column titles, and rows of text cells.
  struct Sheet: Sendable {
    let titles: [String]
    let rows: [[String]]

    /// A column a title, each cell the row's text at its place.
    var columns: [TableColumn<[String]>] {
      titles.indices.map { index in TableColumn(titles[index]) { .text($0[index]) } }
    }
  }

  /// `rows`, handed on at once.
  private static func stream(_ rows: [[String]]) -> ElementStream<[String]> {
    ElementStream(
      "rows",
      batches: {
        AsyncStream {
          $0.yield(rows); $0.finish()
        }
      })
  }

  /// A sheet as a table whose rows `queried` selects, if given.
  private static func table(
    queried: (@Sendable (Sheet, TableQuery) -> ElementStream<[String]>)? = nil
  ) -> Screen<Sheet, [String]> {
    .table(
      title: .from { _ in "Sheet" }, columns: .from { $0.columns },
      rows: .arriving({ stream($0.rows) }, queried: queried), label: { $0.first ?? "" })
  }

  private static let chooseRow = table()

  /// The sheet's rows as a source would select them: what `queriedRows` is for.
  private static let chooseSortedRow = table { sheet, query in
    var rows = sheet.rows.filter { query.matches($0.joined(separator: "\t")) }
    if let order = query.order {
      // The source says which order it used: an upper-cased copy, so the test sees it was asked.
      rows.sort { order.descending ? $0[order.index] > $1[order.index] : $0[order.index] < $1[order.index] }
      rows = rows.map { $0.map { $0.uppercased() } }
    }
    return stream(rows)
  }

  @Test("a source that sorts and filters: :sort and /text read the rows again as asked; the old feed is dropped")
  func sortedBySource() async {
    let sheet = Sheet(titles: ["City", "Country"], rows: [["Oslo", "Norway"], ["Lima", "Peru"], ["Bern", "Swiss"]])
    var driver = await FlowDriver(Flow(root(Self.chooseSortedRow), input: sheet), strict: false)
    await driver.send(":sort -country")
    #expect(driver.labels == ["BERN", "LIMA", "OSLO"])
    #expect(driver.page.status == "1–3 of 3, sorted by Country, largest first")
    #expect(driver.flow.loads.count <= 1)
    await driver.send(["/o", ":sort city"])
    #expect(driver.labels == ["OSLO"], "the filter applies to the rows read again")
    await driver.send([":sort"])
    #expect(driver.labels == ["Oslo"], "the order given, the filter still on")
    await driver.send(":sort nope")
    #expect(driver.rejections.last?.kind == .noSuchColumn)
  }

  @Test("a source's sort cancelled before its first page: the rows as they were, and Cancelled.")
  func sortCancelled() async throws {
    // A source that never answers: a sort no index serves, on a huge table.
    let slow = Self.table { _, _ in ElementStream("rows", batches: { AsyncStream<[[String]]> { _ in } }) }
    let sheet = Sheet(titles: ["City"], rows: [["Oslo"], ["Lima"]])
    let start = Screen<Int, Int>.menu(title: .from { _ in "Start" }, choices: [1], label: { "\($0)" })
    let navigation: Navigation<Int, [String]> = root(start).map { _ in sheet } >>> slow
    var driver = await FlowDriver(Flow(navigation, input: 0), strict: false)
    await driver.send("1")
    #expect(driver.labels == ["Oslo", "Lima"])
    let (waiting, effect) = driver.flow.step(":sort city")
    guard case .wait = effect else {
      Issue.record("the sort did not wait: \(effect)")
      return
    }
    let (cancelled, shown) = waiting.cancellingWait()
    guard case .show(let page) = shown else {
      Issue.record("nothing shown")
      return
    }
    #expect(page.items.map(\.label) == ["Oslo", "Lima"], "the rows as they were")
    #expect(page.message == "Cancelled.")
    #expect(cancelled.depth == 2, "the table stays")
    #expect(cancelled.loads.isEmpty)
  }

  @Test("each input brings its columns: shown, filtered, sorted, a row chosen by its label")
  func columnsOfTheInput() async {
    let sheet = Sheet(titles: ["City", "Country"], rows: [["Oslo", "Norway"], ["Lima", "Peru"], ["Bern", "Swiss"]])
    var driver = await FlowDriver(root(Self.chooseRow), input: sheet)
    #expect(driver.page.columns.map(\.title) == ["City", "Country"])
    await driver.send(":sort country")
    #expect(driver.labels == ["Oslo", "Lima", "Bern"])
    await driver.send("/peru")
    #expect(driver.labels == ["Lima"])
    await driver.send(["/", "bern"])
    #expect(driver.results == [["Bern", "Swiss"]])
  }
}
