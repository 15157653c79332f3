@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

private struct NoTracks: Error, CustomStringConvertible {
  let album: String
  var description: String { "\(album) has no tracks to play." }
}

private let chooseText = Screen<[String], String>.list(title: "Choose", rows: .input, label: { $0 })
private let words = ["alpha", "beta", "gamma"]

@Suite("The stack machine")
struct FlowTests {
  @Test("branching chooses the next screen from the yielded value")
  func branching() {
    let noAlbums = Screen<String, String>.notice(title: .from { $0 }, lines: { ["\($0) has no albums."] })
    let albums = chooseText.pullback { (name: String) in ["\(name) I", "\(name) II"] }
    let flow = Flow(root(chooseText).branch { $0 == "beta" ? noAlbums : albums }, input: words)

    let empty = flow.step("beta").flow
    #expect(empty.page.breadcrumb == ["Choose", "beta"])
    #expect(empty.page.body == ["beta has no albums."])
    #expect(empty.step("1").flow.page.message == "There is nothing to choose here: :back goes back.")
    #expect(empty.step(":back").flow.page.items.map(\.label) == words)

    let full = flow.step("alpha").flow
    #expect(full.page.items.map(\.label) == ["alpha I", "alpha II"])
  }

  @Test("a throwing map shows its error on the current screen and pushes nothing")
  func throwingMap() {
    let navigation =
      root(chooseText).map { word -> [String] in
        guard word != "gamma" else { throw NoTracks(album: word) }
        return [word.uppercased()]
      } >>> chooseText
    let flow = Flow(navigation, input: words).steps(["/g", "gamma"]).flow
    #expect(flow.depth == 1)
    #expect(flow.page.message == "gamma has no tracks to play.")
    #expect(flow.page.status == "1–1 of 1 matching \"g\" (3 in all)", "the screen keeps its state")
    #expect(Flow(navigation, input: words).step("alpha").flow.page.items.map(\.label) == ["ALPHA"])
  }

  @Test("the last screen's yield completes the flow: going back is refused, Enter starts over at the root")
  func completion() {
    let flow = Flow(root(chooseText).map { [$0, $0 + "!"] } >>> chooseText, input: words)
    let (afterFirst, effects) = flow.steps(["beta", "2"])
    guard case .completed(let first) = effects.last else {
      Issue.record("no completion")
      return
    }
    #expect(first == "beta!")
    #expect(afterFirst.depth == 2, "the stack stays where the completion left it, for its path")
    #expect(afterFirst.page.breadcrumb == ["Choose", "Choose", "Done"])
    #expect(afterFirst.page.body.map(\.text) == ["Done.", "Enter (or :home) starts over at Choose; :quit leaves."])
    let back = afterFirst.step(":back").flow
    #expect(back.rejection?.kind == .completed, "what completed is not done again by going back")
    #expect(back.depth == 2)
    #expect(afterFirst.step("1").flow.rejection?.kind == .completed)
    if case .quit = afterFirst.step(":quit").effect {} else { Issue.record(":quit leaves") }
    for restart in ["", ":home"] {
      let (again, moreEffects) = afterFirst.steps([restart, "gamma", "1"])
      guard case .completed(let second) = moreEffects.last else {
        Issue.record("no second completion")
        return
      }
      #expect(second == "gamma")
      #expect(again.page.breadcrumb == ["Choose", "Choose", "Done"])
    }
    let started = afterFirst.step("").flow
    #expect(started.depth == 1 && started.page.title == "Choose" && started.page.message == nil)
  }

  @Test("back on the root screen says there is nowhere to go and stays")
  func backOnRoot() {
    let flow = Flow(root(chooseText), input: words).step(":back").flow
    #expect(flow.depth == 1)
    #expect(flow.page.message == "This is the first screen: there is nowhere to go back to. (:quit leaves)")
  }

  @Test("quit ends the flow from any depth")
  func quit() {
    let flow = Flow(root(chooseText).map { [$0] } >>> chooseText, input: words).step("1").flow
    #expect(flow.step(":q").effect == .quit)
    #expect(flow.step(":quit").effect == .quit)
  }

  @Test("help lists the commands; an unknown command says how to get help")
  func helpAndUnknown() throws {
    let flow = Flow(root(chooseText), input: words)
    let help = try #require(flow.step("?").flow.page.message)
    #expect(help.contains(":back") && help.contains(":next") && help.contains("/text"))
    // Every spelling the help shows is understood, and Tab offers it.
    let shown = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" || $0 == ")" })
      .filter { [":", ".", "~", "?", ">", "<"].contains($0.first) && $0 != ":back\"" }
    #expect(shown.count == 13, "\(shown)")
    for spelling in shown {
      #expect(InputLine(parsing: String(spelling)) != .unknownCommand(String(spelling)), "\(spelling)")
      if case .screen(.entry) = InputLine(parsing: String(spelling)) { Issue.record("\(spelling) is read as a name") }
      #expect(flow.tabCompletions(for: String(spelling)).contains(String(spelling)), "\(spelling)")
    }
    #expect(
      flow.step(":frob").flow.page.message
        == "Unknown command :frob. Type :help for the commands, or \\:frob to select an item named :frob.")
  }

  @Test("a message lasts one step")
  func messagesAreTransient() {
    let flow = Flow(root(chooseText), input: words).steps(["nothing", "/a"]).flow
    #expect(flow.page.message == nil)
  }

  @Test("the prompt shows where you are")
  func prompt() {
    let flow = Flow(root(chooseText).map { [$0] } >>> chooseText, input: words)
    #expect(flow.page.prompt == "Choose> ")
  }

  @Test("a resize between two steps lays the next page out for the new size")
  func resize() {
    var flow = Flow(root(chooseText), input: (1...50).map { "word \($0)" }, traits: Traits(height: 10))
    #expect(flow.page.items.count == 6)
    flow.traits = Traits(height: 14)
    #expect(flow.step(":next").flow.page.status == "11–20 of 50")
  }

  @Test("sizes are held to what a terminal can be")
  func clampedSizes() {
    #expect(Traits(width: .max, height: .max) == Traits(width: Traits.largest, height: Traits.largest))
    #expect(Traits(width: .min, height: -3) == Traits(width: 10, height: 5))
  }

  @Test("a prompt's default from data is shown escaped: it cannot drive the terminal")
  func promptEscaped() {
    let ask = Screen<String, String>.textPrompt(
      title: .from { _ in "Title" }, question: "Title", default: { $0 }, parse: { $0 })
    let flow = Flow(root(ask), input: "\u{1B}]0;pwned\u{7}")
    let shown = flow.page.render(for: Traits()) + [flow.page.prompt]
    #expect(shown.contains("Title [\\e]0;pwned\\u{7}]?"))
    #expect(!shown.joined().contains("\u{1B}"))
  }

  @Test(
    "a page and its message fit the terminal with the prompt below: the list shows fewer rows while the message lasts")
  func pageFitsItsMessage() {
    let choose = Screen<[String], String>.list(
      title: .from { _ in "Artists" }, heading: { _, count in "\(count) artists" }, rows: .input, label: { $0 })
    let names = SampleCatalog.names
    for height in [8, 12, 24] {
      let traits = Traits(width: 80, height: height)
      let flow = Flow(root(choose), input: names, traits: traits)
      let refused = flow.step("qqqzzz").flow
      #expect(refused.page.render(for: traits).count + 1 == height, "at \(height) rows the page and the prompt fill it")
      let shownRows = refused.page.items.count
      #expect(shownRows == flow.page.items.count - 1, "one row less for the message")
      // A page turn goes on after the last row shown: nothing is skipped.
      let next = refused.step(":next").flow
      #expect(next.page.items.first?.number == shownRows + 1)
      #expect(next.step(":prev").flow.page.items.first?.number == 1)
    }
  }
}
