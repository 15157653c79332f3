@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import TestSupport
import Testing

/// A list of names where `edit N` presents a rename form and `N` chooses.
private let rename = Screen<String, String>.textPrompt(
  title: .from { "Rename \($0)" }, question: "New name", default: { $0 },
  parse: { text in
    guard !text.isEmpty, text.count <= 20 else { throw InvalidAnswer("A name has 1 to 20 letters.") }
    return text
  })

private let renaming = Modal("edit N", root(rename))

private let names = Screen<[String], String>(
  title: .from { _ in "Names" },
  state: { $0 },
  page: { names, _ in
    Page(title: "Names", items: names.enumerated().map { Page.Item(number: $0 + 1, label: $1) })
  },
  receive: { names, command, _ in
    guard case .entry(let text) = command else { return .reject("Type a number or edit N.") }
    if text.hasPrefix("edit "), let number = Int(text.dropFirst(5)), names.indices.contains(number - 1) {
      return .present(
        Presentation(renaming, input: names[number - 1]) { names, newName in
          var renamed = names
          renamed[number - 1] = newName
          return renamed
        })
    }
    if let number = Int(text), names.indices.contains(number - 1) { return .yield(names[number - 1]) }
    return .reject("Type a number or edit N.")
  })

@Suite("Modal presentation")
struct PresentationTests {
  @Test("a presented form's result updates the presenter, which shows the edited item")
  func editedItemIsVisible() async {
    var driver = await FlowDriver(root(names), input: ["owl", "fox"])
    await driver.send("edit 2")
    #expect(driver.depth == 2)
    #expect(driver.page.breadcrumb == ["Names", "Rename fox"])
    await driver.send("vixen")
    #expect(driver.depth == 1)
    #expect(driver.labels == ["owl", "vixen"])
    await driver.send("2")
    #expect(driver.results == ["vixen"])
  }

  @Test("a modal form is no part of the path")
  func modalIsNoPartOfThePath() async {
    let pick = Screen<[[String]], [String]>.list(title: "Lists", rows: .input, label: { $0.joined(separator: ",") })
    let flow = await Flow(root(pick) >>> names, input: [["owl", "fox"]]).loaded(["owl,fox", "edit 2"])
    #expect(flow.depth == 3)
    #expect(flow.path == ["owl,fox"])
  }

  @Test("cancelling the form returns to the presenter unchanged")
  func cancelLeavesThePresenter() async {
    var driver = await FlowDriver(root(names), input: ["owl", "fox"])
    await driver.send(["edit 1", ":back"])
    #expect(driver.depth == 1)
    #expect(driver.labels == ["owl", "fox"])
  }

  @Test("a validation error in the form shows and asks again, the presenter waits")
  func validationInTheForm() async {
    var driver = await FlowDriver(root(names), input: ["owl", "fox"], strict: false)
    await driver.send(["edit 1", "a name far too long for the form"])
    #expect(driver.depth == 2)
    #expect(driver.page.message == "A name has 1 to 20 letters.")
    await driver.send("")
    #expect(driver.labels == ["owl", "fox"], "the default keeps the old name")
  }

  @Test("presenting works deep in a stack, below the presenter nothing changes")
  func presentingInsideAStack() async {
    let choose = Screen<[String], String>.list(title: "Shelves", rows: .input, label: { $0 })
    let flow = root(choose).map { shelf in [shelf + " A", shelf + " B"] } >>> names
    var driver = await FlowDriver(flow, input: ["north", "south"])
    await driver.send(["south", "edit 1", "renamed"])
    #expect(driver.page.breadcrumb == ["Shelves", "Names"])
    #expect(driver.labels == ["renamed", "south B"])
    await driver.send(":back")
    #expect(driver.labels == ["north", "south"])
  }
}
