import ConsoleFlowTesting
import Testing

@testable import Trip

@Test func bookingKyoto() async {
  var driver = await FlowDriver(Planner.navigation, input: Planner.countries)
  await driver.send(["Japan", "Kyoto"])
  #expect(driver.page.title == "Confirm")
  await driver.send(["y", ""])
  #expect(driver.results == [Trip(country: "Japan", city: "Kyoto")])
}

@Test func sayingNoLeavesTheUserToGoBack() async {
  var driver = await FlowDriver(Planner.navigation, input: Planner.countries)
  await driver.send(["Peru", "Lima", "n"])
  #expect(driver.page.message == "Not confirmed: :back goes back, or answer y.")
  await driver.send([":back", "Cusco", "y", ""])
  #expect(driver.results == [Trip(country: "Peru", city: "Cusco")])
}
