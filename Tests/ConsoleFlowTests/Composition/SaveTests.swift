@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

// A save: slow work that changes something. Once it completed, going back from any screen after
// it (a receipt) never reaches the screens that asked for it, so it is never done twice.

private struct Visit: Sendable, Equatable {
  var pet: String
  var reason = "Checkup"
}

private actor Clinic {
  var booked: [Visit] = []
  func book(_ visit: Visit) -> Int {
    booked.append(visit)
    return booked.count
  }
}

private func visitForm(_ opening: FormOpening) -> Navigation<String, Visit> {
  .form(
    title: .from { "Book a visit for \($0)" }, start: { Visit(pet: $0) }, fields: [.text("Reason", \.reason)],
    opening: opening)
}

private let pets = Screen<[String], String>.list(title: "Pets", rows: .input, label: { $0 })

private let booked =
  root(Screen<Int, Int>.detail(title: .from { _ in "Booked" }, lines: { ["Booking \($0)."] }))
  >>> Screen<Int, Never>.notice(title: .from { _ in "Thanks" }, lines: { _ in ["Bye."] })

private func clinicFlow(_ clinic: Clinic, _ opening: FormOpening) -> Navigation<[String], Never> {
  root(pets).then(visitForm(opening).save("Booking the visit") { await clinic.book($0) }).then(booked)
}

@Suite("Saves")
struct SaveTests {
  @Test(
    "back from the receipt leaves to the screen before the form, and nothing is booked twice",
    arguments: [
      FormOpening.everyField, .review,
    ])
  func backFromTheReceipt(opening: FormOpening) async {
    let clinic = Clinic()
    var driver = await FlowDriver(clinicFlow(clinic, opening), input: ["Biscuit", "Rex"])
    await driver.send(["Biscuit"] + (opening == .everyField ? ["Limping"] : ["1", "Limping"]) + [""])
    #expect(driver.page.breadcrumb == ["Pets", "Booked"])
    await driver.send(":back")
    #expect(driver.page.breadcrumb == ["Pets"])
    await driver.send("")
    #expect(await clinic.booked == [Visit(pet: "Biscuit", reason: "Limping")])
  }

  @Test("back from a screen after the receipt goes to the receipt, then before the form")
  func backFromFurther() async {
    let clinic = Clinic()
    var driver = await FlowDriver(clinicFlow(clinic, .everyField), input: ["Biscuit"])
    await driver.send(["Biscuit", "Limping", "", ""])
    #expect(driver.page.breadcrumb == ["Pets", "Booked", "Thanks"])
    await driver.send([":back", ":back"])
    #expect(driver.page.breadcrumb == ["Pets"])
    #expect(await clinic.booked.count == 1)
  }

  @Test("a form at the root starts afresh after its save: back reaches a new form, not the one submitted")
  func formAtTheRoot() async {
    let clinic = Clinic()
    let navigation = visitForm(.everyField).save { await clinic.book($0) }.then(booked)
    var driver = await FlowDriver(navigation, input: "Biscuit")
    await driver.send(["Limping", ""])
    #expect(driver.page.breadcrumb == ["Reason", "Booked"])
    await driver.send(":back")
    #expect(driver.page.title == "Reason" && driver.depth == 1)
    #expect(driver.flow.unsavedChanges.isEmpty)
    #expect(await clinic.booked.count == 1)
  }

  @Test("a load that is no save leaves the form on the stack: back returns to its review")
  func loadIsNoSave() async {
    let navigation = root(pets).then(visitForm(.review).load("Searching") { $0.reason.count }).then(booked)
    var driver = await FlowDriver(navigation, input: ["Biscuit"])
    await driver.send(["Biscuit", ""])
    await driver.send(":back")
    #expect(driver.page.title == "Book a visit for Biscuit")
  }
}
