import ConsoleFlow
import ConsoleFlowTesting
import Testing

private enum Creature: String, CaseIterable, Sendable { case owl, fox, whale }

@Suite("Multi-select")
struct MultiSelectScreenTests {
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
    #expect(driver.rejections.map(\.kind) == [.needsAnswer])
    #expect(driver.message == "Type numbers such as 1,3-5 (from 1 to 3), all, none or done.")
    await driver.send(["none", "all", "1", "done"])
    #expect(driver.completions == [[.fox, .whale]])
  }
}
