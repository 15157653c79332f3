import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

private let bands =
  [
    "Led Zeppelin", "Queen", "Dread Zeppelin", "Zeca Pagodinho", "Iron Maiden", "Queen & Slash", "Motörhead",
  ] + (1...40).map { "Band \($0)" }
private let chooseBand = Screen<[String], String>.list(title: "Bands", label: { $0 })
private let traits = Traits(width: 60, height: 12)

private func narrowing(_ lines: [String] = []) -> LiveNarrowing<String> {
  LiveNarrowing(Flow(root(chooseBand), input: bands, traits: traits).steps(lines).flow)
}

@Suite("Live narrowing: a list narrowed as the line is typed, a cursor among its matches")
struct LiveNarrowingTests {
  @Test("a name being typed, or /text, narrows the list as the filter ranks it, the first match marked")
  func narrowsAsTheFilterDoes() {
    for line in ["zep", "/zep", " zep "] {
      var live = narrowing()
      let changed = live.typed(line)
      #expect(changed)
      var expected = Flow(root(chooseBand), input: bands, traits: traits).step("/zep").flow.page
      expected.highlighted = 1
      #expect(live.page == expected, "\(line)")
      #expect(live.count == 3, "two containing it, one holding its letters close")
    }
  }

  @Test("a long line pasted whole narrows as a short one does: each of its words is a term")
  func pastedLine() {
    let long = String(repeating: "lzp ", count: 20_000)
    let labels = [
      "l z p", long + "x", "lzp lzp", String(long.dropLast(4)), long.replacingOccurrences(of: " ", with: "  "),
    ]
    let flow = Flow(root(Screen<[String], String>.list(title: "Lines", label: { $0 })), input: labels, traits: traits)
    var live = LiveNarrowing(flow)
    _ = live.typed(long)
    #expect(live.count == 5, "every label holds each of its terms, lzp, in order")
    _ = live.typed("lzp")
    var expected = flow.step("/lzp").flow.page
    expected.highlighted = 1
    #expect(live.page == expected)
    #expect(ListFilter.matches("lzp", in: labels) == [2, 3, 1, 4, 0], "starting with it, shortest first")
  }

  @Test("numbers, commands and a blank line narrow nothing: the page is the list's own")
  func numbersAndCommandsDoNotNarrow() {
    let base = Flow(root(chooseBand), input: bands, traits: traits).page
    for line in ["", "3", "12", ":back", ":ne", "..", "~", "?", ">"] {
      var live = narrowing()
      _ = live.typed(line)
      #expect(live.page == base, "\(line)")
      #expect(live.query == nil, "\(line)")
      let moved = live.moveCursor(by: 1)
      #expect(!moved, "Up and Down are the history's: \(line)")
    }
  }

  @Test("each key narrows, a backspace widens again to the same page, a new text starts afresh")
  func typingAndBackspacing() {
    var live = narrowing()
    var pages: [Page] = []
    for line in ["q", "qu", "que", "quee"] {
      _ = live.typed(line)
      pages.append(live.page)
      var fresh = narrowing()
      _ = fresh.typed(line)
      #expect(live.page == fresh.page, "\(line)")
    }
    for (line, page) in zip(["que", "qu", "q"], pages.reversed().dropFirst()) {
      _ = live.typed(line)
      #expect(live.page == page, "\(line)")
    }
    _ = live.typed("iron")
    #expect(live.page.items.map(\.label) == ["Iron Maiden"])
    let again = live.typed("iron")
    #expect(!again, "the same line changes nothing")
  }

  @Test("the cursor moves among the matches, turns the list's pages, and stops at either end")
  func cursorMovesAndPages() {
    var live = narrowing()
    _ = live.typed("band")
    #expect(live.count == 40)
    #expect(live.page.highlighted == 1)
    let moved = live.moveCursor(by: -1)
    #expect(moved)
    #expect(live.cursor == 0, "stops at the first match")
    let rows = live.page.items.count
    for _ in 0..<rows { _ = live.moveCursor(by: 1) }
    #expect(live.cursor == rows)
    #expect(live.page.items.first?.number == rows + 1, "the next page shows the cursor")
    #expect(live.page.highlighted == rows + 1)
    _ = live.moveCursor(by: -1)
    #expect(live.page.items.last?.number == rows, "back to the page before")
    _ = live.moveCursor(by: 1000)
    #expect(live.cursor == 39)
    #expect(live.page.items.last?.number == 40)
  }

  @Test("Enter keeps the line's own meaning for commands, numbers, names the list takes and filters")
  func enterKeepsTodaysMeaning() {
    for line in ["3", ":back", "Queen", "queen", "Iron", "/zep", "nothing at all"] {
      var live = narrowing()
      _ = live.typed(line)
      #expect(live.lines(forEnter: line) == [line], "\(line)")
    }
  }

  @Test("Enter chooses the match under the cursor when it was moved, or when the line names no one item")
  func enterChoosesUnderTheCursor() {
    let base = Flow(root(chooseBand), input: bands, traits: traits)
    var live = narrowing()
    _ = live.typed("zep")
    #expect(live.lines(forEnter: "zep") == ["/zep", "1"], "ambiguous: the first match")
    _ = live.moveCursor(by: 1)
    let lines = live.lines(forEnter: "zep")
    #expect(lines == ["/zep", "2"])
    let chosen = base.steps(lines).effects.last
    guard case .completed(let band)? = chosen else {
      Issue.record("no choice: \(String(describing: chosen))")
      return
    }
    #expect(band == live.page.items[1].label)
    _ = live.typed("queen")
    _ = live.moveCursor(by: 1)
    #expect(live.lines(forEnter: "queen") == ["/queen", "2"], "a moved cursor wins over an exact name")
    _ = live.typed("/zep")
    _ = live.moveCursor(by: 1)
    #expect(live.lines(forEnter: "/zep") == ["/zep", "2"])
  }

  @Test("a rebased narrowing filters the flow's new elements, its cursor kept where it can be")
  func rebaseKeepsNarrowing() {
    var live = narrowing()
    _ = live.typed("zep")
    _ = live.moveCursor(by: 1)
    let more = Flow(root(chooseBand), input: bands + ["Zeppelin Tribute"], traits: traits)
    live.rebase(more)
    #expect(live.count == 4)
    #expect(live.cursor == 1)
    #expect(live.lines(forEnter: "zep") == ["/zep", "2"])
  }

  @Test("Tab offers the names of the list on screen: narrowed by the line, past a filter entered before")
  func completionsFollowTheNarrowing() {
    var live = narrowing(["/zep"])
    #expect(live.tabCompletions(for: "iron m") == [], "the list entered is filtered by zep")
    _ = live.typed("iron m")
    #expect(live.tabCompletions(for: "iron m") == ["Iron Maiden"])
    _ = live.typed("3")
    #expect(live.tabCompletions(for: "dr") == ["Dread Zeppelin"], "nothing narrows: the list entered")
  }

  @Test("a screen that is no list narrows nothing")
  func noListNoNarrowing() {
    let prompt = Screen<Void, String>.textPrompt(title: { "Name" }, question: "Name", parse: { $0 })
    var live = LiveNarrowing(Flow(root(prompt), input: ()))
    let changed = live.typed("zep")
    #expect(!changed)
    #expect(live.lines(forEnter: "zep") == ["zep"])
  }
}

@Suite("Live narrowing of a long list: a first page at once, the rest searched in parts")
struct LongListNarrowingTests {
  private let lines = (0..<200_000).map { $0 % 7 == 0 ? "Track \($0) zeppelin" : "Track \($0)" }
  private let choose = Screen<[String], String>.list(title: "Lines", label: { $0 })

  @Test("the first page comes from a part of the list; searched on, the list matches what /text keeps")
  func partsThenWhole() {
    let flow = Flow(root(choose), input: lines, traits: traits)
    var live = LiveNarrowing(flow)
    _ = live.typed("zep")
    #expect(live.isSearching)
    let full = flow.step("/zep").flow
    #expect(live.page.items.map(\.label) == full.page.items.map(\.label), "the first page is final already")
    #expect(live.page.status?.contains("searching") == true)
    _ = live.typed("zepp")
    while !live.searchOn() {}
    let narrower = flow.step("/zepp").flow
    #expect(live.count == 28_572)
    #expect(live.page.status == narrower.page.status)
    #expect(live.page.items == narrower.page.items)
  }

  @Test("a rare text is searched on until its matches are all in, then ranked as /text ranks")
  func rareText() {
    let flow = Flow(root(choose), input: lines, traits: traits)
    var live = LiveNarrowing(flow)
    _ = live.typed("/199999")
    while !live.searchOn() {}
    #expect(live.page.items.map(\.label) == flow.step("/199999").flow.page.items.map(\.label))
    #expect(!live.isSearching)
  }

  @Test("moving the cursor past the first page ends the search first")
  func cursorEndsTheSearch() {
    var live = LiveNarrowing(Flow(root(choose), input: lines, traits: traits))
    _ = live.typed("zeppelin")
    for _ in 0..<traits.pageRows { _ = live.moveCursor(by: 1) }
    #expect(!live.isSearching)
    #expect(live.count == 28_572)
  }

  @Test("the preview follows the cursor: made at once, or loading until its work hands its lines over")
  func previewFollowsTheCursor() {
    let described = Screen<[String], String>.list(
      title: "Bands", label: { $0 }, preview: .lines { ["About \($0)"] })
    var live = LiveNarrowing(Flow(root(described), input: bands, traits: traits))
    #expect(live.page.preview == nil, "no cursor before a line narrows the list")
    _ = live.typed("zep")
    #expect(live.page.preview == Page.Preview(title: "Led Zeppelin", lines: ["About Led Zeppelin"]))
    _ = live.moveCursor(by: 1)
    #expect(live.page.preview?.title == "Dread Zeppelin")
    #expect(live.previewWanted == nil, "made at once: no work to run")

    let loaded = Screen<[String], String>.list(
      title: "Bands", label: { $0 }, preview: .load("notes") { ["Notes on \($0)"] })
    var slow = LiveNarrowing(Flow(root(loaded), input: bands, traits: traits))
    _ = slow.typed("zep")
    #expect(slow.page.preview == Page.Preview(title: "Led Zeppelin", lines: [], state: .loading("notes")))
    let first = try! #require(slow.previewWanted)
    #expect(first.title == "Led Zeppelin")
    _ = slow.moveCursor(by: 1)
    let second = try! #require(slow.previewWanted)
    #expect(second.title == "Dread Zeppelin" && !second.isForTheSameItem(as: first))
    // The work of the item the cursor left comes back late: it is not shown.
    slow.previewArrived(first, lines: .success(["Notes on Led Zeppelin"]))
    #expect(slow.page.preview?.title == "Dread Zeppelin")
    #expect(slow.page.preview?.state == .loading("notes"))
    slow.previewArrived(second, lines: .failure(Load.Failure("no notes")))
    #expect(slow.page.preview == Page.Preview(title: "Dread Zeppelin", lines: [], state: .failed("no notes")))
    #expect(slow.previewWanted == nil)
    _ = slow.moveCursor(by: -1)
    // Only the preview of the item under the cursor is kept: back on the first, it loads again.
    #expect(slow.previewWanted?.title == "Led Zeppelin")
    #expect(slow.page.preview?.state == .loading("notes"))
  }
}
