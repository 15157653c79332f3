import ConsoleFlow
import Synchronization

// Small flows for the explorer's tests, each clean or with one defect planted, as a flow's
// author could write them by mistake.

/// An item of the small flows: a name and what it holds.
struct Item: Sendable, Equatable {
  let name: String
  var parts: [String] = []
}

let items = [
  Item(name: "Anvil", parts: ["handle", "head"]), Item(name: "Bellows", parts: []),
  Item(name: "Chisel", parts: ["blade"]), Item(name: "Drill", parts: ["bit", "chuck", "motor"]),
]

let chooseItem = Screen<[Item], Item>.list(title: "Items", rows: .input, label: { $0.name })
let choosePart = Screen<[String], String>.list(title: "Parts", rows: .input, label: { $0 })
let noParts = Screen<Item, Never>.notice(title: .from { $0.name }, lines: { _ in ["No parts."] })

/// A clean flow with a branch: items with parts open them, an item with none says so.
let itemsOrNone: Navigation<[Item], String> = root(chooseItem).branch(on: { $0.parts.isEmpty ? Holds.none : .parts }) {
  switch $0 {
  case .parts: root(choosePart.pullback { $0.parts })
  case .none: root(noParts)
  }
}

/// The cases of the branches: what an item holds.
enum Holds: String, CaseIterable, Sendable {
  case parts
  case none = "no parts"
}

/// Something a planted defect throws.
struct Broken: Error, CustomStringConvertible {
  let description: String
}

/// A clock a test moves: a load's work advances it, so a step "takes" that long.
final class MovedClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    let offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let time = Mutex(Duration.zero)
  var now: Instant { Instant(offset: time.withLock { $0 }) }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws { advance(by: now.duration(to: deadline)) }
  func advance(by duration: Duration) { time.withLock { $0 += duration } }
}

/// A screen whose state is a shared object its commands change: going back does not show what
/// was there, the defect value types prevent.
final class Counter: @unchecked Sendable {
  var count = 0
}

func countingScreen() -> Screen<[Item], Item> {
  Screen(
    title: .from { _ in "Counting" }, state: { items in (Counter(), items) },
    page: { state, _ in
      var page = Page(title: "Counting", body: ["Seen \(state.0.count) times."])
      page.items = state.1.enumerated().map { Page.Item(number: $0.offset + 1, label: $0.element.name) }
      return page
    },
    receive: { state, command, _ in
      state.0.count += 1
      guard case .entry(let text) = command, let number = Int(text), state.1.indices.contains(number - 1) else {
        return .reject("Type a number.")
      }
      return .yield(state.1[number - 1])
    }
  ).named("Counting")
}
