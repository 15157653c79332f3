@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

private enum Creature: String, CaseIterable, Sendable { case owl, fox, whale }

@Suite("Multi-select")
struct MultiSelectScreenTests {
  @Test("multi-select toggles numbers and ranges, all and none, and yields the chosen in order")
  func multiSelect() async {
    let choose = Screen<Set<Int>, [Creature]>.multiSelect(
      title: .from { _ in "Creatures" }, choices: .from { _ in Creature.allCases }, chosen: { $0 }, label: \.rawValue)
    var driver = await FlowDriver(root(choose), input: [1], strict: false)
    #expect(driver.labels == ["[ ] owl", "[x] fox", "[ ] whale"])
    await driver.send("1,3")
    #expect(driver.page.status == "3 of 3 chosen")
    await driver.send("2-3")
    #expect(driver.labels == ["[x] owl", "[ ] fox", "[ ] whale"])
    await driver.send("4")
    #expect(driver.rejections.map(\.kind) == [.needsAnswer])
    #expect(driver.page.message == "Type numbers such as 1,3-5 (from 1 to 3), all, none or done.")
    await driver.send(["none", "all", "1", "done"])
    #expect(driver.results == [[.fox, .whale]])
  }

  @Test("a long list of choices is paged: a toggle draws one page, not every choice; :next and :prev turn it")
  func longListIsPaged() async {
    let numbers = (1...100_000).map(String.init)
    let choose = Screen<[String], [String]>.multiSelect(
      title: .from { _ in "Lines" }, choices: .from { $0 }, label: { $0 })
    let flow = Flow(root(choose), input: numbers, traits: Traits(width: 80, height: 12))
    var driver = await FlowDriver(flow, strict: false)
    #expect(driver.labels == (1...7).map { "[ ] \($0)" }, "the page's rows less the line that says what to type")
    #expect(driver.page.status == "1–7 of 100000, 0 chosen")
    await driver.send("3")
    #expect(driver.labels.count == 7)
    #expect(driver.labels[2] == "[x] 3")
    #expect(driver.page.render(for: Traits(width: 80, height: 12)).count + 1 <= 12, "it fits the terminal")
    await driver.send([":next", "99999-100000"])
    #expect(driver.labels.first == "[ ] 8")
    #expect(driver.page.status == "8–14 of 100000, 3 chosen")
    await driver.send(":prev")
    #expect(driver.labels.first == "[ ] 1")
    await driver.send("done")
    #expect(driver.results == [["3", "99999", "100000"]])
  }
}
