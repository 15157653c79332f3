import Foundation
import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

private let bands =
  [
    "Led Zeppelin", "Queen", "Dread Zeppelin", "Zeca Pagodinho", "Iron Maiden", "Queen & Slash", "Motörhead",
  ] + (1...40).map { "Band \($0)" }
private let chooseBand = Screen<[String], String>.list(title: "Bands", rows: .input, label: { $0 })
private let traits = Traits(width: 60, height: 12)

/// The bands' list after `lines`, to narrow.
private func bandList(_ lines: [String] = []) -> Flow<String> {
  Flow(root(chooseBand), input: bands, traits: traits).steps(lines).flow
}

@Suite("Live narrowing: a list narrowed as the line is typed, a cursor among its matches")
struct LiveNarrowingTests {
  @Test("a name being typed, or /text, narrows the list as the filter ranks it, the first match marked")
  func narrowsAsTheFilterDoes() {
    for line in ["zep", "/zep", " zep "] {
      let flow = bandList()
      var live = LiveNarrowing<String>()
      let changed = live.typed(line, on: flow)
      #expect(changed)
      var expected = Flow(root(chooseBand), input: bands, traits: traits).step("/zep").flow.page
      expected.highlighted = 1
      #expect(live.page(on: flow) == expected, "\(line)")
      #expect(live.count(on: flow) == 3, "two containing it, one holding its letters close")
    }
  }

  @Test("a long line pasted whole narrows as a short one does: each of its words is a term")
  func pastedLine() {
    // 20,000 terms; under a sanitizer 2,000, which make the same point in a tenth of the terms
    // (the test's cost grows with their square: 45 s unsanitized, 415 s under TSan at 20,000).
    let terms = ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] == nil ? 20_000 : 2_000
    let long = String(repeating: "lzp ", count: terms)
    let labels = [
      "l z p", long + "x", "lzp lzp", String(long.dropLast(4)), long.replacingOccurrences(of: " ", with: "  "),
    ]
    let flow = Flow(
      root(Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })), input: labels, traits: traits)
    var live = LiveNarrowing<String>()
    _ = live.typed(long, on: flow)
    #expect(live.count(on: flow) == 5, "every label holds each of its terms, lzp, in order")
    _ = live.typed("lzp", on: flow)
    var expected = flow.step("/lzp").flow.page
    expected.highlighted = 1
    #expect(live.page(on: flow) == expected)
    #expect(ListFilter.matches("lzp", in: labels) == [2, 3, 1, 4, 0], "starting with it, shortest first")
  }

  @Test("numbers, commands and a blank line narrow nothing: the page is the list's own")
  func numbersAndCommandsDoNotNarrow() {
    let base = Flow(root(chooseBand), input: bands, traits: traits).page
    for line in ["", "3", "12", ":back", ":ne", "..", "~", "?", ">"] {
      let flow = bandList()
      var live = LiveNarrowing<String>()
      _ = live.typed(line, on: flow)
      #expect(live.page(on: flow) == base, "\(line)")
      #expect(live.query == nil, "\(line)")
      let moved = live.moveCursor(by: 1)
      #expect(!moved, "Up and Down are the history's: \(line)")
    }
  }

  @Test("each key narrows, a backspace widens again to the same page, a new text starts afresh")
  func typingAndBackspacing() {
    let flow = bandList()
    var live = LiveNarrowing<String>()
    var pages: [Page] = []
    for line in ["q", "qu", "que", "quee"] {
      _ = live.typed(line, on: flow)
      pages.append(live.page(on: flow))
      var fresh = LiveNarrowing<String>()
      _ = fresh.typed(line, on: flow)
      #expect(live.page(on: flow) == fresh.page(on: flow), "\(line)")
    }
    for (line, page) in zip(["que", "qu", "q"], pages.reversed().dropFirst()) {
      _ = live.typed(line, on: flow)
      #expect(live.page(on: flow) == page, "\(line)")
    }
    _ = live.typed("iron", on: flow)
    #expect(live.page(on: flow).items.map(\.label) == ["Iron Maiden"])
    let again = live.typed("iron", on: flow)
    #expect(!again, "the same line changes nothing")
  }

  @Test("the cursor moves among the matches, the window of them scrolls as it needs, and it stops at either end")
  func cursorMovesAndScrolls() {
    let flow = bandList()
    var live = LiveNarrowing<String>()
    _ = live.typed("band", on: flow)
    #expect(live.count(on: flow) == 40)
    #expect(live.page(on: flow).highlighted == 1)
    let moved = live.moveCursor(by: -1)
    #expect(moved)
    #expect(live.cursor == 0, "stops at the first match")
    let rows = live.page(on: flow).items.count
    for _ in 0..<rows { _ = live.moveCursor(by: 1) }
    #expect(live.cursor == rows)
    #expect(live.page(on: flow).items.map(\.number) == Array(2...rows + 1), "the matches scroll a row to show it")
    #expect(live.page(on: flow).highlighted == rows + 1)
    _ = live.moveCursor(by: -1)
    #expect(live.page(on: flow).items.first?.number == 2, "a cursor within the window moves none")
    _ = live.moveCursor(by: -(rows - 1))
    #expect(live.page(on: flow).items.map(\.number) == Array(1...rows), "and back a row as it leaves the top")
    _ = live.moveCursor(by: 1000)
    #expect(
      live.page(on: flow).items.map(\.number) == Array(41 - rows...40), "End: a whole window, the last match last")
  }

  @Test("End and Home far off land at once on the window that stepping there shows")
  func farMovesJumpToTheirPage() {
    let numbers = (1...100_000).map(String.init)
    let flow = Flow(
      root(Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })), input: numbers, traits: traits)
    var jumped = LiveNarrowing<String>(reading: .query)
    _ = jumped.typed("", on: flow)
    _ = jumped.moveCursor(by: 99_000)
    var stepped = LiveNarrowing<String>(reading: .query)
    _ = stepped.typed("", on: flow)
    for _ in 0..<99 { _ = stepped.moveCursor(by: 1000) }
    #expect(jumped.page(on: flow).items.map(\.number) == stepped.page(on: flow).items.map(\.number))
    #expect(jumped.page(on: flow).highlighted == 99_001)
    _ = jumped.moveCursor(by: 1_000_000)
    #expect(jumped.page(on: flow).items.last?.number == 100_000 && jumped.page(on: flow).highlighted == 100_000)
    _ = jumped.moveCursor(by: -1_000_000)
    #expect(jumped.page(on: flow).items.first?.number == 1 && jumped.page(on: flow).highlighted == 1)
  }

  @Test("Enter keeps the line's own meaning for commands, numbers, names the list takes and filters")
  func enterKeepsTodaysMeaning() {
    for line in ["3", ":back", "Queen", "queen", "Iron", "/zep", "nothing at all"] {
      let flow = bandList()
      var live = LiveNarrowing<String>()
      _ = live.typed(line, on: flow)
      #expect(live.lines(forEnter: line, on: flow) == [line], "\(line)")
    }
  }

  @Test("Enter chooses the match under the cursor when it was moved, or when the line names no one item")
  func enterChoosesUnderTheCursor() {
    let base = Flow(root(chooseBand), input: bands, traits: traits)
    let flow = bandList()
    var live = LiveNarrowing<String>()
    _ = live.typed("zep", on: flow)
    #expect(live.lines(forEnter: "zep", on: flow) == ["/zep", "1"], "ambiguous: the first match")
    _ = live.moveCursor(by: 1)
    let lines = live.lines(forEnter: "zep", on: flow)
    #expect(lines == ["/zep", "2"])
    let chosen = base.steps(lines).effects.last
    guard case .completed(let band)? = chosen else {
      Issue.record("no choice: \(String(describing: chosen))")
      return
    }
    #expect(band == live.page(on: flow).items[1].label)
    _ = live.typed("queen", on: flow)
    _ = live.moveCursor(by: 1)
    #expect(live.lines(forEnter: "queen", on: flow) == ["/queen", "2"], "a moved cursor wins over an exact name")
    _ = live.typed("/zep", on: flow)
    _ = live.moveCursor(by: 1)
    #expect(live.lines(forEnter: "/zep", on: flow) == ["/zep", "2"])
  }

  @Test("a narrowing refiltered on the flow's new elements keeps its cursor where it can be")
  func rebaseKeepsNarrowing() {
    var flow = bandList()
    var live = LiveNarrowing<String>()
    _ = live.typed("zep", on: flow)
    _ = live.moveCursor(by: 1)
    flow = Flow(root(chooseBand), input: bands + ["Zeppelin Tribute"], traits: traits)
    live.refilter(on: flow)
    #expect(live.count(on: flow) == 4)
    #expect(live.cursor == 1)
    #expect(live.lines(forEnter: "zep", on: flow) == ["/zep", "2"])
  }

  @Test("refiltered while its search goes on in parts (a resize), a cursor far down stays on its match")
  func refilterKeepsAFarCursor() {
    let items = (1...200_000).map { "item \($0)" }
    let flow = Flow(root(chooseBand), input: items, traits: traits)
    var live = LiveNarrowing<String>()
    _ = live.typed("/99", on: flow)
    #expect(live.isSearching, "the first matches, more to search")
    _ = live.moveCursor(by: 500)
    let chosen = live.lines(forEnter: "/99", on: flow)
    live.refilter(on: flow)
    // Searched anew in parts, as between keys: an Enter meanwhile takes the same match.
    var entered = live
    entered.searchToTheEndForEnter(inOneBurst: false)
    #expect(entered.lines(forEnter: "/99", on: flow) == chosen)
    while !live.searchOn() {}
    #expect(live.cursor == 500)
    #expect(live.lines(forEnter: "/99", on: flow) == chosen)
  }

  @Test("Tab offers the names of the list on screen: narrowed by the line, past a filter entered before")
  func completionsFollowTheNarrowing() {
    let flow = bandList(["/zep"])
    var live = LiveNarrowing<String>()
    #expect(live.completionFlow(on: flow).tabCompletions(for: "iron m") == [], "the list entered is filtered by zep")
    _ = live.typed("iron m", on: flow)
    #expect(live.completionFlow(on: flow).tabCompletions(for: "iron m") == ["Iron Maiden"])
    _ = live.typed("3", on: flow)
    #expect(
      live.completionFlow(on: flow).tabCompletions(for: "dr") == ["Dread Zeppelin"], "nothing narrows: the list entered"
    )
  }

  @Test("a screen that is no list narrows nothing")
  func noListNoNarrowing() {
    let prompt = Screen<Void, String>.textPrompt(title: .from { "Name" }, question: "Name", parse: { $0 })
    let flow = Flow(root(prompt), input: ())
    var live = LiveNarrowing<String>()
    let changed = live.typed("zep", on: flow)
    #expect(!changed)
    #expect(live.lines(forEnter: "zep", on: flow) == ["zep"])
  }
}
