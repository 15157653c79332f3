@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

// Branches whose cases start with any navigation (a load included), and branches over an enum
// whose cases carry values.

/// What a shop's first screen leads to: each case carries what its screen needs.
private enum Shelf: Sendable {
  case author(String)
  case search(query: String, limit: Int)
  case closed
}

private struct Failure: Error, CustomStringConvertible {
  var description: String { "the catalogue is offline" }
}

private let chooseShelf = Screen<[String], String>.list(title: "Shop", rows: .input, label: { $0 })
private let chooseBook = Screen<[String], String>.list(title: "Books", rows: .input, label: { $0 })
private let found = Screen<(query: String, limit: Int), Never>.notice(
  title: .from { _ in "Found" }, lines: { ["\($0.query), at most \($0.limit)"] }
).named("Found")
private let closed = Screen<Void, Never>.notice(title: .from { "Closed" }, lines: { _ in ["Come back tomorrow."] })
  .named("Closed")

/// The author case loads the author's books before its first screen.
private let byAuthor = BranchCase(
  "author",
  load("Loading books") { (author: String) in
    if author == "Nobody" { throw Failure() }
    return ["\(author): first", "\(author): second"]
  } >>> chooseBook)
private let bySearch = BranchCase("search", found)
private let whenClosed = BranchCase("closed", closed)

private let shop = root(chooseShelf).map { choice -> Shelf in
  switch choice {
  case "closed": .closed
  case let text where text.hasPrefix("find "): .search(query: String(text.dropFirst(5)), limit: 3)
  default: .author(choice)
  }
}
.branch(byAuthor, bySearch, whenClosed) { shelf in
  switch shelf {
  case .author(let name): byAuthor(name)
  case .search(let query, let limit): bySearch((query, limit))
  case .closed: whenClosed(())
  }
}

@Suite("Branches: cases that load first, and cases with values")
struct BranchTests {
  @Test("each case gets its own value, the compiler's switch choosing; no mirror type, nothing that traps")
  func payloads() async {
    var driver = await FlowDriver(shop, input: ["Le Guin", "find dragons", "closed"])
    await driver.send("find dragons")
    #expect(driver.page.body == ["dragons, at most 3"])
    await driver.send([":back", "closed"])
    #expect(driver.page.title == "Closed")
    await driver.send([":back", "Le Guin"])
    #expect(driver.labels == ["Le Guin: first", "Le Guin: second"])
    await driver.send("2")
    #expect(driver.results == ["Le Guin: second"])
  }

  @Test("a case may start with a load: the user waits where they chose, and its failure shows there")
  func caseStartingWithALoad() async {
    var driver = await FlowDriver(shop, input: ["Nobody", "Le Guin"], strict: false)
    await driver.send("Nobody")
    #expect(driver.page.title == "Shop" && driver.depth == 1)
    #expect(driver.rejections.map(\.kind) == [.loadFailed])
    #expect(driver.page.message == "the catalogue is offline")
    await driver.send("Le Guin")
    #expect(driver.page.breadcrumb == ["Shop", "Books"])
    await driver.send(":back")
    #expect(driver.page.title == "Shop", ":back leaves what the load pushed, to where the choice was made")
  }

  @Test("the map draws every listed case, a load's words on the way to its first screen")
  func map() {
    let map = shop.flowMap
    #expect(map.screens == ["Shop", "Books", "Found", "Closed"])
    #expect(
      map.ways.map(\.label) == ["choose: author, loading books", "choose: search", "choose: closed"])
    #expect(map.ways.map(\.branchCase) == ["author", "search", "closed"])
  }

  @Test("a case the branch does not list is refused in words, and nothing is pushed")
  func unlistedCase() async {
    let other = BranchCase("other", closed)
    let listedOnly = root(chooseShelf).branch(whenClosed) { _ in other(()) }
    var driver = await FlowDriver(listedOnly, input: ["x"], strict: false)
    await driver.send("x")
    #expect(driver.depth == 1)
    #expect(driver.page.message == "The case \"other\" is not one this branch lists (closed).")
  }

  @Test("a branch over a CaseIterable type takes a case that starts with a load")
  func caseIterableWithALoad() async {
    enum Way: String, CaseIterable, Sendable { case books, nothing }
    let navigation = root(chooseShelf).branch(on: { $0 == "none" ? Way.nothing : .books }) { way in
      switch way {
      case .books: load("Loading books") { (name: String) in ["\(name) 1"] } >>> chooseBook
      case .nothing: root(Screen<String, String>.notice(title: .from { $0 }, lines: { _ in ["None."] }))
      }
    }
    var driver = await FlowDriver(navigation, input: ["Ursula", "none"])
    await driver.send("Ursula")
    #expect(driver.labels == ["Ursula 1"])
    #expect(navigation.flowMap.ways.map(\.label) == ["choose: books, loading books", "choose: nothing"])
  }
}

@Suite("Navigations that start with a load")
struct LoadFirstTests {
  private static let books = load("Loading books") { (shop: String) in
    if shop == "closed" { throw Failure() }
    return ["\(shop): Earthsea", "\(shop): Lathe"]
  }

  @Test("a flow whose root loads first shows the load's first screen once it ends, as its root")
  func rootLoading() async {
    var driver = await FlowDriver(Self.books >>> chooseBook, input: "Shop")
    #expect(driver.page.breadcrumb == ["Books"] && driver.depth == 1)
    #expect(driver.labels == ["Shop: Earthsea", "Shop: Lathe"])
    await driver.send("1")
    #expect(driver.results == ["Shop: Earthsea"])
  }

  @Test("its failure shows with a way to try again; :home after a completion loads again")
  func rootFailing() async {
    let driver = await FlowDriver(Self.books >>> chooseBook, input: "closed", strict: false)
    #expect(driver.page.title == "Loading books")
    #expect(driver.page.message == "the catalogue is offline")
    #expect(driver.page.body == ["Enter tries again; :quit leaves."])
    #expect(driver.flow.currentEffect.isShow)
    var finishing = await FlowDriver(Self.books >>> chooseBook, input: "Shop", keepRunning: true)
    await finishing.send(["2", ""])
    #expect(finishing.results == ["Shop: Lathe"])
    #expect(finishing.labels == ["Shop: Earthsea", "Shop: Lathe"], "a start over runs the load again")
  }

  @Test("a modal sub-flow may start with a load: its result comes back to the presenter")
  func modal() async {
    let addBook = Modal("add", load("Loading shelves") { (_: [String]) in ["fiction", "poetry"] } >>> chooseBook)
    let shelfList = Screen<[String], Never>(
      title: .from { _ in "Shelf" }, state: { $0 },
      page: { books, _ in Page(title: "Shelf", body: books.map { Page.Line($0) }) },
      receive: { books, command, _ in
        command == .entry("add")
          ? .present(Presentation(addBook, input: books) { books, added in books + [added] }) : .stay(books)
      }
    ).presenting(addBook)
    var driver = await FlowDriver(root(shelfList), input: ["a"])
    await driver.send("add")
    #expect(driver.page.breadcrumb == ["Shelf", "Books"])
    await driver.send("poetry")
    #expect(driver.page.body == ["a", "poetry"])
    #expect(driver.flow.path.isEmpty, "a modal sub-flow is no part of the path")
  }
}

extension Flow.Effect {
  fileprivate var isShow: Bool {
    if case .show = self { return true }
    return false
  }
}
