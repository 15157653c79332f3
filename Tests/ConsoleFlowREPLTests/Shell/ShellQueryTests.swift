@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// Lines a person might type as the input language: a number, a command, a filter, a name.
private let hostile = ["10 green", "alpha", ":q", "bravo", "2", "/x marks", "..", "~ tilde"]
private let chooseLine = Screen<[String], String>.list(title: "Pick", rows: .input, label: { $0 })

/// Where what is typed is only ever a query (`REPL.Typing.query`, flows pick): fzf's prompt.
@MainActor
@Suite("The shell where what is typed is a query")
struct ShellQueryTests {
  private func run(_ lines: [String] = hostile, rows: Int = 24) -> EmbeddedShell<String> {
    let run = EmbeddedShell(Flow(root(chooseLine), input: lines), rows: rows, columns: 80) {
      $0.mode = .terminal(.init(narrows: true, typing: .query))
    }
    run.start()
    return run
  }

  private func chosen(_ run: EmbeddedShell<String>) -> String? {
    guard case .ended(let value)? = run.ending else { return nil }
    return value
  }

  @Test(
    "digits, commands and filters are queries: Enter chooses the match under the cursor",
    arguments: [("2", "2"), (":q", ":q"), ("/x", "/x marks"), ("..", ".."), ("~", "~ tilde"), ("10", "10 green")])
  func everythingIsAQuery(typed: String, expected: String) {
    let run = run()
    run.type(typed)
    run.enter()
    #expect(chosen(run) == expected)
  }

  @Test("the cursor is on the first line from the first page; Enter with nothing typed chooses it")
  func enterOnNothing() {
    let run = run()
    #expect(run.screen.shows("›1  10 green"), "\(run.screen.lines)")
    run.enter()
    #expect(chosen(run) == "10 green")
  }

  @Test("Up and Down move the cursor over the whole list from the start")
  func cursorFromTheStart() {
    let run = run()
    run.down()
    run.down()
    #expect(run.screen.shows("›3  :q"))
    run.up()
    run.enter()
    #expect(chosen(run) == "alpha")
  }

  @Test("Enter on a query that matches nothing ends the run with noMatch, the query with it")
  func noMatch() {
    let run = run()
    run.type("zzz")
    run.enter()
    guard case .failed(let error)? = run.ending, let nothing = error as? REPL.Error else {
      Issue.record("the run went on: \(String(describing: run.ending))")
      return
    }
    #expect(nothing.kind == .noMatch)
    #expect(nothing.input == "zzz")
  }

  @Test("a key that leaves, Ctrl-D on an empty line and SIGINT end the run with nothing, the page erased")
  func leaving() {
    for leave in 0..<3 {
      let run = run()
      run.type("al")
      switch leave {
      case 0: run.loop.send(.input(.abandoned))
      case 1:
        run.backspace(2)
        run.endOfInput()
      default: run.interrupt()
      }
      guard case .ended(nil)? = run.ending else {
        Issue.record("\(leave): \(String(describing: run.ending))")
        continue
      }
      #expect(run.screen.lines.allSatisfy { $0.isEmpty }, "\(leave): \(run.screen.lines)")
    }
  }

  @Test("a choice erases the page and the line: the terminal is left as it was")
  func choiceErases() {
    let run = run()
    run.type("bra")
    run.enter()
    #expect(chosen(run) == "bravo")
    #expect(run.screen.lines.allSatisfy { $0.isEmpty }, "\(run.screen.lines)")
  }

  @Test("the first page starts the first line's preview")
  func firstPreview() {
    let previewed = Screen<[String], String>.list(
      title: "Pick", rows: .input, label: { $0 }, preview: .load("notes") { ["Notes on \($0)"] })
    let run = EmbeddedShell(Flow(root(previewed), input: hostile), rows: 24, columns: 80) {
      $0.mode = .terminal(.init(narrows: true, typing: .query))
    }
    run.start()
    #expect(run.loads.started.count == 1 && run.loads.started[0].id.isPreview)
    #expect(run.screen.lines.contains { $0.hasPrefix("── 10 green ──") }, "\(run.screen.lines)")
  }

  @Test("a preview that streams shows its lines as they come, before its work ends")
  func streamingPreview() async {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let streamed = Screen<[String], String>.list(
      title: "Pick", rows: .input, label: { $0 },
      preview: .streaming("output") { line, _, deliver in
        deliver(["first of \(line)"])
        for await _ in gate { break }
        deliver(["second of \(line)"])
      })
    let run = EmbeddedShell(Flow(root(streamed), input: hostile), rows: 24, columns: 80) {
      $0.mode = .terminal(.init(narrows: true, typing: .query))
    }
    run.start()
    await run.take(1)
    #expect(run.screen.shows("first of 10 green") && !run.screen.shows("second of"), "\(run.screen.lines)")
    open.yield()
    await run.take(2)
    #expect(run.screen.shows("first of 10 green") && run.screen.shows("second of 10 green"))
    #expect(!run.screen.shows("Loading"))
  }
}
