@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// Keys typed before a full-screen run started (read while the terminal was asked its modes):
/// the run's first keys, taken by the first page once it shows, however long the first screen's
/// rows take to arrive.
@MainActor
@Suite("Full screen: keys typed as the run starts")
struct FullScreenTypedAheadTests {
  nonisolated private static let names = (1...100).map { "Name \($0)" }

  /// The names arriving in one part (load 0), with the given keys typed before the start.
  private func run(typedAhead keys: String) -> FullScreenShell<String> {
    let arriving = ElementStream<String>("Reading names") { last in last == nil ? Self.names : [] }
    let list = Screen<ElementStream<String>, String>.list(title: "Names", rows: .input, label: { $0 })
    let run = FullScreenShell(Flow(root(list), input: arriving))
    TerminalKeys.typeAhead(Array(keys.utf8))
    run.start()
    return run
  }

  @Test("a line typed before the rows arrived stays on the line: Enter afterwards takes it, not the cursor's item")
  func lineTypedBeforeTheRows() async {
    let run = run(typedAhead: "Name 7")
    await run.finish(load: 0)
    #expect(run.screen.rowTexts.last?.contains("Name 7") == true, "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == ["Name 7"], "\(run.screen)")
  }

  @Test("a line and Enter typed before the rows arrived choose what the line names once they came")
  func lineAndEnterTypedBeforeTheRows() async {
    let run = run(typedAhead: "Name 7\r")
    #expect(run.takeCompleted().isEmpty, "nothing chosen before the rows came")
    await run.finish(load: 0)
    #expect(run.takeCompleted() == ["Name 7"], "\(run.screen)")
  }
}
