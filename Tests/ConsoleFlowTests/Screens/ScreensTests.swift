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
  @Test("a text prompt shows a parse error, asks again, and takes its default on an empty line")
  func textPrompt() {
    var driver = FlowDriver(root(askYear), input: "Release", strict: false)
    #expect(driver.page.prompt == "Year [1984]: ")
    driver.send("nineteen")
    #expect(driver.message == "A year is a number such as 1984.")
    #expect(driver.completions.isEmpty)
    driver.send("1999")
    #expect(driver.completions == [1999])
    var byDefault = FlowDriver(root(askYear), input: "Release")
    byDefault.send("")
    #expect(byDefault.completions == [1984])
  }

  @Test("a prompt without a default needs an answer")
  func promptWithoutDefault() {
    let name = Screen<Void, String>.textPrompt(title: { "Name" }, question: "Name", parse: { $0 })
    var driver = FlowDriver(root(name), input: (), strict: false)
    driver.send("")
    #expect(driver.message == "An answer is needed; :back leaves without one.")
    driver.send("Ada")
    #expect(driver.completions == ["Ada"])
  }

  @Test("confirm takes y or n, its default on an empty line, and refuses anything else")
  func confirm() {
    let sure = Screen<Void, Bool>.confirm(title: { "Delete" }, question: "Delete it", default: false)
    #expect(FlowDriver.run(root(sure), input: (), script: [""]).result == false)
    #expect(FlowDriver.run(root(sure), input: (), script: ["YES"]).result == true)
    var driver = FlowDriver(root(sure), input: (), strict: false)
    driver.send("maybe")
    #expect(driver.message == "Answer y or n.")
  }

  @Test("a menu of an enum's cases selects by number or name")
  func menu() {
    let choose = Screen<String, Creature>.menu(
      title: { "Creature of \($0)" }, choices: Creature.allCases, label: \.rawValue)
    var driver = FlowDriver(root(choose), input: "the dream")
    #expect(driver.title == "Creature of the dream")
    #expect(driver.labels == ["owl", "fox", "whale"])
    driver.send("wha")
    #expect(driver.completions == [.whale])
  }

  @Test("multi-select toggles numbers and ranges, all and none, and yields the chosen in order")
  func multiSelect() {
    let choose = Screen<Set<Int>, [Creature]>.multiSelect(
      title: { _ in "Creatures" }, choices: { _ in Creature.allCases }, chosen: { $0 }, label: \.rawValue)
    var driver = FlowDriver(root(choose), input: [1], strict: false)
    #expect(driver.labels == ["[ ] owl", "[x] fox", "[ ] whale"])
    driver.send("1,3")
    #expect(driver.page.status == "3 of 3 chosen")
    driver.send("2-3")
    #expect(driver.labels == ["[x] owl", "[ ] fox", "[ ] whale"])
    driver.send("4")
    #expect(driver.message == "Type numbers such as 1,3-5 (from 1 to 3), all, none or done.")
    driver.send(["none", "all", "1", "done"])
    #expect(driver.completions == [[.fox, .whale]])
  }

  @Test("a detail shows its value and Enter yields it")
  func detail() {
    let show = Screen<String, String>.detail(title: { $0 }, lines: { ["It is \($0)."] })
    var driver = FlowDriver(root(show), input: "blue", strict: false)
    #expect(driver.page.body == ["It is blue.", "(Enter continues)"])
    driver.send("x")
    #expect(driver.message == "Press Enter to continue, or :back to go back.")
    driver.send("")
    #expect(driver.completions == ["blue"])
  }
}
