import PropertyBased
import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

@Suite("Display width")
struct DisplayWidthTests {
  private static let mixed = [
    "Mötley Crüe", "坂本龍一", "宇多田ヒカル & 椎名林檎", "🎸 Guitar Heroes 🤘", "Tab\tin\tname", "Zoë Keating",
    "e\u{301}\u{301}tude (combining)", "Ｆｕｌｌｗｉｄｔｈ", "👩‍👩‍👧 family", "Café Tacvba",
  ]

  @Test("wide characters and emoji take two cells, combining marks none")
  func widths() {
    #expect(DisplayWidth.of("Mötley Crüe") == 11)
    #expect(DisplayWidth.of("坂本龍一") == 8)
    #expect(DisplayWidth.of("🎸") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("Ｆｕｌｌ") == 8)
  }

  @Test(
    "no rendered line is wider than the terminal for labels mixing accents, CJK, emoji and tabs",
    arguments: [20, 33, 40, 57, 80, 140])
  func neverWiderThanTheTerminal(width: Int) {
    let traits = Traits(width: width, height: 20)
    let choose = Screen<[String], String>.list(
      title: "宇多田ヒカル › 🎸", rows: .input, label: { $0 }, detail: { "\($0.count) 文字" })
    let flow = Flow(root(choose), input: Self.mixed, traits: traits)
    for page in [flow.page, flow.step("坂").flow.page, flow.step("/a").flow.page] {
      for line in page.render(for: traits) {
        #expect(DisplayWidth.of(line) <= width, "\(line)")
      }
    }
  }

  @Test("the detail column lines up after wide and combining labels")
  func columnsAlign() {
    let choose = Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }, detail: { _ in "x" })
    let lines = Flow(root(choose), input: Self.mixed).page.render(for: Traits(width: 80))
    let columns = lines.dropFirst(2).map { DisplayWidth.of(String($0.dropLast())) }
    #expect(Set(columns).count == 1, "\(lines)")
  }

  @Test("truncation keeps the width and marks the cut, with dots when Unicode is off")
  func truncation() {
    let long = Screen<[String], String>.list(title: "T", rows: .input, label: { $0 })
    let unicode = Flow(root(long), input: ["坂本龍一坂本龍一坂本龍一坂本龍一"], traits: Traits(width: 20)).page
    let line = unicode.render(for: Traits(width: 20))[2]
    #expect(line.hasSuffix("…") || line.hasSuffix("… "))
    #expect(DisplayWidth.of(line) == 20)
    let ascii = unicode.render(for: Traits(width: 20, unicode: false))[2]
    #expect(ascii.contains("..."))
  }

  @Test(
    "measuring by characters and by scalars agree, so a cut line fits (fuzzing found a prepended mark)",
    arguments: [
      "pxrk:ct\u{FFFD}\u{6DD}\u{FFFD}\u{FFFD}", "\u{600}a\u{6DD}b", "🇫🇷🇯🇵", "e\u{301}", "각", "\u{1100}\u{1161}\u{11A8}",
    ])
  func charactersAndScalarsAgree(text: String) {
    #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
    let line = String(repeating: "x", count: 70) + text + String(repeating: "y", count: 20)
    let page = Page(title: "T", body: [Page.Line(line)])
    #expect(page.render(for: Traits(width: 80)).allSatisfy { DisplayWidth.of($0) <= 80 })
  }

  @Test("a prefix is whole characters, fits, and is the longest that fits, ASCII or not")
  func prefixFitsAndIsLongest() async {
    let pieces = ["a", "Z", " ", "e\u{301}", "\u{301}", "日", "é", "🇫🇷", "x\u{200D}y", "-"]
    let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...24).map { $0.map { pieces[$0] }.joined() }
    await propertyCheck(input: text, Gen.int(in: 0...30)) { text, width in
      let prefix = DisplayWidth.prefix(text, fitting: width)
      #expect(text.hasPrefix(prefix))
      #expect(DisplayWidth.of(String(prefix)) <= width)
      #expect(Array(String(prefix)) == Array(text.prefix(String(prefix).count)), "whole characters")
      if prefix.endIndex < text.endIndex {
        let next = String(text[..<text.index(after: prefix.endIndex)])
        #expect(DisplayWidth.of(next) > width, "one more character would not fit")
      }
    }
  }

  @Test("wrapped rows are the text in order, each fits, and each is as long as it may be")
  func wrappedRowsFit() async {
    let pieces = ["a", "Z", " ", "e\u{301}", "日", "🇫🇷", "word ", "-"]
    let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...60).map { $0.map { pieces[$0] }.joined() }
    await propertyCheck(input: text, Gen.int(in: 1...24)) { text, width in
      let rows = DisplayWidth.wrapped(text, width: width)
      #expect(rows.joined() == text, "nothing lost, nothing added")
      for (row, next) in zip(rows, rows.dropFirst()) {
        // A character wider than the row takes a row of its own.
        #expect(DisplayWidth.of(String(row)) <= width || row.count == 1)
        #expect(!row.isEmpty)
        // Cut at the width, or after a space that keeps at least half the row.
        let oneMore = String(row) + String(next.prefix(1))
        #expect(DisplayWidth.of(oneMore) > width || (row.last == " " && DisplayWidth.of(String(row)) * 2 >= width))
      }
    }
  }
}
