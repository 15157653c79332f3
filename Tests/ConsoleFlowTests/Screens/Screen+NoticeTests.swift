import ConsoleFlow
import ConsoleFlowTesting
import Testing

@Suite("Notices and details")
struct NoticeScreenTests {
  @Test("a long notice is paged: :next and :prev move a page of lines, the status says where")
  func longNoticeIsPaged() async {
    let text = Screen<Int, Never>.notice(title: { "\($0) lines" }, lines: { count in (1...count).map { "line \($0)" } })
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

  @Test("a notice offers nothing to choose, and says so")
  func nothingToChoose() async {
    let text = Screen<Int, Never>.notice(title: { "\($0) lines" }, lines: { count in (1...count).map { "line \($0)" } })
    var driver = await FlowDriver(root(text), input: 3, strict: false)
    await driver.send(["1", "/line"])
    #expect(driver.rejections.map(\.kind) == [.nothingToChoose, .nothingToChoose])
  }

  @Test("a detail shows its value and Enter yields it")
  func detail() async {
    let show = Screen<String, String>.detail(title: { $0 }, lines: { ["It is \($0)."] })
    var driver = await FlowDriver(root(show), input: "blue", strict: false)
    #expect(driver.page.body == ["It is blue.", "(Enter continues)"])
    await driver.send("x")
    #expect(driver.rejections.map(\.kind) == [.needsAnswer])
    #expect(driver.message == "Press Enter to continue, or :back to go back.")
    await driver.send("")
    #expect(driver.results == ["blue"])
  }
}
