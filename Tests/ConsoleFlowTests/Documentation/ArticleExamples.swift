@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

// The documentation articles' examples, compiled and run here: `ReadmeSnippetTests` checks that
// every line of an article's Swift blocks is a line of this file or of the README's sources.

// MARK: - The screens

private enum Size: String, CaseIterable, Sendable {
  case small, large
}

private struct Order: Equatable, Sendable {
  var fruit: String
  var count: Int
}

private let fruit = ["apples", "pears", "plums"]

private let chooseFruit = Screen<[String], String>.list(title: "Fruit", rows: .input, label: { $0 })
private let askCount = Screen<String, Int>.textPrompt(
  title: .from { "How many \($0)?" }, question: "Count",
  parse: { text in
    guard let count = Int(text), count > 0 else { throw InvalidAnswer("Type a whole number above 0.") }
    return count
  })
private let confirmOrder = Screen<Order, Order>.confirm(
  title: "Confirm", question: { "Order \($0.count) \($0.fruit)?" })
private let ordered = Screen<Order, Order>.detail(
  title: "Ordered", lines: { ["\($0.count) \($0.fruit) on the way."] })

private struct Song: Equatable, Sendable {
  let title: String
  let seconds: Int
  let bytes: Int64?
}

private let chooseSong = Screen<[Song], Song>.table(
  title: "Songs",
  columns: [
    TableColumn("Title", \.title),
    TableColumn("Length") { .duration(.seconds($0.seconds)) },
    TableColumn("Size") { $0.bytes.map(Cell.bytes) ?? .absent },
  ],
  rows: .input,
  preview: .lines { song in ["\(song.title) plays for \(song.seconds) seconds."] })

private let chooseSize = Screen<Order, Size>.menu(title: "Size", choices: .init(Size.allCases), label: \.rawValue)
private let chooseExtras = Screen<Order, [String]>.multiSelect(
  title: "Extras", choices: ["a bag", "a receipt"], label: { $0 })
private let confirmLeaving = Screen<Order, Bool>.yesNo(title: "Leave", question: "Leave the shop?")
private let showOrder = Screen<Order, Order>.detail(title: .from { $0.fruit }, lines: { ["\($0.count) \($0.fruit)"] })
private let openingHours = Screen<Order, Never>.notice(title: "Hours", lines: { _ in ["Open every day."] })

private let fruitOrder =
  root(chooseFruit)
  >>> askCount.carryingInput().map { Order(fruit: $0.input, count: $0.output) }
  >>> confirmOrder
  >>> ordered

// MARK: - Composition

private let noAlbums = Screen<Artist, Never>.notice(title: .from { $0.name }, lines: { ["\($0.name): no albums."] })

private enum Shelf: String, CaseIterable, Sendable {
  case albums
  case empty = "no albums"
}

private let albumsOrNone = root(chooseArtist).branch(on: { $0.albums.isEmpty ? Shelf.empty : .albums }) { shelf in
  switch shelf {
  case .albums: root(chooseAlbum.pullback { $0.albums })
  case .empty: root(noAlbums)
  }
}

private let pickingTwice = root(chooseArtist).map(\.albums).then(root(chooseAlbum).map(\.title))

// MARK: - Modal sub-flows and a screen's own slow work

private actor ShoppingStore {
  private(set) var saved: [String] = []
  func save(_ items: [String]) { saved = items }
}

private let store = ShoppingStore()

private let askItem = Screen<String, String>.textPrompt(
  title: "Add", question: "What to buy",
  parse: { text in
    guard !text.isEmpty else { throw InvalidAnswer("Type what to buy.") }
    return text
  })

private let addItem = Modal("add", root(askItem))

private func saving(_ items: [String]) -> StateLoad<[String]> {
  StateLoad("saving", { await store.save(items) }, done: { _, _ in items }, failed: { items, _ in items })
}

private let shoppingList = Screen<[String], [String]>(
  title: "Shopping",
  state: { $0 },
  page: { items, _ in Page(title: "Shopping", body: items.isEmpty ? ["Nothing yet."] : items.map { Page.Line($0) }) },
  receive: { items, command, _ in
    switch command {
    case .entry("add"): .present(Presentation(addItem, input: "") { items, item in items + [item] })
    case .entry("save"): .load(saving(items))
    case .entry("done"): .yield(items)
    default: .reject("Type add, save or done.")
    }
  }
).presenting(addItem)

// MARK: - A screen of one's own

private let tally = Screen<[String], [String]>(
  title: "Tally",
  state: { $0 },
  page: { names, _ in
    Page(title: "Tally: \(names.count)", body: names.map { Page.Line($0) } + ["add NAME, undo or done."])
  },
  receive: { names, command, _ in
    guard case .entry(let text) = command else { return .reject("Type add NAME, undo or done.") }
    if text.hasPrefix("add "), text.count > 4 { return .stay(names + [String(text.dropFirst(4))]) }
    switch text {
    case "undo": return names.isEmpty ? .reject("Nothing to undo.") : .stay(Array(names.dropLast()))
    case "done": return .yield(names)
    default: return .reject("Type add NAME, undo or done.")
    }
  },
  labels: { _, _ in ["add", "undo", "done"] }
).named("Tally")

// MARK: - The examples, run

/// Where the testing article's golden transcript lives, with the other golden files of the docs.
private let transcripts = GoldenFiles.repository.appendingPathComponent("Tests/Snapshots").path

@Suite("The documentation articles' examples")
struct ArticleExampleTests {
  @Test("a screen of one's own: its state, its words for Tab, its name on the map")
  func aTally() async {
    var driver = await FlowDriver(root(tally), input: [])
    await driver.send(["add Ada", "add Bo", "undo"])
    #expect(driver.page.title == "Tally: 1" && driver.page.breadcrumb == ["Tally"] && driver.page.body.first == "Ada")
    #expect(driver.flow.tabCompletions(for: "un") == ["undo"] && root(tally).flowMap.screens == ["Tally"])
    await driver.send("done")
    #expect(driver.results == [["Ada"]])
  }

  @Test("the screens' example: a fruit, a count carried on with it, a confirm, the order shown")
  func orderingFruit() async {
    var driver = await FlowDriver(fruitOrder, input: fruit)
    await driver.send(["pears", "3"])
    #expect(driver.page.title == "Confirm")
    await driver.send(["y", ""])
    #expect(driver.results == [Order(fruit: "pears", count: 3)])
  }

  @Test("a parser's message is what the user is told")
  func aCountThatIsNotOne() async {
    var driver = await FlowDriver(fruitOrder, input: fruit, strict: false)
    await driver.send(["pears", "none"])
    #expect(driver.rejections.map(\.kind) == [.invalidAnswer])
    #expect(driver.rejections.map(\.description) == ["Type a whole number above 0."])
    #expect(driver.page.title == "How many pears?")
  }

  @Test("a table sorts by a column's type; a preview shows under it")
  func tableAndPreview() async {
    let songs = [
      Song(title: "Whole Lotta Rosie", seconds: 324, bytes: 10_547_154),
      Song(title: "Rime of the Ancient Mariner", seconds: 817, bytes: nil),
      Song(title: "Overdose", seconds: 369, bytes: 12_066_294),
    ]
    var driver = await FlowDriver(root(chooseSong), input: songs)
    await driver.send([":sort -length", ":preview 1"])
    #expect(driver.labels.first == "Rime of the Ancient Mariner")
    #expect(driver.page.preview?.lines == ["Rime of the Ancient Mariner plays for 817 seconds."])
    #expect(driver.page.items.map { $0.cells[2] } == ["–", "12.1 MB", "10.5 MB"])
  }

  @Test("the other screens yield what the catalogue says")
  func otherScreens() async {
    let order = Order(fruit: "plums", count: 2)
    var size = await FlowDriver(root(chooseSize), input: order)
    await size.send("large")
    #expect(size.results == [.large])
    var leaving = await FlowDriver(root(confirmLeaving), input: order)
    await leaving.send("n")
    #expect(leaving.results == [false])
    var detail = await FlowDriver(root(showOrder), input: order)
    await detail.send("")
    #expect(detail.results == [order])
    var hours = await FlowDriver(root(openingHours), input: order, strict: false)
    await hours.send("")
    #expect(hours.results.isEmpty)
    var extras = await FlowDriver(root(chooseExtras), input: order)
    #expect(extras.labels == ["[ ] a bag", "[ ] a receipt"])
    await extras.send(["2", "done"])
    #expect(extras.results == [["a receipt"]])
  }

  @Test("a branch by name: an artist with albums lists them, one without says so")
  func branchingByName() async {
    let catalog = [Artist(name: "Quiet", albums: []), artists[0]]
    var driver = await FlowDriver(albumsOrNone, input: catalog)
    await driver.send("Quiet")
    #expect(driver.page.body == ["Quiet: no albums."])
    await driver.send([":back", "AC/DC", "1"])
    #expect(driver.results.map(\.title) == ["For Those About To Rock We Salute You"])
    #expect(albumsOrNone.flowMap.mermaid.contains("no albums"))
  }

  @Test("a sub-flow after a navigation with then, and a map inside it")
  func thenASubFlow() async {
    var driver = await FlowDriver(pickingTwice, input: artists)
    await driver.send(["AC/DC", "2"])
    #expect(driver.results == ["Let There Be Rock"])
  }

  @Test("a modal sub-flow's result updates its presenter; going back cancels it; a save is a load")
  func modalSubFlow() async {
    var driver = await FlowDriver(root(shoppingList), input: [])
    await driver.send(["add", "apples", "add", ":back"])
    #expect(driver.page.title == "Shopping" && driver.page.body == ["apples"])
    await driver.send(["save", "add", "pears", "done"])
    #expect(await store.saved == ["apples"])
    #expect(driver.results == [["apples", "pears"]])
    #expect(driver.flow.path.isEmpty)
  }

  @Test("a golden transcript of the order replays unchanged")
  func orderingPears() async throws {
    try await expectTranscript(transcripts + "/ordering-pears.transcript") { _ in
      Flow(fruitOrder, input: fruit)
    }
  }
}

// MARK: - Rows read from either end (Loads)

private struct PagedRowStore: Sendable {
  struct Row: Sendable {
    let id: Int
  }
  func rows(after id: Int?, limit: Int) async throws -> [Row] { [] }
  func rows(before id: Int?, limit: Int) async throws -> [Row] { [] }
}

private func rowsFromEitherEnd() -> ElementStream<PagedRowStore.Row> {
  let store = PagedRowStore()
  let rows = ElementStream(
    "rows", after: { last in try await store.rows(after: last?.id, limit: 500) },
    before: { first in try await store.rows(before: first?.id, limit: 500) })
  return rows
}
