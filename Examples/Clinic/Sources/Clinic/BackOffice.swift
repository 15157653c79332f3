import ConsoleFlow
import Foundation

/// What can be done for a pet, each action carrying the pet it was chosen for.
enum Action: Sendable {
  case book(Pet)
  case weigh(Pet)
  case archive(Pet)
}

/// A visit being booked: the vets on the rota are loaded before the form opens.
struct Booking: Sendable {
  let pet: Pet
  let vets: [String]
  var vet = ""
  var day: Date
  var reason = ""
}

enum BackOffice {
  static let chooseOwner = Screen<[Owner], Owner>.list(
    title: "Owners", rows: .input, label: \.name, detail: { $0.pets.count == 1 ? "1 pet" : "\($0.pets.count) pets" })

  static let choosePet = Screen<Owner, Pet>.table(
    title: .from { $0.name },
    columns: [
      TableColumn("Name", \.name), TableColumn("Species", \.species), TableColumn("kg") { .number($0.kilograms) },
    ],
    rows: .held { $0.pets }, key: "Name",
    preview: .lines { pet in
      pet.visits.isEmpty ? ["No visits yet."] : pet.visits.map { Page.Line("\(day($0.day)) \($0.vet): \($0.reason)") }
    })

  static let petMenu = Screen<Pet, Action>.menu(
    title: .from { $0.name }, choices: .from { [.book($0), .weigh($0), .archive($0)] },
    label: { action in
      switch action {
      case .book: "Book a visit"
      case .weigh: "Weigh"
      case .archive: "Archive"
      }
    })

  static let bookingForm = Navigation<Booking, Booking>.form(
    title: .from { "Book a visit for \($0.pet.name)" }, start: { $0 },
    fields: [
      .choice("Vet", \.vet, from: .from { $0.vets }, label: { $0 }),
      .date("Day", \.day) { day, _ in
        guard day >= Clinic.current.today().addingTimeInterval(-86_400) else { throw InvalidAnswer("A day to come.") }
      },
      .text("Reason", \.reason),
    ],
    check: { booking in if booking.reason.isEmpty { throw InvalidAnswer("Say what the visit is for.") } })

  static let book = load("Reading the rota") { (pet: Pet) in
    let vets = try Clinic.current.records().vets
    return Booking(pet: pet, vets: vets, vet: vets.first ?? "", day: Clinic.current.today())
  }
  .then(bookingForm)
  .save("Booking") { booking in
    try Clinic.current.update { records in
      records.change(booking.pet.name) {
        $0.visits.append(Visit(day: booking.day, vet: booking.vet, reason: booking.reason))
      }
    }
    return "\(booking.pet.name) sees \(booking.vet) on \(day(booking.day))."
  }

  static let weigh = root(
    Screen<Pet, Pet>.textPrompt(title: .from { "Weigh \($0.name)" }, question: "kg", default: { "\($0.kilograms)" }) {
      pet, text in
      guard let kilograms = Double(text), kilograms > 0, kilograms < pet.kilograms * 2 else {
        throw InvalidAnswer("\(pet.name) weighed \(pet.kilograms) kg: a weight above 0 and below twice that.")
      }
      return Pet(name: pet.name, species: pet.species, kilograms: kilograms, visits: pet.visits)
    }
  )
  .save("Saving the weight") { pet in
    try Clinic.current.update { records in records.change(pet.name) { $0.kilograms = pet.kilograms } }
    return "\(pet.name) weighs \(pet.kilograms) kg."
  }

  static let archive = root(
    Screen<Pet, Pet>.confirm(title: .from { "Archive \($0.name)" }, question: { "Archive \($0.name) and its visits" })
  )
  .save("Archiving") { pet in
    try Clinic.current.update { records in
      for owner in records.owners.indices { records.owners[owner].pets.removeAll { $0.name == pet.name } }
      records.archived.append(pet)
    }
    return "\(pet.name) is archived."
  }

  static let receipt = Screen<String, String>.detail(title: "Done", lines: { [$0] })

  static let bookCase = BranchCase("book", book >>> receipt)
  static let weighCase = BranchCase("weigh", weigh >>> receipt)
  static let archiveCase = BranchCase("archive", archive >>> receipt)

  /// The records read afresh, an owner, one of their pets, an action on it, its receipt:
  /// completes with the receipt's words.
  static let navigation: Navigation<Void, String> =
    (load("Reading the records") { try Clinic.current.records().owners } >>> chooseOwner >>> choosePet >>> petMenu)
    .branch(bookCase, weighCase, archiveCase) { action in
      switch action {
      case .book(let pet): bookCase(pet)
      case .weigh(let pet): weighCase(pet)
      case .archive(let pet): archiveCase(pet)
      }
    }

  static func day(_ date: Date) -> String { date.formatted(.iso8601.year().month().day()) }
}
