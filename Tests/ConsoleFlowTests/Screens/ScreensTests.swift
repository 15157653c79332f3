import ConsoleFlow
import TestSupport
import ConsoleFlowTesting
import Testing

private enum Creature: String, CaseIterable, Sendable { case owl, fox, whale }

private let askYear = Screen<String, Int>.textPrompt(
  title: { $0 }, question: "Year", default: { _ in "1984" },
  parse: { text in
    guard let year = Int(text), (1000...2100).contains(year) else {
      throw InvalidAnswer("A year is a number such as 1984.")
    }
    return year
  })

@Suite("More generic screens")
struct ScreensTests {
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
    await driver.send([":prev", ":prev"])
    #expect(driver.rejections.map(\.kind) == [.firstPage])
    let short = await FlowDriver(root(text), input: 3)
    #expect(short.page.status == nil && short.page.body.count == 3)
  }

  @Test("a text prompt shows a parse error, asks again, and takes its default on an empty line")
  func textPrompt() async {
    var driver = await FlowDriver(root(askYear), input: "Release", strict: false)
    #expect(driver.page.body == ["Year [1984]?"])
    await driver.send("nineteen")
    #expect(driver.message == "A year is a number such as 1984.")
    #expect(driver.completions.isEmpty)
    await driver.send("1999")
    #expect(driver.completions == [1999])
    var byDefault = await FlowDriver(root(askYear), input: "Release")
    await byDefault.send("")
    #expect(byDefault.completions == [1984])
  }

  @Test("a prompt without a default needs an answer")
  func promptWithoutDefault() async {
    let name = Screen<Void, String>.textPrompt(title: { "Name" }, question: "Name", parse: { $0 })
    var driver = await FlowDriver(root(name), input: (), strict: false)
    await driver.send("")
    #expect(driver.message == "An answer is needed; :back leaves without one.")
    await driver.send("Ada")
    #expect(driver.completions == ["Ada"])
  }

  @Test("confirm takes y or n, its default on an empty line, and refuses anything else")
  func confirm() async {
    let sure = Screen<Void, Bool>.confirm(title: { "Delete" }, question: "Delete it", default: false)
    #expect(await FlowDriver.run(root(sure), input: (), script: [""]).result == false)
    #expect(await FlowDriver.run(root(sure), input: (), script: ["YES"]).result == true)
    var driver = await FlowDriver(root(sure), input: (), strict: false)
    await driver.send("maybe")
    #expect(driver.message == "Answer y or n.")
  }

  @Test("a question is asked once, on the page, with one question mark; the prompt says where the user is")
  func oneQuestionMark() async {
    let plain = Screen<Int, Bool>.confirm(title: { _ in "Delete" }, question: "Delete it", default: false)
    let marked = Screen<Int, Bool>.confirm(title: { _ in "Delete" }, question: "Delete it? ", default: false)
    let phrased = Screen<Int, Int>.confirm(title: { _ in "Delete" }, question: { "Delete \($0)?" })
    let asked = Screen<Int, String>.textPrompt(title: { _ in "Name" }, question: "Name?", parse: { $0 })
    for screen in [plain, marked] {
      let page = Flow(root(screen), input: 1).page
      #expect(page.body == ["Delete it (y/n) [n]?"] && page.prompt == "Delete> ")
    }
    #expect(Flow(root(phrased), input: 7).page.body == ["Delete 7 (y/n)?"])
    #expect(Flow(root(phrased), input: 7).page.prompt == "Delete> ")
    #expect(Flow(root(asked), input: 7).page.body == ["Name?"] && Flow(root(asked), input: 7).page.prompt == "Name> ")
  }

  @Test("a menu of an enum's cases selects by number or name")
  func menu() async {
    let choose = Screen<String, Creature>.menu(
      title: { "Creature of \($0)" }, choices: Creature.allCases, label: \.rawValue)
    var driver = await FlowDriver(root(choose), input: "the dream")
    #expect(driver.title == "Creature of the dream")
    #expect(driver.labels == ["owl", "fox", "whale"])
    await driver.send("wha")
    #expect(driver.completions == [.whale])
  }

  @Test("multi-select toggles numbers and ranges, all and none, and yields the chosen in order")
  func multiSelect() async {
    let choose = Screen<Set<Int>, [Creature]>.multiSelect(
      title: { _ in "Creatures" }, choices: { _ in Creature.allCases }, chosen: { $0 }, label: \.rawValue)
    var driver = await FlowDriver(root(choose), input: [1], strict: false)
    #expect(driver.labels == ["[ ] owl", "[x] fox", "[ ] whale"])
    await driver.send("1,3")
    #expect(driver.page.status == "3 of 3 chosen")
    await driver.send("2-3")
    #expect(driver.labels == ["[x] owl", "[ ] fox", "[ ] whale"])
    await driver.send("4")
    #expect(driver.message == "Type numbers such as 1,3-5 (from 1 to 3), all, none or done.")
    await driver.send(["none", "all", "1", "done"])
    #expect(driver.completions == [[.fox, .whale]])
  }

  @Test("a detail shows its value and Enter yields it")
  func detail() async {
    let show = Screen<String, String>.detail(title: { $0 }, lines: { ["It is \($0)."] })
    var driver = await FlowDriver(root(show), input: "blue", strict: false)
    #expect(driver.page.body == ["It is blue.", "(Enter continues)"])
    await driver.send("x")
    #expect(driver.message == "Press Enter to continue, or :back to go back.")
    await driver.send("")
    #expect(driver.completions == ["blue"])
  }
}
