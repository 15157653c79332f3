import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// An answer a screen refused, at a terminal: its message shows, and the answer stays typed.
@MainActor
@Suite("A refused answer at the terminal")
struct ShellRefusedAnswerTests {
  private static let askCount = Screen<Int, Int>.textPrompt(
    title: .from { _ in "Restock" }, question: "How many",
    parse: { stock, text in
      guard let count = Int(text), count > 0, count <= 100 - stock else {
        throw InvalidAnswer("Add 1 to \(100 - stock): the shelf holds 100.")
      }
      return count
    })

  @Test("the message shows above the prompt, the answer stays on the line to be put right")
  func answerStaysTyped() {
    let run = EmbeddedShell(Flow(root(Self.askCount), input: 97), rows: 12, columns: 60) {
      $0.mode = .terminal(.init())
    }
    run.start()
    run.enter("25")
    #expect(run.screen.shows("Add 1 to 3: the shelf holds 100."))
    #expect(run.screen.lastLine == "Restock> 25", "the refused answer, the cursor after it")
    #expect(run.editor.line == "25")
    run.backspace(2)
    run.enter("3")
    #expect(run.takeCompleted() == [3])
  }

  @Test("a line refused for another reason (no such item, a command) is not put back")
  func otherRefusalsClearTheLine() {
    let choose = Screen<[String], String>.list(title: "Books", rows: .input, label: { $0 })
    let run = EmbeddedShell(Flow(root(choose), input: ["Lathe"]), rows: 12, columns: 60) {
      $0.mode = .terminal(.init())
    }
    run.start()
    run.enter("9")
    #expect(run.screen.lastLine == "Books>")
  }

  @Test("piped, a refused answer is only echoed, as the transcript shows it")
  func pipedAnswer() {
    let run = EmbeddedShell(Flow(root(Self.askCount), input: 97), rows: 12, columns: 60) {
      $0.mode = .script(source: "stdin")
      $0.strict = false
    }
    run.start()
    run.pipe("25")
    #expect(run.editor.line.isEmpty)
    #expect(run.terminal.written(since: 0).contains("Restock> 25\n"))
  }
}
