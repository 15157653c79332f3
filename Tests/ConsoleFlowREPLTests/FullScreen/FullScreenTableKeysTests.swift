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
