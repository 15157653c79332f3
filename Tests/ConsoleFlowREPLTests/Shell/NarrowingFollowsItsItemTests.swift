@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// A list narrowed as typed while its elements still arrive: better matches that come rank above
/// those found before, and the cursor the user moved stays on its item, as through a sort; a
/// cursor the user did not move stays on the best match.
@MainActor
@Suite("A narrowed list's cursor stays on its item as better matches arrive")
struct NarrowingFollowsItsItemTests {
  /// Two batches: the second brings matches better than the first's for `apple`.
  static let fruit = ElementStream<String>(
    "Reading",
    batches: {
      AsyncStream { continuation in
        continuation.yield(["apple pie", "red apple", "pear", "crab apple tree"] + (1...3000).map { "filler \($0)" })
        continuation.yield(["apple", "apples"] + (1...3000).map { "more \($0)" })
        continuation.finish()
      }
    })
  static let list = Screen<ElementStream<String>, String>.list(title: "Fruit", rows: .input, label: { $0 })

  /// Full screen over the fruit, the first batch in, `apple` typed.
  static func fullScreenTypingApple() async -> FullScreenShell<String> {
    let run = FullScreenShell(Flow(root(list), input: fruit))
    run.start()
    await run.take(1)
    run.advance(by: .seconds(2))
    run.type("apple")
    return run
  }

  @Test("line mode: the cursor moved to `red apple` is on it once `apple` and `apples` came; Enter takes it")
  func lineMode() async {
    let run = EmbeddedShell(Flow(root(Self.list), input: Self.fruit))
    run.start()
    await run.take(1)
    run.advance(by: .seconds(2))
    run.type("apple")
    run.down()
    #expect(NarrowingReadsOnTests.cursorLine(run)?.hasSuffix("red apple") == true, "\(run.screen.lines)")
    await run.take(2)
    run.advance(by: .seconds(2))
    #expect(run.screen.shows("apples"), "the better matches came: \(run.screen.lines)")
    #expect(NarrowingReadsOnTests.cursorLine(run)?.hasSuffix("red apple") == true, "\(run.screen.lines)")
    run.enter()
    #expect(run.takeCompleted() == ["red apple"])
  }

  @Test("full screen: the same, and a cursor not moved stays on the best match")
  func fullScreen() async {
    let run = await Self.fullScreenTypingApple()
    run.down()
    #expect(run.cursorRow?.hasSuffix("red apple") == true, "\(run.screen.rowTexts)")
    await run.take(2)
    run.advance(by: .seconds(2))
    #expect(run.shows("apples"), "the better matches came: \(run.screen.rowTexts)")
    #expect(run.cursorRow?.hasSuffix("red apple") == true, "\(run.screen.rowTexts)")
    run.enter()
    #expect(run.takeCompleted() == ["red apple"])

    let still = await Self.fullScreenTypingApple()
    await still.take(2)
    still.advance(by: .seconds(2))
    #expect(still.cursorRow?.hasSuffix(" apple") == true, "the best match: \(still.screen.rowTexts)")
  }
}
