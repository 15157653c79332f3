import ConsoleFlow
import ConsoleFlowTesting
import Testing

private enum Creature: String, CaseIterable, Sendable { case owl, fox, whale }

@Suite("Menus")
struct MenuScreenTests {
  @Test("a menu of an enum's cases selects by number or name")
  func menu() async {
    let choose = Screen<String, Creature>.menu(
      title: .from { "Creature of \($0)" }, choices: .init(Creature.allCases), label: \.rawValue)
    var driver = await FlowDriver(root(choose), input: "the dream")
    #expect(driver.page.title == "Creature of the dream")
    #expect(driver.labels == ["owl", "fox", "whale"])
    await driver.send("wha")
    #expect(driver.results == [.whale])
    var lenient = await FlowDriver(root(choose), input: "the dream", strict: false)
    await lenient.send(["4", "cat"])
    #expect(lenient.rejections.map(\.kind) == [.noSuchItem, .noSuchName])
  }
}
