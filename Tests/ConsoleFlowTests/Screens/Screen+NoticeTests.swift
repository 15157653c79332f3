@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Testing

@Suite("Notices and details")
struct NoticeScreenTests {
  @Test("a long notice is paged: :next and :prev move a page of lines, the status says where")
  func longNoticeIsPaged() async {
    let text = Screen<Int, Never>.notice(
      title: .from { "\($0) lines" }, lines: { count in (1...count).map { "line \($0)" } })
    var driver = await FlowDriver(root(text), input: 50)
    #expect(driver.page.status == "lines 1–20 of 50" && driver.page.body.first == "line 1")
    await driver.send([":next", ":next"])
    #expect(driver.page.status == "lines 41–50 of 50" && driver.page.body.last == "line 50")
    await driver.send(":prev")
    #expect(driver.page.status == "lines 21–40 of 50")
    driver.strict = false
    await driver.send([":prev", ":prev", ":next", ":next", ":next"])
    #expect(driver.rejections.map(\.kind) == [.firstPage, .lastPage])
    let short = await FlowDriver(root(text), input: 3)
    #expect(short.page.status == nil && short.page.body.count == 3)
  }

  @Test("a line longer than the width is wrapped, never cut: every character is on some page")
  func longLinesWrap() async {
    let words = (1...3_000).map { "word\($0)" }.joined(separator: " ")
    let text = Screen<String, Never>.notice(
      title: .from { _ in "Field" },
      lines: { ["short", $0, "-removed 坂本龍一 \u{1B}[31m" + String(repeating: "x", count: 30)] },
      tone: { $0.hasPrefix("-") ? .removed : .plain })
    var driver = await FlowDriver(root(text), input: words, width: 40, height: 24)
    var rows: [String] = []
    var tones: [Page.Tone] = []
    while true {
      rows += driver.page.body.map(\.text)
      tones += driver.page.body.map(\.tone)
      // "lines 21–40 of 170": on while the last row shown is not the last.
      let numbers = (driver.page.status ?? "").split(whereSeparator: { !$0.isNumber })
      guard numbers.count == 3, numbers[1] != numbers[2] else { break }
      await driver.send(":next")
    }
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(rows.first == "short")
    // Cut after a space: joined again, the rows are the words in order.
    let wrapped = rows.dropFirst().prefix { !$0.hasPrefix("-") }
    #expect(wrapped.joined() == words)
    #expect(wrapped.allSatisfy { !$0.hasPrefix(" ") }, "a row starts with a word")
    // Shown escaped, then wrapped: the wide characters and the escape take their cells.
    #expect(rows.suffix(2) == ["-removed 坂本龍一 \\e[31mxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxx"])
    #expect(tones.suffix(2) == [.removed, .removed], "a line's rows keep its tone")
  }

  @Test("a notice offers nothing to choose, and says so")
  func nothingToChoose() async {
    let text = Screen<Int, Never>.notice(
      title: .from { "\($0) lines" }, lines: { count in (1...count).map { "line \($0)" } })
    var driver = await FlowDriver(root(text), input: 3, strict: false)
    await driver.send(["1", "/line"])
    #expect(driver.rejections.map(\.kind) == [.nothingToChoose, .nothingToChoose])
  }

  @Test("a detail shows its value and Enter yields it")
  func detail() async {
    let show = Screen<String, String>.detail(title: .from { $0 }, lines: { ["It is \($0)."] })
    var driver = await FlowDriver(root(show), input: "blue", strict: false)
    #expect(driver.page.body == ["It is blue.", "(Enter continues)"])
    await driver.send("x")
    #expect(driver.rejections.map(\.kind) == [.needsAnswer])
    #expect(driver.page.message == "Press Enter to continue, or :back to go back.")
    await driver.send("")
    #expect(driver.results == ["blue"])
  }
}
