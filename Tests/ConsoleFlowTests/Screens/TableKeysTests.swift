import ConsoleFlow
import ConsoleFlowTesting
import Testing

// Digits typed on a table name a row's key, wherever it stands; `#N` names a position on every
// list. A key mistyped on a table whose keys are numbers opens no other row.

private struct Order: Sendable, Equatable {
  let id: Int
  let customer: String
}

private let orders = [3, 4, 10, 10643].map { Order(id: $0, customer: "C\($0)") }
private let chooseOrder = Screen<[Order], Order>.table(
  title: "Orders", columns: [TableColumn("Id", \.id), TableColumn("Customer", \.customer)], rows: .input)

@Suite("Keys and positions typed on a table")
struct TableKeysTests {
  @Test("a number names the row of that key, not the row at that position; #N the position")
  func keysBeforePositions() async {
    var byKey = await FlowDriver(root(chooseOrder), input: orders)
    await byKey.send("4")
    #expect(byKey.results.map(\.id) == [4])
    var byPosition = await FlowDriver(root(chooseOrder), input: orders)
    await byPosition.send("#4")
    #expect(byPosition.results.map(\.id) == [10643])
  }

  @Test("a key no row has opens nothing and says how to name a position; so does a position past the rows")
  func noSuchKey() async {
    var driver = await FlowDriver(root(chooseOrder), input: orders, strict: false)
    await driver.send("2")
    #expect(
      driver.results.isEmpty && driver.page.message == "No row has the key 2. #2 chooses row 2 as the rows stand.")
    await driver.send("#9")
    #expect(driver.page.message == "There is no item #9: the items are numbered #1 to #4.")
    await driver.send(["#0", "99999999999999999999999"])
    #expect(driver.results.isEmpty && driver.rejections.count == 4)
  }

  @Test("keys made of digits as text (007) are whole keys; sorted, a key still names its row")
  func textKeysAndSorting() async {
    let agents = ["007", "7", "0070"].map { Order(id: 0, customer: $0) }
    let chooseAgent = Screen<[Order], Order>.table(
      title: "Agents", columns: [TableColumn("Code", \.customer)], rows: .input)
    var driver = await FlowDriver(root(chooseAgent), input: agents, strict: false)
    await driver.send("07")
    #expect(driver.results.isEmpty, "no key 07, and never a position or a part of a key")
    await driver.send("7")
    #expect(driver.results.map(\.customer) == ["7"])
    var sorted = await FlowDriver(root(chooseOrder), input: orders)
    await sorted.send([":sort -Id", "10"])
    #expect(sorted.results.map(\.id) == [10])
  }

  @Test("on a table keyed by names, and on a list, a number is still the item of that number")
  func namesKeepNumbers() async {
    let byName = Screen<[Order], Order>.table(
      title: "Customers", columns: [TableColumn("Customer", \.customer), TableColumn("Id", \.id)], rows: .input)
    var table = await FlowDriver(root(byName), input: orders)
    await table.send("2")
    #expect(table.results.map(\.id) == [4])
    var list = await FlowDriver(
      root(Screen<[Order], Order>.list(title: "Orders", rows: .input, label: \.customer)), input: orders)
    await list.send("#3")
    #expect(list.results.map(\.id) == [10])
  }
}
