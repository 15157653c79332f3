@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

private struct Dream: Sendable, Equatable {
  var title = "Flying over the harbour"
  var creature = "owl"
  var description = String(repeating: "a long dream told in many words ", count: 4)
}

private let editDream = Navigation<Void, Dream>.form(
  title: .from { _ in "Edit dream" }, start: { _ in Dream() },
  fields: [.text("Title", \.title), .text("Creature", \.creature), .text("Description", \.description)],
  opening: .review)

@Suite("A form's review shows every field's value at every width")
struct FormReviewLayoutTests {
  @Test(
    "40, 100 and 130 columns: each value is on the page, beside its name or wrapped under it",
    arguments: [40, 60, 100, 130, 200])
  func valuesAtEveryWidth(width: Int) async {
    let driver = await FlowDriver(editDream, input: ())
    let lines = driver.page.render(for: Traits(width: width, height: 24))
    let text = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
      .joined(separator: " ")
    for value in ["Flying over the harbour", "owl", Dream().description.split(separator: " ").joined(separator: " ")] {
      #expect(text.contains(value), "\(width) columns: \(value)")
    }
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
  }
}
