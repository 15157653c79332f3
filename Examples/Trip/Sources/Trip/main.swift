import ConsoleFlow
import ConsoleFlowREPL

struct Country: Sendable {
  let name: String
  let cities: [String]
}

struct Trip: Sendable, Equatable {
  let country: String
  let city: String
}

enum Planner {
  static let countries = [
    Country(name: "France", cities: ["Lyon", "Marseille", "Paris"]),
    Country(name: "Japan", cities: ["Kyoto", "Osaka", "Tokyo"]),
    Country(name: "Peru", cities: ["Cusco", "Lima"]),
  ]

  static let chooseCountry = Screen<[Country], Country>.list(title: "Countries", rows: .input, label: { $0.name })
  static let chooseCity = Screen<[String], String>.list(title: "Cities", rows: .input, label: { $0 })
  static let confirmTrip = Screen<Trip, Trip>.confirm(
    title: "Confirm", question: { "Book \($0.city), \($0.country)" })
  static let booked = Screen<Trip, Trip>.detail(
    title: "Booked", lines: { ["\($0.city), \($0.country): booked."] })

  /// A country, one of its cities, a confirm, the booking shown: completes with the trip.
  static let navigation =
    root(chooseCountry)
    >>> chooseCity.pullback { $0.cities }.carryingInput().map { Trip(country: $0.input.name, city: $0.output) }
    >>> confirmTrip
    >>> booked
}

let trip = try await REPL(name: "trip").run(Planner.navigation, input: Planner.countries)  // nil if the user quit
if let trip { print("Have a good time in \(trip.city).") }
