@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

/// A track as a table shows it.
private struct Song: Equatable, Sendable {
  let number: Int
  let name: String
  let seconds: Int?
  let composer: String?
  let bytes: Int64

  static let all = [
    Song(number: 1, name: "Go Down", seconds: 331, composer: "AC/DC", bytes: 10_847_611),
    Song(number: 2, name: "Dog Eat Dog", seconds: 215, composer: nil, bytes: 7_032_162),
    Song(
      number: 3, name: "Let There Be Rock", seconds: 817, composer: "Angus Young, Malcolm Young, Bon Scott",
      bytes: 12_021_261),
    Song(number: 4, name: "Bad Boy Boogie", seconds: 243, composer: "AC/DC", bytes: 8_776_140),
    Song(number: 5, name: "Problem Child", seconds: nil, composer: "AC/DC", bytes: 10_617_116),
  ]
}

private let columns: [TableColumn<Song>] = [
  TableColumn("#", \.number),
  TableColumn("Name", \.name),
  TableColumn("Length") { $0.seconds.map { .duration(.seconds($0)) } ?? .absent },
  TableColumn("Composer", \.composer),
  TableColumn("Size") { .bytes($0.bytes) },
]

private let chooseSong = Screen<[Song], Song>.table(title: "Songs", columns: columns, key: "Name")

private func flow(width: Int = 80, height: Int = 24) -> Flow<Song> {
  Flow(root(chooseSong), input: Song.all, traits: Traits(width: width, height: height, color: false, unicode: true))
}

private func shown(_ flow: Flow<Song>) -> String {
  flow.page.render(for: flow.traits).joined(separator: "\n")
}

private func names(_ flow: Flow<Song>) -> [String] {
  flow.page.items.map(\.label)
}

@Suite("The table screen")
struct TableScreenTests {
  @Test("a header, numbers to the right, an absent value as a dash; a wide text cut when the row does not fit")
  func wholeAt80() {
    #expect(
      shown(flow()) == """
        Songs
        1–5 of 5
             #  Name               Length  Composer                                 Size
          1  1  Go Down              5:31  AC/DC                                 10.8 MB
          2  2  Dog Eat Dog          3:35  –                                      7.0 MB
          3  3  Let There Be Rock   13:37  Angus Young, Malcolm Young, Bon Sco…  12.0 MB
          4  4  Bad Boy Boogie       4:03  AC/DC                                  8.8 MB
          5  5  Problem Child           –  AC/DC                                 10.6 MB
        """)
  }

  @Test("numbers written shortest, lined up on their point; whole numbers among them too")
  func numbersAsPeopleWriteThem() {
    struct Order: Sendable {
      let id: Int
      let freight: Double?
    }
    let orders = [
      Order(id: 10643, freight: 3032.4), Order(id: 10644, freight: 0.1 + 0.2),
      Order(id: 10645, freight: .leastNonzeroMagnitude),
      Order(id: 10646, freight: 12), Order(id: 10647, freight: nil), Order(id: 10648, freight: 1.25),
    ]
    let table = Screen<[Order], Order>.table(
      title: "Orders",
      columns: [
        TableColumn("Order", \.id), TableColumn("Freight") { $0.freight.map(Cell.number) ?? .absent },
        TableColumn("Paid") { $0.freight.map { .decimal($0) } ?? .absent },
      ], key: "Order")
    let flow = Flow(root(table), input: orders, traits: Traits(width: 80, height: 24, color: false))
    #expect(
      flow.page.render(for: flow.traits).joined(separator: "\n") == """
        Orders
        1–6 of 6
             Order                   Freight     Paid
          1  10643    3032.4                  3032.40
          2  10644       0.30000000000000004     0.30
          3  10645  5e-324                       0.00
          4  10646      12.0                    12.00
          5  10647       –                          –
          6  10648       1.25                    1.25
        """)
  }

  @Test("the column sorted by shows whatever the width; a column is cut only when there is no room for it whole")
  func sortedColumnShows() {
    let narrow = flow(width: 40).step(":sort -size").flow
    let lines = narrow.page.render(for: narrow.traits)
    #expect(lines[2].hasSuffix("Size +2 more"), "\(lines)")
    #expect(lines[3].hasSuffix("12.0 MB"), "largest first, and shown: \(lines)")
    #expect(!shown(flow(width: 80)).contains("Bad Boy…"), "names whole where the page has room")
  }

  @Test("the columns a filter found the rows in show whatever the width, as the sorted one does")
  func searchedColumnShows() {
    let narrow = flow(width: 40)
    #expect(!shown(narrow).contains("Composer"), "too narrow for every column")
    let searched = narrow.step("/'angus").flow
    let lines = searched.page.render(for: searched.traits)
    #expect(lines[2].contains("Composer"), "\(lines)")
    #expect(lines[3].contains("Angus"), "\(lines)")
    // A term that must not match marks no column; the name the terms matched in stays the key.
    let excluded = narrow.step("/!angus").flow
    #expect(!shown(excluded).contains("Composer"))
  }

  @Test(":columns chooses and orders the columns shown; the one sorted by shows too; :columns alone shows all")
  func chosenColumns() {
    let chosen = flow().step(":columns size name")
    #expect(chosen.flow.rejection == nil)
    var lines = chosen.flow.page.render(for: chosen.flow.traits)
    #expect(lines[2] == "        Size  Name")
    #expect(lines[3] == "  1  10.8 MB  Go Down")
    let commas = flow().step(":columns len, Composer").flow
    #expect(commas.page.columns.map(\.title) == ["Length", "Composer"])
    let sorted = commas.step(":sort -size").flow
    #expect(sorted.page.columns.map(\.title) == ["Length", "Composer", "Size"], "the column sorted by shows")
    lines = sorted.page.render(for: sorted.traits)
    #expect(lines[3].hasSuffix("12.0 MB"))
    let all = sorted.step(":columns").flow
    #expect(all.page.columns.map(\.title) == ["#", "Name", "Length", "Composer", "Size"])
    #expect(all.page.message == "Every column shows.")
    let unknown = flow().step(":columns name album").flow
    #expect(unknown.rejection?.kind == .noSuchColumn)
    #expect(unknown.page.message == "No column is called \"album\". The columns: #, Name, Length, Composer, Size.")
    guard case .completed(let second) = chosen.flow.step("2").effect else {
      Issue.record("a row is still chosen by its number")
      return
    }
    #expect(second.name == "Dog Eat Dog")
    let list = Flow(root(Screen<[String], String>.list(title: "Names", label: { $0 })), input: ["a"])
    #expect(list.step(":columns name").flow.rejection?.kind == .nothingToSort)
  }

  @Test("Tab completes a column's title after :sort and :columns, and :help lists both on a table")
  func completingColumns() {
    let table = flow()
    #expect(table.tabCompletions(for: ":sort le") == [":sort Length"])
    #expect(table.tabCompletions(for: ":sort -s") == [":sort -Size"])
    #expect(table.tabCompletions(for: ":columns name,co") == [":columns name,Composer"])
    #expect(
      table.tabCompletions(for: ":columns Size ") == [
        ":columns Size #", ":columns Size Name", ":columns Size Length", ":columns Size Composer", ":columns Size Size",
      ])
    #expect(table.tabCompletions(for: ":COLUMNS n") == [":COLUMNS Name"])
    let help = table.step(":help").flow.page.message ?? ""
    #expect(help.contains(":sort") && help.contains(":columns"))
    let list = Flow(root(Screen<[String], String>.list(title: "Names", label: { $0 })), input: ["a"])
    #expect(!(list.step(":help").flow.page.message ?? "").contains(":columns"))
    #expect(list.tabCompletions(for: ":sort a") == [])
  }

  @Test("columns that cannot fit are left out from the right, the header says how many; the key column stays")
  func narrow() {
    #expect(
      shown(flow(width: 40)) == """
        Songs
        1–5 of 5
           # Name              Length +2 more
         1 1 Go Down             5:31
         2 2 Dog Eat Dog         3:35
         3 3 Let There Be Rock  13:37
         4 4 Bad Boy Boogie      4:03
         5 5 Problem Child          –
        """)
    #expect(
      shown(flow(width: 20)) == """
        Songs
        1–5 of 5
           Name      +4 more
         1 Go Down
         2 Dog Eat …
         3 Let Ther…
         4 Bad Boy …
         5 Problem …
        """)
    for width in 10...120 {
      let page = flow(width: width)
      for line in page.page.render(for: page.traits) {
        #expect(DisplayWidth.of(line) <= width, "\(width) columns: \(line)")
      }
    }
  }

  @Test(":sort COLUMN orders by the cell's type, -COLUMN from the largest, absent values last either way")
  func sort() {
    #expect(
      names(flow().step(":sort length").flow) == [
        "Dog Eat Dog", "Bad Boy Boogie", "Go Down", "Let There Be Rock", "Problem Child",
      ])
    let descending = flow().step(":sort -LENGTH").flow
    #expect(names(descending) == ["Let There Be Rock", "Go Down", "Bad Boy Boogie", "Dog Eat Dog", "Problem Child"])
    #expect(descending.page.status == "1–5 of 5, sorted by Length, largest first")
    #expect(names(flow().step(":sort size").flow).first == "Dog Eat Dog")
    #expect(names(flow().step(":sort comp").flow).last == "Dog Eat Dog")
    // A number chooses by the sorted view; `:sort` alone restores the order given.
    #expect(flow().steps([":sort -length", "1"]).flow.rejection == nil)
    let (sorted, effects) = flow().steps([":sort -length", "1"])
    #expect(sorted.rejection == nil)
    guard case .completed(let song) = effects.last else { Issue.record("no row chosen"); return }
    #expect(song.name == "Let There Be Rock")
    let restored = flow().steps([":sort -length", ":sort"]).flow
    #expect(names(restored) == Song.all.map(\.name))
    #expect(restored.page.message?.contains("The columns: #, Name, Length, Composer, Size.") == true)
  }

  @Test("an unknown or ambiguous column is refused with the columns there are; the table stays as it was")
  func unknownColumn() {
    let unknown = flow().steps([":sort -length", ":sort lengthx"]).flow
    #expect(unknown.rejection?.kind == .noSuchColumn)
    #expect(
      unknown.rejection?.reason == "No column is called \"lengthx\". The columns: #, Name, Length, Composer, Size.")
    #expect(names(unknown).first == "Let There Be Rock")
    let table = Screen<[Song], Song>.table(
      title: "Songs",
      columns: [TableColumn("Name", \.name), TableColumn("Number", \.number), TableColumn("Notes", \.composer)])
    let ambiguous = Flow(root(table), input: Song.all).step(":sort n").flow
    #expect(ambiguous.rejection?.reason == "Several columns start with \"n\". The columns: Name, Number, Notes.")
    #expect(flow().step(":sort -").flow.rejection?.kind == .noSuchColumn)
  }

  @Test("a row is chosen by number or by its key column's text, and the table yields it")
  func choose() {
    guard case .completed(let byName) = flow().step("bad boy").effect else { Issue.record("no row"); return }
    #expect(byName == Song.all[3])
    guard case .completed(let byNumber) = flow().step("2").effect else { Issue.record("no row"); return }
    #expect(byNumber == Song.all[1])
  }

  @Test("a filter searches every cell in the one search language, and keeps the rows' order, sorted or not")
  func filter() {
    #expect(names(flow().step("/ac/dc").flow) == ["Go Down", "Bad Boy Boogie", "Problem Child"])
    #expect(names(flow().step("/'malcolm").flow) == ["Let There Be Rock"])
    #expect(names(flow().steps([":sort -size", "/ac/dc"]).flow) == ["Go Down", "Problem Child", "Bad Boy Boogie"])
    #expect(names(flow().steps(["/ac/dc", ":sort -size"]).flow) == ["Go Down", "Problem Child", "Bad Boy Boogie"])
    // An exact term does not run from one cell into the next.
    #expect(names(flow().step("/'bad\\ boy").flow) == ["Bad Boy Boogie"])
    #expect(flow().step("/'boogie\\ 4").flow.page.items.isEmpty)
  }

  @Test("the cursor's row is marked in the margin, at any width, the header untouched")
  func cursorRow() {
    for width in [20, 40, 80] {
      var page = flow(width: width).page
      page.highlighted = 2
      let lines = page.render(for: Traits(width: width, height: 24))
      let rows = lines.filter { $0.contains("Dog Eat") }
      #expect(rows.count == 1 && rows[0].hasPrefix(width < 60 ? "›2 " : " ›2  "), "\(width): \(lines)")
      #expect(lines[2].hasPrefix("  ") && lines[2].contains("Name"), "\(width): the header \(lines[2])")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }
  }

  @Test("plain mode's summary line names the columns")
  func summary() {
    #expect(flow().page.summaryLine == "Songs: 5 items, all shown. Columns: #, Name, Length, Composer, Size.")
  }

  @Test(":help on a table lists :sort; on a list it does not")
  func help() {
    #expect(flow().step(":help").flow.page.message?.contains(":sort") == true)
    let list = Screen<[String], String>.list(title: "Names", label: { $0 })
    #expect(Flow(root(list), input: ["a"]).step(":help").flow.page.message?.contains(":sort") == false)
  }

  @Test("a screen of one's own receives :sort and :preview, and decides what they mean; :help lists neither")
  func ownScreen() {
    let own = Screen<Int, Int>(
      title: { _ in "Own" }, state: { $0 }, page: { n, _ in Page(title: "Own", body: ["\(n)"]) },
      receive: { n, command, _ in
        switch command {
        case .sort(let column): .stay(n + 1, message: "sorted by \(column)")
        case .preview: .reject("No previews here.")
        default: .stay(n)
        }
      })
    let flow = Flow(root(own), input: 0)
    #expect(flow.step(":sort size").flow.page.message == "sorted by size")
    #expect(flow.step(":preview 1").flow.rejection?.kind == .byScreen)
    let help = flow.step(":help").flow.page.message ?? ""
    #expect(!help.contains(":sort") && !help.contains(":preview"))
  }

  @Test(":sort on a screen without columns is refused, and the list stays")
  func sortOnAList() {
    let list = Screen<[String], String>.list(title: "Names", label: { $0 })
    let flow = Flow(root(list), input: ["b", "a"]).step(":sort name").flow
    #expect(flow.rejection?.kind == .nothingToSort)
    #expect(flow.page.items.map(\.label) == ["b", "a"])
  }
}

@Suite("The table screen on rows that are still arriving")
struct StreamedTableTests {
  private static let chooseNumber = Screen<ElementStream<Int>, Int>.table(
    title: "Numbers", columns: [TableColumn("Name") { .text("n\($0)") }, TableColumn("Value") { .integer($0) }])

  @Test("the first page shows once full; :sort waits for the last row, then sorts them all")
  func sortWaits() async throws {
    let (numbers, feed) = AsyncThrowingStream.makeStream(of: Int.self)
    var flow = Flow(
      root(Self.chooseNumber), input: ElementStream("numbers", batchWait: .zero) { numbers },
      traits: Traits(width: 80, height: 24))
    let load = try #require(flow.awaitedLoad)
    var events = LoadEvents(load)
    for number in 1...30 { feed.yield(number) }
    var shown: Flow<Int>.Effect?
    for _ in 1...30 {
      let (next, effect) = flow.taking(try #require(await events.next()), from: load.id)
      flow = next
      if effect != nil { shown = effect }
    }
    guard case .show(let page) = shown else { Issue.record("no first page"); return }
    #expect(page.status == "1–20 of 21 so far, loading…", "shown once a page was full")
    #expect(page.columns.map(\.title) == ["Name", "Value"])
    #expect(flow.page.status == "1–20 of 30 so far, loading…")
    let (waiting, effect) = flow.step(":sort -value")
    guard case .wait = effect else { Issue.record("the sort did not wait: \(effect)"); return }
    flow = waiting
    feed.yield(31)
    feed.finish()
    var sorted: Flow<Int>.Effect?
    while sorted == nil, let event = await events.next() {
      (flow, sorted) = flow.taking(event, from: load.id)
    }
    guard case .show(let sortedPage) = sorted else { Issue.record("no sorted page"); return }
    #expect(sortedPage.items.prefix(3).map(\.label) == ["n31", "n30", "n29"])
    #expect(sortedPage.status == "1–20 of 31, sorted by Value, largest first")
  }
}

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
      title: { _ in "Sheet" }, columns: { $0.columns }, rows: { stream($0.rows) }, label: { $0.first ?? "" },
      queriedRows: queried)
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
    let start = Screen<Int, Int>.menu(title: { _ in "Start" }, choices: [1], label: { "\($0)" })
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

@Suite("A table's cells")
struct CellTests {
  @Test("each type shows as a table shows it")
  func shown() {
    let cells: [(Cell, String)] = [
      (.text("AC/DC"), "AC/DC"), (.integer(-42), "-42"), (.decimal(0.99), "0.99"), (.decimal(2, places: 0), "2"),
      (.decimal(.infinity), "inf"), (.decimal(-.infinity), "-inf"), (.decimal(.nan), "NaN"),
      (.duration(.milliseconds(331_499)), "5:31"), (.duration(.milliseconds(331_500)), "5:32"),
      (.duration(.seconds(3600 + 62)), "1:01:02"), (.duration(.seconds(-5)), "-0:05"),
      (.bytes(999), "999 B"), (.bytes(1_000), "1.0 kB"), (.bytes(10_847_611), "10.8 MB"),
      (.bytes(-2_000_000), "-2.0 MB"),
      (.bytes(.max), "9.2 EB"),
      (.date(Date(timeIntervalSince1970: 1_704_585_600)), "2024-01-07"),
      (.date(Date(timeIntervalSince1970: 1_704_585_600 + 13 * 3600 + 5 * 60)), "2024-01-07 13:05"),
      (.absent, "–"),
    ]
    for (cell, text) in cells {
      let table = Screen<[Cell], Cell>.table(title: "Cells", columns: [TableColumn("Cell") { $0 }])
      let page = Flow(root(table), input: [cell], traits: Traits(width: 80, unicode: true)).page
      #expect(page.items.first?.cells == [text], "\(cell)")
    }
  }

  @Test("text sorts ignoring case, numbers in it by value; mixed kinds sort by kind, absent last")
  func order() {
    let texts = ["track 10", "Track 2", "track 1", "apple", "Zebra", "10 things"]
    let table = Screen<[String], String>.table(title: "T", columns: [TableColumn("Text") { .text($0) }])
    let sorted = Flow(root(table), input: texts).step(":sort text").flow
    #expect(sorted.page.items.map(\.label) == ["10 things", "apple", "track 1", "Track 2", "track 10", "Zebra"])
    let mixed: [Cell] = [.absent, .text("b"), .integer(3), .decimal(.nan), .integer(-1), .decimal(2.5)]
    let cells = Screen<[Cell], Cell>.table(title: "C", columns: [TableColumn("Cell") { $0 }])
    let ordered = Flow(root(cells), input: mixed, traits: Traits(width: 80, unicode: false)).step(":sort cell").flow
    #expect(ordered.page.items.map { $0.cells[0] } == ["-1", "2.50", "3", "b", "-", "NaN"])
  }
}
