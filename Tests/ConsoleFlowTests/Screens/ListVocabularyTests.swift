@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

// Every list and table takes the same words: a title and a heading from the input and the count,
// the elements or rows an input holds (in memory or arriving), a prompt of its own.

private struct Author: Sendable {
  let name: String
  let books: [Book]
}

private struct Book: Sendable, Equatable {
  let title: String
  let stock: Int
}

private let leGuin = Author(
  name: "Ursula K. Le Guin", books: [Book(title: "A Wizard of Earthsea", stock: 3), Book(title: "Lathe", stock: 12)])

@Suite("The words every list and table takes")
struct ListVocabularyTests {
  @Test("a list of the elements its input holds: the title and heading see the input and the count")
  func listOfAnInput() async {
    let chooseBook = Screen<Author, Book>.list(
      title: .from { $0.name }, heading: { author, count in "\(count) books by \(author.name)" },
      rows: .held { $0.books },
      label: { $0.title }, prompt: "book> ")
    var driver = await FlowDriver(root(chooseBook), input: leGuin)
    #expect(driver.page.title == "Ursula K. Le Guin")
    #expect(driver.page.heading == "2 books by Ursula K. Le Guin")
    #expect(driver.page.prompt == "book> ")
    await driver.send("lathe")
    #expect(driver.results == [leGuin.books[1]])
  }

  @Test("a list's heading sees the count in every kind: the input itself, and elements still arriving")
  func headingsAlike() async {
    let fixed = Screen<[String], String>.list(
      title: "Words", heading: { _, count in "\(count) words" }, rows: .input, label: { $0 })
    #expect(Flow(root(fixed), input: ["a", "b"]).page.heading == "2 words")
    let streamed = Screen<ElementStream<String>, String>.list(
      title: "Words", heading: { _, count in "\(count) so far" }, rows: .input, label: { $0 },
      search: { $0.uppercased() })
    let driver = await FlowDriver(root(streamed), input: ElementStream("Loading words") { ["a", "b", "c"].async })
    #expect(driver.page.heading == "3 so far")
  }

  @Test("a table of the rows its input holds in memory, taken as they are")
  func tableOfAnInput() async {
    let chooseBook = Screen<Author, Book>.table(
      title: .from { $0.name }, heading: { author, count in "\(author.name): \(count) books" },
      columns: [TableColumn("Title", \.title), TableColumn("Stock") { .integer($0.stock) }],
      rows: .held { $0.books }, prompt: "book> ")
    var driver = await FlowDriver(root(chooseBook), input: leGuin)
    #expect(driver.page.heading == "Ursula K. Le Guin: 2 books")
    #expect(driver.page.columns.map(\.title) == ["Title", "Stock"])
    #expect(driver.page.prompt == "book> ")
    await driver.send([":sort -stock", "1"])
    #expect(driver.results == [leGuin.books[1]])
  }

  @Test("a table's row is named by its label when given, else by its key column")
  func tableLabels() async {
    let byStock = Screen<[Book], Book>.table(
      title: "Books", columns: [TableColumn("Title", \.title), TableColumn("Stock") { .integer($0.stock) }],
      rows: .input,
      label: { "\($0.title) (\($0.stock))" })
    let shown = Screen<Book, Never>.notice(title: .from { $0.title }, lines: { _ in [] })
    var driver = await FlowDriver(root(byStock) >>> shown, input: leGuin.books)
    await driver.send("Lathe (12)")
    #expect(driver.flow.path == ["Lathe (12)"])
    let dynamic = Screen<Author, Book>.table(
      title: .from { $0.name }, columns: .from { _ in [TableColumn("Title", \.title)] }, rows: .held { $0.books },
      label: { $0.title })
    var table = await FlowDriver(root(dynamic), input: leGuin)
    await table.send("Lathe")
    #expect(table.results == [leGuin.books[1]])
  }
}

extension Array where Element: Sendable {
  /// The elements as an async sequence, for a streamed list.
  fileprivate var async: AsyncStream<Element> {
    AsyncStream { continuation in
      for element in self { continuation.yield(element) }
      continuation.finish()
    }
  }
}
