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

private let chooseSong = Screen<[Song], Song>.table(title: "Songs", columns: .init(columns), rows: .input, key: "Name")

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
      ], rows: .input, key: "Order")
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
    let list = Flow(root(Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })), input: ["a"])
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
    let list = Flow(root(Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })), input: ["a"])
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
      columns: [TableColumn("Name", \.name), TableColumn("Number", \.number), TableColumn("Notes", \.composer)],
      rows: .input)
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
    let list = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    #expect(Flow(root(list), input: ["a"]).step(":help").flow.page.message?.contains(":sort") == false)
  }
}
