@_spi(Interpreter) import ConsoleFlow
import Testing

// A form whose fields were changed and not submitted is unsaved work: an interpreter asks before
// quitting and a headless run that ends there fails, as with any screen's unsaved changes.

private struct Visit: Sendable, Equatable {
  var pet = "Biscuit"
  var reason = ""
  var urgent = false
}

private let visitForm = Navigation<String, Visit>.form(
  title: .from { "Book a visit for \($0)" }, start: { Visit(pet: $0) },
  fields: [.text("Reason", \.reason), .yesNo("Urgent", \.urgent)])

private let unsubmitted = ["the form Book a visit for Biscuit (edited, not submitted)"]

@Suite("A form's unsaved work")
struct FormUnsavedTests {
  @Test("a changed field is unsaved work on every screen of the form, listed once; none before")
  func changedFields() {
    let flow = Flow(visitForm, input: "Biscuit")
    #expect(flow.unsavedChanges.isEmpty)
    #expect(flow.steps(["Limping"]).flow.unsavedChanges == unsubmitted)
    #expect(flow.steps(["Limping", "y"]).flow.unsavedChanges == unsubmitted)
    #expect(flow.steps(["Limping", "y", "2", "n"]).flow.unsavedChanges == unsubmitted)
  }

  @Test("fields kept as they started are no unsaved work")
  func keptFields() {
    #expect(Flow(visitForm, input: "Biscuit").steps(["", ""]).flow.unsavedChanges.isEmpty)
  }

  @Test("an edit on the review page of a record is unsaved work; one put back is not")
  func reviewEdit() {
    let edit = Navigation<Visit, Visit>.form(
      title: .from { "Visit of \($0.pet)" }, start: { $0 }, fields: [.text("Reason", \.reason)], opening: .review)
    let flow = Flow(edit, input: Visit(reason: "Checkup"))
    #expect(flow.steps(["1", "Limping"]).flow.unsavedChanges == ["the form Visit of Biscuit (edited, not submitted)"])
    #expect(flow.steps(["1", "Limping", "1", "Checkup"]).flow.unsavedChanges.isEmpty)
  }

  @Test("a submitted form is no unsaved work: not once the flow completed, nor below the screen after it")
  func submitted() {
    #expect(Flow(visitForm, input: "Biscuit").steps(["Limping", "y", ""]).flow.unsavedChanges.isEmpty)
    let thenNotice = visitForm >>> Screen<Visit, Never>.notice(title: .from { _ in "Booked" }, lines: { [$0.reason] })
    let after = Flow(thenNotice, input: "Biscuit").steps(["Limping", "y", ""]).flow
    #expect(after.page.title == "Booked")
    #expect(after.unsavedChanges.isEmpty)
    #expect(after.step(":back").flow.unsavedChanges == unsubmitted)
  }
}
