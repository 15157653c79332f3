import ConsoleFlow
import ConsoleFlowExploration
import Testing

// A form whose choices a load read before it is on the map field by field: an explorer fills it
// from what was loaded, and coverage counts its fields and review, naming those not reached.

private struct Visit: Sendable {
  let vets: [String]
  var vet = ""
  var nurses: [String] = []
  var note = ""
}

private let booking: Navigation<String, Visit> =
  load("Reading the rota") { clinic in clinic == "North" ? ["Ada", "Bo"] : ["Cy"] }
  .then(
    Navigation<[String], Visit>.form(
      title: .from { "Book with \($0.joined(separator: " or "))" }, start: { Visit(vets: $0, vet: $0[0]) },
      fields: [
        .choice("Vet", \.vet, from: .from { $0.vets }, label: { $0 }),
        .choices("Nurses", \.nurses, from: .from { visit in visit.vets.filter { $0 != visit.vet } }, label: { $0 }),
        .text("Note", \.note),
      ]))

@Suite("Coverage of a form with loaded choices")
struct LoadedChoicesCoverageTests {
  @Test("a shallow walk names the fields it did not reach; a deep one reaches every field, the review and the end")
  func fieldsAndReviewCounted() async {
    let shallow = await Explorer(depth: 1).explore(booking, input: "North")
    #expect(!shallow.coverage.isFull, "\(shallow)")
    // The third field, the review and the review's edits of each field, by their paths.
    #expect(shallow.coverage.unreachedScreens.first == "Vet › Nurses › Note", "\(shallow)")
    #expect(shallow.coverage.unreachedScreens.contains("Form of Visit"), "\(shallow)")
    let deep = await Explorer(depth: 6, answers: ["Note": ["Bring the chart"]]).explore(booking, input: "North")
    #expect(deep.isClean && deep.coverage.isFull && deep.coverage.reachedCompletion, "\(deep)")
    #expect(deep.coverage.screens.count >= 4, "the three fields and the review: \(deep)")
  }
}
