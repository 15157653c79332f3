@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

/// A screen of one's own that knows three words.
private let journal = Screen<[String], String>(
  title: .from { _ in "Journal" }, state: { $0 },
  page: { entries, _ in Page(title: "Journal", body: entries.map { Page.Line($0) } + ["add, delete or save."]) },
  receive: { entries, command, _ in
    guard case .entry(let word) = command, ["add", "delete", "save"].contains(word) else {
      return .reject("Type add, delete or save.")
    }
    return .yield(word)
  },
  labels: { _, _ in ["add", "delete", "save"] })

private let askFolder = Screen<String, String>.textPrompt(
  title: .from { _ in "Folder" }, question: "Which folder", parse: { $0 })

@Suite(":help says what the screen on top takes, then what every screen understands")
struct HelpTests {
  @Test("a list: its items by number or name, its filter")
  func list() async throws {
    var driver = await FlowDriver(navigation, input: artists)
    await driver.send(":help")
    let help = try #require(driver.page.message)
    #expect(help.contains("3 or a name") && help.contains("/text") && help.contains(":back"))
  }

  @Test("a screen of one's own: no list's commands, the words it knows")
  func custom() async throws {
    var driver = await FlowDriver(root(journal), input: ["Dreamt of owls."])
    await driver.send("?")
    let help = try #require(driver.page.message)
    #expect(!help.contains("3 or a name") && !help.contains("filter the list"), "\(help)")
    #expect(help.contains("words it knows (Tab completes them): add, delete, save"), "\(help)")
    #expect(help.contains(":where") && help.contains(":quit"))
  }

  @Test("a prompt: its answer, which may start with /, and how to type one starting with :")
  func prompt() async throws {
    var driver = await FlowDriver(root(askFolder), input: "")
    await driver.send(":help")
    let help = try #require(driver.page.message)
    #expect(help.contains("your answer, even one starting with /") && !help.contains("3 or a name"), "\(help)")
    await driver.send("/tmp/photos")
    #expect(driver.results == ["/tmp/photos"])
  }

  @Test("a prompt's answer starting with / is part of the path that reopens it")
  func slashInAPath() async {
    let flow = root(askFolder) >>> Screen<String, String>.detail(title: .from { $0 }, lines: { [$0] })
    var driver = await FlowDriver(flow, input: "")
    await driver.send("/srv/music")
    #expect(driver.flow.path == ["/srv/music"] && driver.page.title == "/srv/music")
    let reopened = await FlowDriver(flow, input: "", at: ["/srv/music"])
    #expect(reopened.page.title == "/srv/music")
  }

  @Test("a confirm names its answers; a notice has none")
  func answersAndNone() async {
    var confirm = await FlowDriver(
      root(Screen<Int, Bool>.yesNo(title: .from { _ in "Sure" }, question: "Sure")), input: 1)
    await confirm.send("?")
    #expect(confirm.page.message?.contains("as the page asks: y, n") == true, "\(confirm.page.message ?? "")")
    var notice = await FlowDriver(
      root(Screen<Int, Never>.notice(title: .from { _ in "Note" }, lines: { _ in ["Read me."] })), input: 1)
    await notice.send("?")
    #expect(notice.page.message?.contains("3 or a name") == false && notice.page.message?.contains(":back") == true)
  }
}
