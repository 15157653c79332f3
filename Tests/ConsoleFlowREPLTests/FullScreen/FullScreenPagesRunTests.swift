@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// A purchase a form edits: its fields, each typed.
private struct Order: Sendable, Equatable {
  var copies = 1
  var gift = false
  var note = ""
}

private let orderForm = Navigation<String, Order>.form(
  title: .from { "Order \($0)" }, start: { _ in Order() },
  fields: [
    .number("Copies", \.copies, in: 1...10), .yesNo("Gift wrapped", \.gift), .text("Note", \.note),
  ])

/// A dream a form edits: one creature and several effects, both set before the form opens.
private struct Dream: Sendable, Equatable {
  var creature = "owl"
  var effects = ["Flying", "Lucid"]
}

private let dreamForm = Navigation<Void, Dream>.form(
  title: .from { _ in "Edit dream" }, start: { _ in Dream() },
  fields: [
    .choice("Creature", \.creature, from: ["none", "owl", "fox"], label: { $0 }),
    .choices("Effects", \.effects, from: ["Flying", "Falling", "Lucid"], label: { $0 }),
  ])

/// The pages other than lists full screen: a multi-select toggled with Space and the cursor, a
/// form filled field by field, reviewed and submitted; the keys as a terminal sends them.
@MainActor
@Suite("Full screen: multi-selects and forms as full pages")
struct FullScreenPagesRunTests {
  @Test("a multi-select: Space toggles the choice under the cursor, Enter with nothing typed submits")
  func multiSelectWithSpace() {
    let effects = Screen<Void, [String]>.multiSelect(
      title: .from { _ in "Effects" }, choices: .from { _ in ["Flying", "Falling", "Lucid"] }, label: { $0 })
    let run = FullScreenShell(Flow(root(effects), input: ()))
    run.start()
    #expect(run.cursorRow?.contains("[ ] Flying") == true, "\(run.screen)")
    run.type(" ")
    #expect(run.shows("[x] Flying"), "\(run.screen)")
    run.down(2)
    run.type(" ")
    #expect(run.shows("[x] Lucid"), "\(run.screen)")
    #expect(run.cursorRow?.contains("Lucid") == true, "the cursor stays where it toggled\n\(run.screen)")
    run.up(2)
    run.type(" ")
    #expect(run.shows("[ ] Flying"), "Space again unchecks\n\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [["Lucid"]])
  }

  @Test("a form: each field a full page, typed and entered, then its review; a number edits a field")
  func formFieldByField() {
    let run = FullScreenShell(Flow(orderForm, input: "Back in Black"))
    run.start()
    #expect(run.shows("Copies"), "\(run.screen)")
    run.type("12")
    run.enter()
    #expect(run.shows("1 to 10") || run.shows("between 1 and 10"), "out of range: said at the field\n\(run.screen)")
    run.control("u")
    run.type("3")
    run.enter()
    #expect(run.shows("Gift wrapped"), "\(run.screen)")
    run.type("yes")
    run.enter()
    run.type("for Ann")
    run.enter()
    // The review: every field with its answer; 1 edits the copies.
    #expect(run.shows("for Ann") && run.shows("yes"), "\(run.screen)")
    run.type("1")
    run.enter()
    run.control("u")
    run.type("4")
    run.enter()
    #expect(run.shows("4"), "\(run.screen)")
    run.enter()
    #expect(run.takeCompleted() == [Order(copies: 4, gift: true, note: "for Ann")], "\(run.screen)")
  }

  @Test("a form's review shows every field's value beside its name at every width", arguments: [40, 80, 130])
  func reviewShowsValues(columns: Int) {
    let run = FullScreenShell(Flow(orderForm, input: "Back in Black"), rows: 15, columns: columns)
    run.start()
    for answer in ["3", "yes", "for Ann"] {
      run.type(answer)
      run.enter()
    }
    let rows = run.screen.rowTexts
    #expect(rows.contains { $0.contains("Copies") && $0.contains("3") }, "\(run.screen)")
    #expect(rows.contains { $0.contains("Gift") && $0.contains("yes") }, "\(run.screen)")
    #expect(rows.contains { $0.contains("for Ann") }, "\(run.screen)")
  }

  @Test("a field's page keeps its value on Enter, as it says: the cursor starts on it, Enter keeps a set")
  func fieldsKeepTheirValues() {
    let run = FullScreenShell(Flow(dreamForm, input: ()))
    run.start()
    #expect(run.cursorRow?.contains("owl") == true, "the cursor on the value held\n\(run.screen)")
    run.enter()
    #expect(run.shows("Effects"), "\(run.screen)")
    run.enter()
    // The review, then Enter submits what was kept.
    run.enter()
    #expect(run.takeCompleted() == [Dream()], "\(run.screen)")
    // Line mode means the same: Enter keeps each value.
    #expect(completed(Flow(dreamForm, input: ()).steps(["", "", ""]).effects) == [Dream()])
  }

  @Test("back on a form's review after a field is edited, the cursor is on that field, not the first")
  func reviewKeepsTheCursor() {
    let run = FullScreenShell(Flow(dreamForm, input: ()))
    run.start()
    run.enter()
    run.enter()
    run.down(1)
    #expect(run.cursorRow?.contains("Effects") == true, "\(run.screen)")
    run.type(" ")
    #expect(run.shows("[x] Lucid"), "the field's own page\n\(run.screen)")
    run.enter()
    #expect(run.cursorRow?.contains("Effects") == true, "back where it was left\n\(run.screen)")
  }

  @Test("Space turns one of several choices on or off and stays on the field; Enter keeps the set")
  func spaceTogglesSeveral() {
    let run = FullScreenShell(Flow(dreamForm, input: ()))
    run.start()
    run.enter()
    #expect(run.shows("Effects"), "\(run.screen)")
    run.down(1)
    run.type(" ")
    #expect(run.shows("[x] Falling") && run.shows("Effects"), "\(run.screen)")
    run.enter()
    run.enter()
    #expect(run.takeCompleted() == [Dream(creature: "owl", effects: ["Flying", "Falling", "Lucid"])], "\(run.screen)")
    // Line mode: `+2` is the same toggle.
    let steps = Flow(dreamForm, input: ()).steps(["", "+2", "", ""]).effects
    #expect(completed(steps) == [Dream(creature: "owl", effects: ["Flying", "Falling", "Lucid"])])
  }
}

/// The values a headless run of lines completed with.
private func completed(_ effects: [Flow<Dream>.Effect]) -> [Dream] {
  effects.compactMap { effect in
    if case .completed(let dream) = effect { return dream }
    return nil
  }
}
