@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

// Full screen means what line mode means: digits typed narrow to the row of that key, which
// Enter takes, never the row at that position; the position is the cursor's.

private struct Order: Sendable, Equatable {
  let id: Int
}

private let orders = [3, 4, 10, 10643].map(Order.init)
private let chooseOrder = root(
  Screen<[Order], Order>.table(title: "Orders", columns: [TableColumn("Id", \.id)], rows: .input))

@MainActor
@Suite("Full screen: keys and positions typed on a table")
struct FullScreenTableKeysTests {
  private func run() -> FullScreenShell<Order> {
    let run = FullScreenShell(Flow(chooseOrder, input: orders), rows: 24, columns: 80, mouse: false)
    run.start()
    return run
  }

  @Test("`4` and Enter open the row whose key is 4; the fourth row is the cursor's, three down")
  func keysAndPositions() {
    let byKey = run()
    byKey.type("4")
    byKey.enter()
    #expect(byKey.takeCompleted().map(\.id) == [4], "\(byKey.screen)")
    let byPosition = run()
    byPosition.down(3)
    byPosition.enter()
    #expect(byPosition.takeCompleted().map(\.id) == [10643], "\(byPosition.screen)")
    let none = run()
    none.type("2")
    none.enter()
    #expect(none.takeCompleted().isEmpty, "no row has the key 2: Enter takes nothing")
  }
}

/// A pet and how often it came.
private struct Pet: Sendable {
  let name: String
  let kind: String
  let visits: Int
}

private let choosePet = root(
  Screen<[Pet], Pet>.table(
    title: "Pets",
    columns: [TableColumn("Name", \.name), TableColumn("Kind", \.kind), TableColumn("Visits") { .integer($0.visits) }],
    rows: .input))

extension FullScreenTableKeysTests {
  @Test("`:columns Kind Name` on a table sorted by visits: the columns in the order asked, as line mode shows")
  func columnsInTheOrderAsked() {
    let pets = [Pet(name: "Rex", kind: "dog", visits: 10), Pet(name: "Tom", kind: "cat", visits: 3)]
    let run = FullScreenShell(Flow(choosePet, input: pets), rows: 24, columns: 80, mouse: false)
    run.start()
    for line in [":sort -visits", ":columns Kind Name"] {
      run.type(line)
      run.enter()
    }
    let header = run.screen.rowTexts.first { $0.contains("Kind") }
    #expect(header?.firstMatch(of: /Kind\s+Name\s+Visits/) != nil, "\(header ?? "")")
    let line = EmbeddedShell(Flow(choosePet, input: pets), rows: 24, columns: 80)
    line.start()
    line.enter(":sort -visits")
    line.enter(":columns Kind Name")
    #expect(line.screen.lines.contains { $0.firstMatch(of: /Kind\s+Name\s+Visits/) != nil }, "\(line.screen.lines)")
  }
}
