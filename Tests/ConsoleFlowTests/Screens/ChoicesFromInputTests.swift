import ConsoleFlow
import ConsoleFlowTesting
import Testing

// A form's choices and a menu's made from what the screen is given (data a load read before it),
// with the same field and menu types as fixed choices.

private struct Pet: Sendable, Equatable {
  let name: String
}

private struct Visit: Sendable, Equatable {
  let pet: Pet
  let vets: [String]
  var vet = ""
  var helpers: [String] = []
}

private enum PetAction: Sendable, Equatable {
  case book(Pet)
  case weigh(Pet)
}

private let visitForm = Navigation<(pet: Pet, vets: [String]), Visit>.form(
  title: .from { "Book a visit for \($0.pet.name)" },
  start: { Visit(pet: $0.pet, vets: $0.vets, vet: $0.vets.first ?? "") },
  fields: [
    .choice("Vet", \.vet, from: .from { $0.vets }, label: { $0 }),
    .choices("Helpers", \.helpers, from: .from { visit in visit.vets.filter { $0 != visit.vet } }, label: { $0 }),
  ])

/// The vets a clinic has today, as a load reads them: a different list on each day.
private func vetsToday(_ pet: Pet) -> [String] { pet.name == "Biscuit" ? ["Ada", "Bo", "Cy"] : ["Dee"] }

private let booking: Navigation<Pet, Visit> = load("Reading the rota") { pet in (pet: pet, vets: vetsToday(pet)) }
  .then(visitForm)

@Suite("Choices from the input")
struct ChoicesFromInputTests {
  @Test("a form's choice lists what its input loaded, by number and by name; a later field reads the earlier")
  func formChoicesFromLoadedData() async {
    var driver = await FlowDriver(booking, input: Pet(name: "Biscuit"))
    #expect(driver.page.title == "Vet" && driver.labels == ["Ada", "Bo", "Cy"])
    await driver.send("bo")
    #expect(driver.page.title == "Helpers" && driver.page.items.map(\.label) == ["[ ] Ada", "[ ] Cy"])
    await driver.send(["2", ""])
    #expect(
      driver.results == [Visit(pet: Pet(name: "Biscuit"), vets: ["Ada", "Bo", "Cy"], vet: "Bo", helpers: ["Cy"])])
  }

  @Test("another input offers other choices from the same form, and refuses a name it lacks")
  func otherInputOtherChoices() async {
    var driver = await FlowDriver(booking, input: Pet(name: "Rex"), strict: false)
    #expect(driver.labels == ["Dee"])
    await driver.send("Ada")
    #expect(driver.page.title == "Vet" && driver.page.message == "Vet: type 1 to 1, or a name: Dee.")
  }

  @Test("a menu's choices made from its input carry it to the screens after")
  func menuCarriesItsInput() async {
    let menu = Screen<Pet, PetAction>.menu(
      title: .from { $0.name }, choices: .from { pet in [.book(pet), .weigh(pet)] },
      label: { action in
        switch action {
        case .book: "Book a visit"
        case .weigh: "Weigh"
        }
      })
    var driver = await FlowDriver(root(menu), input: Pet(name: "Biscuit"))
    #expect(driver.page.title == "Biscuit" && driver.labels == ["Book a visit", "Weigh"])
    await driver.send("weigh")
    #expect(driver.results == [.weigh(Pet(name: "Biscuit"))])
  }
}
