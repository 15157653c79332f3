@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Testing

/// A stock the flow reads from its environment: a test gives one of its own.
private struct Stock: EnvironmentValue {
  var name: String
  var copies: @Sendable (String) async throws -> Int
  static var defaultValue: Stock { Stock(name: "no stock") { _ in 0 } }
}

/// A second value, read beside the first.
private struct Limit: EnvironmentValue {
  var most: Int
  static var defaultValue: Limit { Limit(most: 100) }
}

private let chooseBook = Screen<[String], String>.list(
  title: .from { _ in Stock.current.name }, rows: .input, label: { $0 })
private let showCopies = Screen<Int, Never>.notice(title: .from { _ in "Copies" }, lines: { ["\($0) copies"] })
private let askOrder = Screen<String, Int>.textPrompt(
  title: .from { $0 }, question: "How many",
  parse: { text in
    guard let count = Int(text), count <= Limit.current.most else {
      throw InvalidAnswer("At most \(Limit.current.most).")
    }
    return count
  })

private let copies =
  root(chooseBook).load("Loading copies") { book in try await Stock.current.copies(book) }
  >>> showCopies
private let ordering = root(chooseBook) >>> askOrder

@Suite("A flow's environment")
struct EnvironmentTests {
  @Test("given at the root, read by a load's work and a title below it")
  func readBelow() async {
    let shop = Stock(name: "Shop") { book in book.count }
    var driver = await FlowDriver(copies.environment(shop), input: ["Earthsea"])
    #expect(driver.page.title == "Shop")
    await driver.send("Earthsea")
    #expect(driver.page.body == ["8 copies"])
  }

  @Test("a test swaps it: the value given last, outside, replaces the one given inside")
  func swapped() async {
    let real = copies.environment(Stock(name: "Real") { _ in 1 })
    var driver = await FlowDriver(real.environment(Stock(name: "Test") { _ in 42 }), input: ["Earthsea"])
    #expect(driver.page.title == "Test")
    await driver.send("Earthsea")
    #expect(driver.page.body == ["42 copies"])
  }

  @Test("none given: every screen reads the default value")
  func byDefault() async {
    var driver = await FlowDriver(copies, input: ["Earthsea"])
    #expect(driver.page.title == "no stock")
    await driver.send("Earthsea")
    #expect(driver.page.body == ["0 copies"])
  }

  @Test("a parser reads it when it refuses an answer; values of several types stand side by side")
  func parser() async {
    let navigation = ordering.environment(Limit(most: 3)).environment(Stock(name: "Shop") { _ in 0 })
    var driver = await FlowDriver(navigation, input: ["Earthsea"], strict: false)
    #expect(driver.page.title == "Shop")
    await driver.send(["Earthsea", "5"])
    #expect(driver.page.message == "At most 3.")
    await driver.send("3")
    #expect(driver.results == [3])
  }

  @Test("a sub-flow given a value keeps it inside a larger flow, which may give it another")
  func composed() async {
    let inner = copies.environment(Stock(name: "Inner") { _ in 7 })
    let outer = Screen<[[String]], [String]>.list(title: "Shelves", rows: .input, label: { $0.joined(separator: ", ") })
    var driver = await FlowDriver(root(outer).then(inner), input: [["Earthsea"]])
    await driver.send(["Earthsea", "Earthsea"])
    #expect(driver.page.body == ["7 copies"])
    var swapped = await FlowDriver(
      root(outer).then(inner).environment(Stock(name: "Outer") { _ in 9 }), input: [["Earthsea"]])
    await swapped.send(["Earthsea", "Earthsea"])
    #expect(swapped.page.body == ["9 copies"])
  }

  @Test("nothing of it leaks out of the flow: read outside a run, it is the default")
  func scoped() async {
    var driver = await FlowDriver(copies.environment(Stock(name: "Shop") { _ in 1 }), input: ["Earthsea"])
    await driver.send("Earthsea")
    #expect(Stock.current.name == "no stock")
  }
}
