@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

private let chooseYear = Screen<[String], String>.list(title: "Years", rows: .input, label: { $0 })
private let showYear = Screen<String, Never>.notice(title: .from { $0 }, lines: { ["The year \($0)."] })

/// Years, a year shown (Enter goes on), a question (y goes on), a name asked, the name shown.
private let yearsThenQuestions =
  root(chooseYear)
  >>> Screen<String, String>.detail(title: .from { $0 }, lines: { ["The year \($0)."] })
  >>> Screen<String, String>.confirm(title: .from { _ in "Sure" }, question: { "Keep \($0)" })
  >>> Screen<String, String>.textPrompt(title: .from { _ in "Name" }, question: "Name", parse: { $0 })
  >>> Screen<String, String>.detail(title: .from { _ in "Done" }, lines: { ["Kept as \($0)."] })

@Suite("Paths: the choices that built the stack, by label")
struct PathTests {
  @Test("a choice by number or by name is kept by its label; back and home shorten the path")
  func pathOfChoices() async {
    let flow = await Flow(navigation, input: artists).loaded(["1"])
    #expect(flow.path == ["AC/DC"])
    let albums = await Flow(navigation, input: artists).loaded(["/motor", "1"])
    #expect(albums.path == ["Motörhead"], "a filter does not change the label")
    #expect(albums.step(":back").flow.path == [])
    #expect(albums.step(":home").flow.path == [])
  }

  @Test("opening at a path gives the page the choices gave")
  func opensWhereTheChoicesLed() async {
    let walked = await Flow(navigation, input: artists).loaded(["/zeppelin", "2"])
    let (opened, mismatch) = await Flow(navigation, input: artists).opened(at: walked.path)
    #expect(mismatch == nil)
    #expect(opened.page == walked.step("/").flow.page)
  }

  @Test("a part that no longer matches stops at the deepest screen reached, saying which part")
  func mismatch() async {
    let (opened, mismatch) = await Flow(navigation, input: artists).opened(at: ["AC/DC", "Back In Black", "1"])
    #expect(opened.depth == 2)
    #expect(opened.page.breadcrumb == ["Artists", "Albums"])
    let expected = "The path stops at Albums: part 2 of 3, \"Back In Black\", does not match."
    #expect(mismatch?.hasPrefix(expected) == true)
    #expect(opened.page.message?.hasPrefix(expected) == true)
  }

  @Test("a label made of digits is a label on a path, not a number")
  func digitLabels() async {
    let flow = Flow(root(chooseYear) >>> showYear, input: ["2112", "1984", "1"])
    let (opened, mismatch) = await flow.opened(at: ["1"])
    #expect(mismatch == nil)
    #expect(opened.page.title == "1")
    #expect(flow.step("1").flow.page.title == "2112", "typed, 1 is still the first item")
  }

  @Test(":where shows the command line that reopens the screen, quoted for a POSIX shell")
  func whereCommand() async {
    var flow = await Flow(navigation, input: artists).loaded(["black sabbath"])
    flow.origin = ["flows", "music"]
    #expect(flow.whereCommand == "flows music --at 'Black Sabbath'")
    #expect(flow.step(":where").flow.page.message == "flows music --at 'Black Sabbath'")
    let (quoted, _) = await Flow(root(chooseYear) >>> showYear, input: ["Rock 'n' Roll"]).opened(at: ["Rock 'n' Roll"])
    #expect(quoted.whereCommand == #"--at 'Rock '\''n'\'' Roll'"#)
  }

  @Test("a path leads only through choices: Enter on a detail and a confirm's answer are no parts of it")
  func onlyChoices() async {
    let years = Flow(root(chooseYear) >>> showYear, input: ["Rush"])
    #expect(years.step("rush").flow.path == ["Rush"])
    let detail = await Flow(yearsThenQuestions, input: ["Rush", "Orwell"]).loaded(["orwell"])
    #expect(detail.path == ["Orwell"])
    let asked = await detail.loaded(["", "y"])
    #expect(asked.page.title == "Name")
    #expect(asked.path == ["Orwell"], "the detail's Enter ends the path")
    #expect(!asked.whereCommand.contains("''"), "no empty part")
  }

  @Test("the path below the top screen: where a completed flow is reopened")
  func pathBelowTop() async {
    let closing = await Flow(yearsThenQuestions, input: ["Rush", "Orwell"]).loaded(["Orwell", "", "y", "Ada"])
    #expect(closing.page.title == "Done")
    #expect(closing.pathBelowTop == ["Orwell"])
    let albums = await Flow(navigation, input: artists).loaded(["AC/DC"])
    #expect(albums.pathBelowTop == [], "below the second screen is the root")
    #expect(Flow(navigation, input: artists).pathBelowTop == [])
  }

  @Test(":where quotes for dash: a newline in quotes, control characters from printf, the exact bytes back")
  func whereQuotesControlCharacters() async {
    let names = ["tab\there/", "new\nline", "it's\u{1B}[2J", "bidi\u{202E}txt", "plain", "Rock 'n' Roll"]
    let flow = Flow(root(chooseYear) >>> showYear, input: names)
    let quoted = names.map { name in flow.step(choosing: name).flow.whereCommand }
    #expect(quoted[0] == #"--at 'tab'"$(printf '\011')"'here/'"#)
    #expect(quoted[1] == "--at 'new\nline'")
    #expect(quoted[2] == #"--at 'it'\''s'"$(printf '\033')"'[2J'"#)
    #expect(quoted[3] == #"--at 'bidi'"$(printf '\342\200\256')"'txt'"#)
    #expect(quoted[4] == "--at plain")
    #expect(quoted[5] == #"--at 'Rock '\''n'\'' Roll'"#)
    #expect(
      quoted.allSatisfy { TerminalText.escaped($0) == $0.replacingOccurrences(of: "\n", with: "\\n") },
      "what is shown is what is pasted: only a newline, inside quotes, is no text")
  }
}
