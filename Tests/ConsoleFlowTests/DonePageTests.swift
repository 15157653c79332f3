@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

@Suite("The page after a completion")
struct DonePageTests {
  @Test("it names the root screen by its title, not by the words of the load it starts with")
  func namesTheRootScreen() async {
    let pets = Screen<[String], String>.list(title: "Pets", rows: .input, label: { $0 })
    let navigation: Navigation<Void, String> =
      load("Reading the clinic's records") { _ in ["Biscuit", "Rex"] } >>> pets
    var driver = await FlowDriver(navigation, input: (), keepRunning: true)
    await driver.send("Rex")
    #expect(driver.results == ["Rex"])
    #expect(driver.page.body.map(\.text) == ["Done.", "Enter (or :home) starts over at Pets; :quit leaves."])
  }
}
