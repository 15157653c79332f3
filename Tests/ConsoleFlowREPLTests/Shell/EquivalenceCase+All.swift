@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import Testing

/// An artist and the albums the catalog has of theirs.
private struct Artist: Sendable {
  var name: String
  var albums: [String]
}

private let artists = [
  Artist(name: "AC/DC", albums: ["Back in Black", "Highway to Hell"]),
  Artist(name: "Aerosmith", albums: ["Big Ones"]),
  Artist(name: "Led Zeppelin", albums: ["IV", "Houses of the Holy", "Physical Graffiti"]),
  Artist(name: "Iron Maiden", albums: ["Killers", "Powerslave"]),
]

/// The model example: an artist, then one of their albums, the same list screen twice.
private let music =
  root(Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: \.name)).map { $0.albums }
  >>> Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })

/// A pet and how often it came.
private struct Pet: Sendable, CustomStringConvertible {
  var name: String
  var visits: Int
  var description: String { name }
}

private let pets = Screen<[Pet], Pet>.table(
  title: "Pets",
  columns: [TableColumn("Name") { .text($0.name) }, TableColumn("Visits") { .integer($0.visits) }], rows: .input)

/// Pets with ids: a number typed names a row's key, `#N` its position.
private let keyedPets = Screen<[Pet], Pet>.table(
  title: "Pets",
  columns: [TableColumn("Id") { .integer($0.visits) }, TableColumn("Name") { .text($0.name) }], rows: .input, key: "Id")
private let petsById = [Pet(name: "Rex", visits: 10), Pet(name: "Tom", visits: 3), Pet(name: "Kit", visits: 20)]

private let effects = Screen<[String], [String]>.multiSelect(
  title: .from { _ in "Effects" }, choices: .from { $0 }, chosen: { _ in [0] }, label: { $0 })

private let marked = Screen<[String], [String]>.markedList(title: "Lines", label: { $0 })

/// A dream whose fields hold values before the form opens.
private struct Dream: Sendable, Equatable, CustomStringConvertible {
  var creature = "owl"
  var effects = ["Flying", "Lucid"]
  var description: String { "\(creature) \(effects)" }
}

private let dream = Navigation<Void, Dream>.form(
  title: .from { _ in "Edit dream" }, start: { _ in Dream() },
  fields: [
    .choice("Creature", \.creature, from: ["none", "owl", "fox"], label: { $0 }),
    .choices("Effects", \.effects, from: ["Flying", "Falling", "Lucid"], label: { $0 }),
  ])

/// The same form on a dream whose creature is one the menu does not list (a newer version's).
private let unlistedDream = Navigation<Void, Dream>.form(
  title: .from { _ in "Edit dream" }, start: { _ in Dream(creature: "phoenix") },
  fields: [
    .choice("Creature", \.creature, from: ["none", "owl", "fox"], label: { $0 }),
    .choices("Effects", \.effects, from: ["Flying", "Falling", "Lucid"], label: { $0 }),
  ])

/// What to do with a name, each action asking what it needs.
private enum Action: Sendable { case rename, delete }

private let actions =
  root(Screen<String, Action>.menu(title: .from { $0 }, choices: [.rename, .delete], label: { "\($0)".capitalized }))
  .branch { action in
    switch action {
    case .rename:
      root(
        Screen<Action, String>.textPrompt(
          title: .from { _ in "Rename" }, question: "New name", parse: { "renamed \($0)" }))
    case .delete:
      root(Screen<Action, Bool>.yesNo(title: .from { _ in "Delete" }, question: "Delete it?")).map { "deleted \($0)" }
    }
  }

extension EquivalenceCase {
  static let all: [EquivalenceCase] = [
    EquivalenceCase(
      "numbers on two lists", Flow(music, input: artists), acts: [.line("2"), .line("1")], expected: ["Big Ones"]),
    EquivalenceCase(
      "a name, back, another name", Flow(music, input: artists),
      acts: [.line("Led Zeppelin"), .line(":back"), .line("AC/DC"), .line("2")], expected: ["Highway to Hell"]),
    EquivalenceCase(
      "a filter, then a match and a position", Flow(music, input: artists),
      acts: [.line("/zep"), .line("1"), .line("#3")], expected: ["Physical Graffiti"]),
    EquivalenceCase(
      "home from a second screen", Flow(music, input: artists),
      acts: [.line("4"), .line(":home"), .line("1"), .line("1")], expected: ["Back in Black"]),
    EquivalenceCase(
      "a query, the cursor down, Enter", Flow(music, input: artists),
      acts: [.type("e"), .cursor(1), .line(""), .line("1")], expected: ["Killers"]),
    EquivalenceCase(
      "a table sorted, its first row",
      Flow(root(pets), input: [Pet(name: "Rex", visits: 2), Pet(name: "Tom", visits: 9)]),
      acts: [.line(":sort -visits"), .line("#1")], expected: ["Tom"]),
    EquivalenceCase(
      "a key typed on a table", Flow(root(keyedPets), input: petsById), acts: [.line("3")], expected: ["Tom"]),
    EquivalenceCase(
      "a position on a keyed table", Flow(root(keyedPets), input: petsById), acts: [.line("#3")], expected: ["Kit"]),
    EquivalenceCase(
      "a multi-select toggled, then done", Flow(root(effects), input: ["Flying", "Falling", "Lucid"]),
      acts: [.line("3"), .line("1"), .line("2"), .line("done")], expected: ["[\"Falling\", \"Lucid\"]"]),
    EquivalenceCase(
      "a multi-select kept by Enter", Flow(root(effects), input: ["Flying", "Falling", "Lucid"]),
      acts: [.line("")], expected: ["[\"Flying\"]"]),
    EquivalenceCase(
      "marks, then Enter alone", Flow(root(marked), input: ["one", "two", "three"]),
      acts: [.line("1,3"), .line("")], expected: ["[\"one\", \"three\"]"]),
    EquivalenceCase(
      "a form's values kept by Enter", Flow(dream, input: ()), acts: [.line(""), .line(""), .line("")],
      expected: ["owl [\"Flying\", \"Lucid\"]"]),
    EquivalenceCase(
      "a value the menu does not list, kept by Enter", Flow(unlistedDream, input: ()),
      acts: [.line(""), .line(""), .line("")], expected: ["phoenix [\"Flying\", \"Lucid\"]"]),
    EquivalenceCase(
      "a form's values chosen", Flow(dream, input: ()), acts: [.line("3"), .line("2"), .line("")],
      expected: ["fox [\"Falling\"]"]),
    EquivalenceCase(
      "a form's choice turned on", Flow(dream, input: ()), acts: [.line("none"), .line("+2"), .line(""), .line("")],
      expected: ["none [\"Flying\", \"Falling\", \"Lucid\"]"]),
    EquivalenceCase(
      "a menu, then a prompt", Flow(actions, input: "Ozzy"), acts: [.line("Rename"), .line("Ozzy Osbourne")],
      expected: ["renamed Ozzy Osbourne"]),
    EquivalenceCase(
      "a menu, then a question", Flow(actions, input: "Ozzy"), acts: [.line("2"), .line("yes")],
      expected: ["deleted true"]),
  ]
}

/// Flows whose explorer's paths, at its default depth, run in every presenter.
extension ExploredFlow {
  static let all: [ExploredFlow] = [
    ExploredFlow("two lists", music, input: artists),
    ExploredFlow("a sortable table", root(pets), input: [Pet(name: "Rex", visits: 2), Pet(name: "Tom", visits: 9)]),
    ExploredFlow("a keyed table", root(keyedPets), input: petsById),
    ExploredFlow("a multi-select", root(effects), input: ["Flying", "Falling", "Lucid"]),
    ExploredFlow("a list of marks", root(marked), input: ["one", "two", "three"]),
    ExploredFlow("a form", dream, input: ()),
    ExploredFlow("a menu, a prompt and a question", actions, input: "Ozzy"),
  ]
}
