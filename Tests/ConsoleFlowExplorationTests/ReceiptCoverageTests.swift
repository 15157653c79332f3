import ConsoleFlow
import ConsoleFlowExploration
import Testing

// A save takes the screens that led to it off the stack: the receipt after it still counts as
// reached on the way it came by, each of its places apart.

private enum Action: String, CaseIterable, Sendable {
  case keep, drop
}

private let chooseBook = Screen<[String], String>.list(title: "Books", rows: .input, label: { $0 })
private let receipt = Screen<String, String>.detail(title: .from { _ in "Done" }, lines: { [$0] }).named("Receipt")
private let keep =
  root(Screen<String, String>.confirm(title: .from { _ in "Keep" }, question: { "Keep \($0)" }))
  .save("Keeping") { "\($0) kept." } >>> receipt
private let drop =
  root(Screen<String, String>.confirm(title: .from { _ in "Drop" }, question: { "Drop \($0)" }))
  .save("Dropping") { "\($0) dropped." } >>> receipt
private let keepCase = BranchCase("keep", keep)
private let dropCase = BranchCase("drop", drop)
private let shelf =
  (root(chooseBook)
  >>> Screen<String, (String, Action)>.menu(
    title: .from { $0 }, choices: .from { book in Action.allCases.map { (book, $0) } }, label: { $0.1.rawValue }))
  .branch(keepCase, dropCase) { chosen in chosen.1 == .keep ? keepCase(chosen.0) : dropCase(chosen.0) }

@Suite("A receipt after a save")
struct ReceiptCoverageTests {
  @Test("each receipt is reached by its own save, though the screen that asked left the stack")
  func receiptsAfterSaves() async {
    let report = await Explorer(depth: 8).explore(shelf, input: ["Earthsea"])
    #expect(report.coverage.isFull && report.coverage.reachedCompletion, "\(report)")
  }
}
