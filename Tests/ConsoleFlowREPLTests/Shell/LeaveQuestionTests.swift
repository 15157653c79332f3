@_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A dream a form edits, from a list of dreams.
private struct Dream: Sendable, Equatable {
  var creature = "owl"
  var note = ""
}

private let editDream =
  root(Screen<[String], String>.list(title: "Dreams", rows: .input, label: { $0 }))
  .then(
    Navigation<String, Dream>.form(
      title: .from { "Edit \($0)" }, start: { _ in Dream() },
      fields: [.choice("Creature", \.creature, from: ["none", "owl", "fox"], label: { $0 }), .text("Note", \.note)],
      opening: .review))

/// Leaving a form's edits by `:back` or `:home` (Esc, Ctrl-T) asks first at a terminal, as
/// `:quit` does: no stays with the edits, yes leaves them; in line mode and full screen.
@MainActor
@Suite("The question before leaving edits not saved")
struct LeaveQuestionTests {
  @Test("line mode: :home and Esc leaving the form ask; no stays, yes leaves; a field's back does not")
  func lineMode() {
    let run = EmbeddedShell(Flow(editDream, input: ["Flying", "Falling"]), rows: 30, columns: 160)
    run.start()
    run.enter("1")
    run.enter("1")
    run.enter("fox")
    #expect(run.screen.lastLine == "Edit Flying>")
    run.enter(":home")
    #expect(run.screen.lastLine == "Go home? (y/n)")
    #expect(run.screen.shows("Not saved: the form Edit Flying (edited, not submitted)."), "\(run.screen.lines)")
    run.enter("n")
    #expect(run.screen.lastLine == "Edit Flying>")
    #expect(run.screen.shows("Creature  fox"), "the edits are still there")
    // Back from a field to the form's review keeps the edits: nothing is asked.
    run.enter("2")
    run.escape()
    #expect(run.screen.lastLine == "Edit Flying>")
    run.escape()
    #expect(run.screen.lastLine.hasSuffix("Go back? (y/n)"))
    run.enter("y")
    #expect(run.screen.lastLine == "Dreams>")
    run.enter(":quit")
    #expect(run.ending != nil, "nothing is left unsaved: no question")
  }

  @Test("full screen: Ctrl-T and Esc leaving the form ask on the status line; no stays, yes leaves")
  func fullScreen() {
    let run = FullScreenShell(Flow(editDream, input: ["Flying", "Falling"]))
    run.start()
    run.enter()
    run.type("1")
    run.enter()
    run.type("fox")
    run.enter()
    #expect(run.shows("Creature  fox"))
    run.control("t")
    #expect(run.shows("Go home? (y/n)"))
    run.type("n")
    run.enter()
    #expect(run.shows("Creature  fox"), "the edits are still there")
    run.type("2")
    run.enter()
    #expect(run.shows("Note?"))
    // Back from a field to the form's review keeps the edits: nothing is asked.
    run.escape()
    #expect(run.shows("Creature  fox") && !run.shows("(y/n)"))
    run.escape()
    #expect(run.shows("Go back? (y/n)"))
    run.type("y")
    run.enter()
    #expect(run.shows("Falling") && !run.shows("Creature"))
  }

  @Test("line mode at 40 columns: what would be lost wraps between words, the question whole on its row")
  func lineModeNarrow() {
    let run = EmbeddedShell(Flow(editDream, input: ["Flying", "Falling"]), rows: 15, columns: 40)
    run.start()
    run.enter("1")
    run.enter("1")
    run.enter("fox")
    run.enter(":home")
    let rows = run.screen.lines.filter { !$0.isEmpty }.suffix(3)
    #expect(Array(rows) == ["Not saved: the form Edit Flying", "(edited, not submitted).", "Go home? (y/n)"])
  }
}
