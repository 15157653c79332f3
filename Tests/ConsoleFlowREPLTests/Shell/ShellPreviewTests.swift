@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

/// A list of names whose previews load: each is slow work the test runs when it chooses.
private let describedNames = Screen<[String], String>.list(
  title: "Artists", rows: .input, label: { $0 },
  preview: .load("Loading notes") { name in ["Notes on \(name)", "Second line"] })

/// The preview under the cursor at a terminal: it loads as the cursor lands on an item, shows when
/// its work is done, and the work of an item the cursor left is cancelled.
@MainActor
@Suite("The shell's preview of the item under the cursor")
struct ShellPreviewTests {
  @Test("typing starts the preview's work; moving on cancels it and starts the next; its lines show")
  func followsTheCursor() async {
    let run = EmbeddedShell(Flow(root(describedNames), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    #expect(run.loads.started.isEmpty, "no cursor yet, no preview")
    run.type("zep")
    #expect(run.loads.started.count == 1)
    let first = run.loads.started[0]
    #expect(first.id.isPreview)
    #expect(run.screen.lines.contains { $0.hasPrefix("── Led Zeppelin ──") }, "\(run.screen.lines)")
    #expect(run.screen.lines.contains("Loading notes…"))
    run.down()
    #expect(run.loads.cancelled == [first.id], "the item the cursor left")
    #expect(run.loads.started.count == 2)
    // The cancelled work's lines, had they come, are not shown.
    run.report(Load.Event.cancelled, fromLoad: 0)
    await run.finish(load: 1)
    let shown = run.screen.lines
    #expect(shown.contains { $0.hasPrefix("── Dread Zeppelin ──") }, "\(shown)")
    #expect(shown.contains("Notes on Dread Zeppelin") && shown.contains("Second line"))
    #expect(run.screen.lastLine == "Artists> zep", "the line being typed is kept")
    // Ctrl-C clears the line: nothing narrows, no preview is wanted.
    run.down()
    #expect(run.loads.started.count == 3)
    run.interrupt()
    #expect(run.loads.cancelled.contains(run.loads.started[2].id))
    #expect(!run.screen.lines.contains { $0.hasPrefix("── ") })
  }

  @Test("Enter cancels a preview still loading; the chosen item goes on")
  func enterCancels() {
    let run = EmbeddedShell(Flow(root(describedNames), input: SampleCatalog.names), rows: 24, columns: 80)
    run.start()
    run.type("zep")
    let preview = run.loads.started[0].id
    run.enter()
    #expect(run.loads.cancelled.contains(preview))
    guard case .ended(let chosen)? = run.ending else {
      Issue.record("nothing chosen")
      return
    }
    #expect(chosen == "Led Zeppelin")
  }

  @Test(
    "a resize to fewer rows and back keeps the cursor's item on the page; Enter chooses what shows",
    arguments: [(24, 12), (24, 9), (30, 15)])
  func resizeKeepsTheCursorShown(rows: (from: Int, to: Int)) async throws {
    let shown = Screen<[String], String>.list(
      title: "Artists", rows: .input, label: { $0 }, preview: .lines { name in ["Notes on \(name)"] })
    let run = EmbeddedShell(Flow(root(shown), input: SampleCatalog.names), rows: rows.from, columns: 80)
    run.start()
    run.type("ac")
    for _ in 0..<8 { run.down() }
    let marked = try #require(run.screen.lines.first { $0.hasPrefix(" › ") }, "\(run.screen.lines)")
    for size in [rows.to, rows.from] {
      run.resize(rows: size, columns: 80)
      let lines = run.screen.lines.suffix(size)
      #expect(
        lines.contains(marked) || lines.contains { $0.hasPrefix(" ›") && marked.hasSuffix($0.dropFirst(2)) },
        "at \(size) rows: \(Array(lines))")
    }
    let name = String(marked.dropFirst(3).drop { $0 == " " || $0.isNumber }.drop { $0 == " " })
    run.enter()
    guard case .ended(let chosen)? = run.ending else {
      Issue.record("nothing chosen")
      return
    }
    #expect(chosen == name)
  }
}
