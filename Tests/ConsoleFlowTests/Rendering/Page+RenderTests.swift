import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

private let names = SampleCatalog.names
private let chooseName = Screen<[String], String>.list(
  title: "Artists", rows: .input, label: { $0 }, detail: { "\($0.count) letters" })

@Suite("Rendering pages")
struct PageRenderTests {
  @Test("no line is wider than the terminal, at any width", arguments: [20, 40, 60, 80, 140])
  func linesFitTheWidth(width: Int) {
    let traits = Traits(width: width, height: 30)
    let flow = Flow(root(chooseName), input: names, traits: traits)
    for lines in [flow.page, flow.step("/orchestra").flow.page, flow.step("Vin").flow.page, flow.step("?").flow.page] {
      for line in lines.render(for: traits) {
        #expect(line.count <= width, "\(line)")
      }
    }
  }

  @Test("body lines take their tone's colour when colour is on, and stay plain when it is off")
  func toneOfLines() {
    let page = Page(
      title: "diff",
      body: [
        Page.Line("@@ -1 +1 @@", tone: .number), Page.Line("-old", tone: .removed), Page.Line("+new", tone: .added),
        " same",
      ])
    let coloured = page.render(for: Traits(width: 40, height: 10, color: true))
    #expect(coloured[1].hasPrefix("\u{1B}[36m") && coloured[2].hasPrefix("\u{1B}[31m"))
    #expect(coloured[3].hasPrefix("\u{1B}[32m") && coloured[4] == " same")
    let plain = page.render(for: Traits(width: 40, height: 10, color: false))
    #expect(Array(plain.dropFirst()) == ["@@ -1 +1 @@", "-old", "+new", " same"])
  }

  @Test("at 40×15 a confirm's question and a detail's lines wrap whole, the answer's hint included")
  func questionsAndDetailsWrap() {
    let traits = Traits(width: 40, height: 15)
    let book = "The Gospel According to Jesus Christ"
    let confirm = Screen<String, String>.confirm(
      title: .from { _ in "Price" }, question: { "Change the price of \($0) from 12.50 to 14.00" })
    let question = Flow(root(confirm), input: book, traits: traits).page.render(for: traits)
    #expect(
      question == [
        "Price", "Change the price of The Gospel", "According to Jesus Christ from 12.50 to",
        "14.00 (y/n)?",
      ])
    let detail = Screen<String, String>.detail(
      title: .from { $0 }, lines: { ["Author: José Saramago, who wrote \($0)"] })
    let shown = Flow(root(detail), input: book, traits: traits).page
    #expect(
      shown.render(for: traits) == [
        "The Gospel According to Jesus Christ", "Author: José Saramago, who wrote The",
        "Gospel According to Jesus Christ", "(Enter continues)",
      ])
    #expect(shown.lineCount(for: traits) == 4, "the rows counted are the rows drawn")
  }

  @Test("a breadcrumb too wide keeps its last parts, the screen the user is on first of all")
  func breadcrumbKeepsWhereYouAre() {
    var page = Page(title: "Tracks")
    page.breadcrumb = ["Artists", "Academy of St. Martin in the Fields", "Greatest Hits", "Tracks"]
    #expect(page.render(for: Traits(width: 200))[0] == page.breadcrumb.joined(separator: " › "))
    #expect(page.render(for: Traits(width: 40))[0] == "… › Greatest Hits › Tracks")
    #expect(page.render(for: Traits(width: 20))[0] == "… › Tracks")
    page.breadcrumb = ["Artists", "Academy of St. Martin in the Fields & Sir Neville Marriner"]
    #expect(page.render(for: Traits(width: 30))[0] == "Academy of St. Martin in the …")
    #expect(page.render(for: Traits(width: 30, unicode: false))[0] == "Academy of St. Martin in th...")
  }

  @Test("a dead end says how to leave it; a page that only reads like one does not")
  func deadEnd() {
    var empty = Page(title: "Albums", body: ["No albums."], canGoBack: true)
    empty.isDeadEnd = true
    #expect(empty.render(for: Traits()) == ["Albums", "No albums.", ":back goes back."])
    empty.canGoBack = false
    #expect(empty.render(for: Traits()).last == ":quit leaves.")
    let notice = Page(title: "Notes", body: ["Nothing here."], canGoBack: true)
    #expect(notice.render(for: Traits()) == ["Notes", "Nothing here."], "a line of text is never read as a state")
  }

  @Test("colour is used only when the traits allow it")
  func colourFollowsTraits() {
    let plain = Flow(root(chooseName), input: names, traits: Traits(color: false)).page
    let coloured = Flow(root(chooseName), input: names, traits: Traits(color: true)).page
    #expect(!plain.render(for: Traits(color: false)).joined().contains("\u{1B}"))
    let lines = coloured.render(for: Traits(color: true))
    #expect(lines[0] == "\u{1B}[1mArtists\u{1B}[0m")
    #expect(lines[2].hasPrefix("  \u{1B}[36m 1\u{1B}[0m  AC/DC"))
  }

  @Test("escape sequences from data stay escaped with colour on")
  func dataCannotColour() {
    let hostile = Flow(root(chooseName), input: ["\u{1B}[2J wipe"], traits: Traits(color: true)).page
    let line = hostile.render(for: Traits(color: true))[2]
    #expect(line.contains("\\e[2J wipe"))
    #expect(!line.contains("\u{1B}[2J"))
  }

  @Test("ASCII terminals get ASCII separators and ellipses")
  func asciiOnly() {
    let traits = Traits(width: 30, height: 10, unicode: false)
    let flow = Flow(root(chooseName).map { _ in names } >>> chooseName, input: names, traits: traits).step("1").flow
    let lines = flow.page.render(for: traits)
    #expect(lines[0] == "Artists > Artists")
    #expect(lines[1] == "1-6 of 275")
    #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII || !"…›–".unicodeScalars.contains($0) })
  }

  @Test("an empty list's hint fits the narrowest terminal (found by the random walks)")
  func emptyListHintFits() {
    let empty = Screen<[String], String>.list(title: "Empty", rows: .input, label: { $0 })
    let flow = Flow(root(chooseName).map { _ in [String]() } >>> empty, input: names, traits: Traits(width: 10))
    let lines = flow.step("1").flow.page.render(for: Traits(width: 10))
    #expect(lines.contains(":back goe…"))
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  @Test(
    "the item under a cursor is marked in the margin, in every layout, the rest of the row unchanged",
    arguments: [30, 80, 200])
  func cursorMark(width: Int) {
    for unicode in [true, false] {
      let traits = Traits(width: width, height: 12, unicode: unicode)
      var page = Flow(root(chooseName), input: names, traits: traits).page
      let plain = page.render(for: traits)
      page.highlighted = 2
      let marked = page.render(for: traits)
      let marker: Character = unicode ? "›" : ">"
      let changed = zip(plain, marked).filter { $0 != $1 }
      #expect(changed.count == 1)
      guard let (before, after) = changed.first else { continue }
      #expect(after.filter { $0 == marker }.count == 1, "\(after)")
      #expect(after.replacingOccurrences(of: String(marker), with: " ") == before)
      #expect(after.range(of: "\(marker)2") != nil || after.range(of: "\(marker) 2") != nil, "\(after)")
      #expect(marked.allSatisfy { DisplayWidth.of($0) <= width })
    }
  }

  @Test("plain mode's first line says where the user is and how many items there are, in words")
  func summaryLine() {
    let traits = Traits(width: 80, height: 12)
    let flow = Flow(root(chooseName).map { _ in names } >>> chooseName, input: names, traits: traits)
    #expect(flow.page.summaryLine == "Artists: 275 items, 1 to 8 shown.")
    let deeper = flow.step("2").flow.step(":next").flow
    #expect(deeper.page.summaryLine == "Artists > Artists: 275 items, 9 to 16 shown.")
    #expect(flow.step("/zeppelin").flow.page.summaryLine == "Artists: 2 items, all shown.")
    #expect(flow.step("/qqqzzz").flow.page.summaryLine == "Artists: no items.")
    let one = Flow(root(chooseName), input: ["Solo"], traits: traits)
    #expect(one.page.summaryLine == "Artists: 1 item, all shown.")
  }

  @Test("plain mode's first line of a list still arriving says it is still loading, never that all is shown")
  func summaryWhileLoading() async throws {
    let (names, feed) = AsyncThrowingStream.makeStream(of: String.self)
    let choose = Screen<ElementStream<String>, String>.list(title: "Pick", rows: .input, label: { $0 })
    var flow = Flow(root(choose), input: ElementStream("lines", batchWait: .zero) { names })
    let load = try #require(flow.awaitedLoad)
    var events = LoadEvents(load)
    for number in 1...30 { feed.yield("line \(number)") }
    while flow.page.items.count < 20, let event = await events.next() { flow = flow.taking(event, from: load.id).flow }
    #expect(flow.page.summaryLine.hasPrefix("Pick: "))
    #expect(flow.page.summaryLine.contains("items so far, still loading, 1 to "))
    feed.finish()
    while let event = await events.next() { flow = flow.taking(event, from: load.id).flow }
    #expect(flow.page.summaryLine == "Pick: 30 items, 1 to 20 shown.")
  }
}
