import ConsoleFlow
import ConsoleFlowFiles
import Foundation

struct Visit: Codable, Sendable, Equatable {
  var day: Date
  var vet: String
  var reason: String
}

struct Pet: Codable, Sendable, Equatable {
  var name: String
  var species: String
  var kilograms: Double
  var visits: [Visit] = []
}

struct Owner: Codable, Sendable, Equatable {
  var name: String
  var pets: [Pet]
}

/// The clinic's records: its owners and their pets, the vets on the rota, the pets archived.
struct Records: Codable, Sendable, Equatable {
  var owners: [Owner]
  var vets: [String]
  var archived: [Pet] = []

  static let firstDay = Records(
    owners: [
      Owner(name: "Ana Lima", pets: [Pet(name: "Biscuit", species: "dog", kilograms: 12.5)]),
      Owner(name: "Tom Reed", pets: [Pet(name: "Miso", species: "cat", kilograms: 4.2)]),
    ],
    vets: ["Dr Okafor", "Dr Berg"])

  /// Changes the pet called `name` wherever it is (`nil` archives it).
  mutating func change(_ name: String, _ change: (inout Pet) -> Void) {
    for owner in owners.indices {
      for pet in owners[owner].pets.indices where owners[owner].pets[pet].name == name {
        change(&owners[owner].pets[pet])
      }
    }
  }
}

/// Where the records are kept (a JSON file replaced whole, locked, unknown fields kept) and what
/// day it is: the app's own, or a test's temporary file and fixed day.
struct Clinic: EnvironmentValue {
  var file = JSONFile<Records>(path: "clinic.json")
  var today: @Sendable () -> Date = { Date() }
  static var defaultValue: Clinic { Clinic() }

  func records() throws -> Records { try file.read() ?? .firstDay }
  func update(_ change: (inout Records) -> Void) throws {
    try file.update { records in
      var records = records ?? .firstDay
      change(&records)
      return records
    }
  }
}
