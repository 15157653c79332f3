import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

@Suite("The progress line of a load at a terminal")
struct ProgressLineTests {
  private let plain = Traits(width: 80, height: 24, color: false, unicode: true)
  private let colour = Traits(width: 80, height: 24, color: true, unicode: true)

  @Test("a load quicker than 100 ms shows no line at all")
  func delay() {
    #expect(ProgressLine(title: "Loading albums", elapsed: .milliseconds(99), count: nil).text(for: plain) == nil)
    #expect(ProgressLine(title: "Loading albums", elapsed: .milliseconds(100), count: nil).text(for: plain) != nil)
  }

  @Test("it names what loads, the time, the count so far and how to cancel")
  func content() {
    let line = ProgressLine(title: "Loading commits", elapsed: .milliseconds(1_250), count: 123_456)
    #expect(line.text(for: plain) == "Loading commits… 123,456 so far · 1.2 s · Ctrl-C cancels")
    let ascii = Traits(width: 80, height: 24, color: false, unicode: false)
    #expect(line.text(for: ascii) == "Loading commits... 123,456 so far - 1.2 s - Ctrl-C cancels")
  }

  @Test("its words are the author's, as written: a save says it saves, with no \"Loading\" put before it")
  func authorsWords() {
    let line = ProgressLine(title: "Saving the journal", elapsed: .milliseconds(500), count: nil)
    #expect(line.text(for: plain) == "Saving the journal… 0.5 s · Ctrl-C cancels")
    var told = PlainProgress(title: "Saving the journal")
    #expect(told.line(at: .milliseconds(150), count: nil) == "Saving the journal. Ctrl-C cancels.")
    #expect(told.endLine(at: .seconds(1), cancelled: false) == "Saving the journal: ended after 1.0 s.")
  }

  @Test("its ellipsis is the flow's style's, as on every page")
  func styledEllipsis() {
    var style = Style.standard
    style.symbols.ellipsis = " (wait)"
    let line = ProgressLine(title: "Loading albums", elapsed: .milliseconds(500), count: nil)
    let text = line.text(for: Traits(width: 80, height: 24, color: false, unicode: true, style: style))
    #expect(text == "Loading albums (wait) 0.5 s · Ctrl-C cancels")
  }

  @Test("without colour (NO_COLOR, TERM=dumb) nothing animates and no escape is written")
  func stillWithoutColour() {
    let early = ProgressLine(title: "Loading albums", elapsed: .milliseconds(200), count: nil).text(for: plain)
    let later = ProgressLine(title: "Loading albums", elapsed: .milliseconds(300), count: nil).text(for: plain)
    #expect(early?.contains("\u{1B}") == false)
    #expect(early?.replacingOccurrences(of: "0.2", with: "0.3") == later, "only the time changes")
    let spinning = ProgressLine(title: "Loading albums", elapsed: .milliseconds(200), count: nil).text(for: colour)
    let spun = ProgressLine(title: "Loading albums", elapsed: .milliseconds(300), count: nil).text(for: colour)
    #expect(spinning?.first(where: { $0 != "\u{1B}" }) != nil && spinning != spun)
  }

  @Test("it fits the width and shows a title's control characters escaped")
  func safeAndNarrow() {
    let narrow = Traits(width: 20, height: 24, color: false, unicode: true)
    let line = ProgressLine(title: "a\u{1B}[2Jb", elapsed: .seconds(3), count: nil)
    let text = line.text(for: narrow) ?? ""
    #expect(DisplayWidth.of(text) < 20)
    #expect(!line.text(for: plain)!.contains("\u{1B}"))
  }

  @Test("plain mode: a line when the load has lasted, one at most every 5 s, one when it ends; none for a quick load")
  func plainProgress() {
    var told = PlainProgress(title: "Loading albums")
    #expect(told.line(at: .milliseconds(50), count: nil) == nil)
    #expect(told.endLine(at: .milliseconds(60), cancelled: false) == nil, "a quick load says nothing")
    #expect(told.line(at: .milliseconds(150), count: nil) == "Loading albums. Ctrl-C cancels.")
    #expect(told.line(at: .seconds(2), count: 10) == nil)
    #expect(told.line(at: .milliseconds(5_100), count: nil) == nil)
    #expect(told.line(at: .milliseconds(5_150), count: 1_234) == "Loading albums: 1,234 so far, 5.1 s.")
    #expect(told.line(at: .seconds(9), count: 2_000) == nil)
    #expect(told.endLine(at: .milliseconds(9_500), cancelled: false) == "Loading albums: ended after 9.5 s.")
    #expect(told.endLine(at: .seconds(3), cancelled: true) == "Loading albums: cancelled after 3.0 s.")
    var hostile = PlainProgress(title: "\u{1B}[2J")
    #expect(hostile.line(at: .seconds(1), count: nil) == "\\e[2J. Ctrl-C cancels.")
  }
}
