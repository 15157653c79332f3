@_spi(Interpreter) import ConsoleFlow
import PropertyBased
import TestSupport
import Testing

/// Scripts mixing every kind of input: numbers in and out of range, names, filters, paging,
/// navigation commands and nonsense.
private let vocabulary = [
  "1", "2", "3", "7", "12", "99", "0", ":next", ":prev", ">", "<", "/1", "/2", "/", "/zz", "..", ":back",
  "~", ":home", "?", "Item 1", "item 2", "Item", "xyz", ":bogus", "\\:back", "",
]
private let scripts = Gen<String?>.element(of: vocabulary).map { $0 ?? "" }.array(of: 0...16)
private let sizes = Gen.int(in: 0...40)

private func items(_ count: Int) -> [Int] { Array(1...max(count, 1)).prefix(count).map { $0 } }
private let traits = Traits(width: 60, height: 8)

private let chooseItem = Screen<[Int], Int>.list(title: "Items", rows: .input, label: { "Item \($0)" })
private let chooseMore = Screen<[Int], Int>.list(
  title: .from { "\($0.count) more" }, rows: .input, label: { "Item \($0)" })
private let chooseLabel = Screen<[String], String>.list(title: "Parts", rows: .input, label: { $0 })
private let showItem = chooseLabel.pullback { (numbers: [Int]) in numbers.map { "Part \($0)" } }

@Suite("Laws of screens and navigations")
struct LawTests {
  @Test("Screen.map with the identity changes nothing")
  func screenMapIdentity() async {
    await propertyCheck(input: sizes, scripts) { size, script in
      let plain = Flow(root(chooseItem), input: items(size), traits: traits)
      let mapped = Flow(root(chooseItem.map { $0 }), input: items(size), traits: traits)
      #expect(observe(plain, script) == observe(mapped, script))
    }
  }

  @Test("Screen.map composes: map(f).map(g) is map(g ∘ f)")
  func screenMapComposition() async {
    let f: @Sendable (Int) -> Int = { $0 * 3 }
    let g: @Sendable (Int) -> String = { "<\($0)>" }
    await propertyCheck(input: sizes, scripts) { size, script in
      let twice = Flow(root(chooseItem.map(f).map(g)), input: items(size), traits: traits)
      let once = Flow(root(chooseItem.map { g(f($0)) }), input: items(size), traits: traits)
      #expect(observe(twice, script) == observe(once, script))
    }
  }

  @Test("Screen.pullback composes with the identity and with functions")
  func screenPullback() async {
    await propertyCheck(input: sizes, scripts) { size, script in
      let plain = Flow(root(chooseItem), input: items(size), traits: traits)
      let identity = Flow(root(chooseItem.pullback { (x: [Int]) in x }), input: items(size), traits: traits)
      let adapted = Flow(root(chooseItem.pullback(items)), input: size, traits: traits)
      #expect(observe(plain, script) == observe(identity, script))
      #expect(observe(plain, script) == observe(adapted, script))
    }
  }

  @Test("Navigation.map with the identity changes nothing, deep in the stack too")
  func navigationMapIdentity() async {
    await propertyCheck(input: sizes, scripts) { size, script in
      let base = root(chooseItem).map(items) >>> chooseMore
      let plain = Flow(base, input: items(size), traits: traits)
      let mapped = Flow(base.map { $0 }, input: items(size), traits: traits)
      #expect(observe(plain, script) == observe(mapped, script))
    }
  }

  @Test("Navigation.map composes")
  func navigationMapComposition() async {
    let f: @Sendable (Int) -> [Int] = items
    let g: @Sendable ([Int]) -> Int = { $0.count * 2 }
    await propertyCheck(input: sizes, scripts) { size, script in
      let twice = Flow(root(chooseItem).map(f).map(g), input: items(size), traits: traits)
      let once = Flow(root(chooseItem).map { g(f($0)) }, input: items(size), traits: traits)
      #expect(observe(twice, script) == observe(once, script))
    }
  }

  @Test(">>> is associative: (a >>> b) >>> c acts as a.then(root(b) >>> c)")
  func composeAssociative() async {
    let a = root(chooseItem).map(items)
    let b = chooseMore.map(items)
    await propertyCheck(input: sizes, scripts) { size, script in
      let left = Flow((a >>> b) >>> showItem, input: items(size), traits: traits)
      let right = Flow(a.then(root(b) >>> showItem), input: items(size), traits: traits)
      #expect(observe(left, script) == observe(right, script))
    }
  }

  @Test("back after a push restores exactly the previous page, filter and page position included")
  func backRestoresThePreviousPage() async {
    let flow = Flow(root(chooseItem).map(items) >>> chooseMore, input: items(40), traits: traits)
    let moves = Gen<String?>.element(of: [":next", ":prev", "/1", "/2", "/", "/3"]).map { $0 ?? "" }.array(of: 0...8)
    await propertyCheck(input: moves, Gen.int(in: 1...4)) { moves, pick in
      let before = flow.steps(moves).flow
      let pushed = before.step(String(before.page.items[pick % before.page.items.count].number)).flow
      #expect(pushed.depth == 2)
      let back = pushed.step(":back").flow
      #expect(shownWithoutMessage(back) == shownWithoutMessage(before))
      #expect(back.depth == 1)
    }
  }

  @Test("home from any depth shows the root page")
  func homeShowsTheRootPage() async {
    let deep = root(chooseItem).map(items) >>> chooseMore.map(items) >>> chooseMore.map(items) >>> chooseMore
    let flow = Flow(deep, input: items(30), traits: traits)
    let rootMoves = Gen<String?>.element(of: [":next", ":prev", "/1", "/2", "/", "/zz"]).map { $0 ?? "" }.array(
      of: 0...6)
    await propertyCheck(input: rootMoves, Gen.int(in: 0...3), scripts) { moves, depth, script in
      let atRoot = flow.steps(moves).flow
      let pushed = atRoot.steps(Array(repeating: "1", count: depth)).flow
      #expect(shownWithoutMessage(pushed.step(":home").flow) == shownWithoutMessage(atRoot))

      let wandered = pushed.steps(script).flow
      let home = wandered.step(":home").flow
      let backs = wandered.steps(Array(repeating: ":back", count: wandered.depth - 1)).flow
      #expect(home.depth == 1)
      #expect(shownWithoutMessage(home) == shownWithoutMessage(backs))
    }
  }
}

/// The page a list shows once its message is gone: a message takes rows from the list, so the
/// page is compared as a blank line (which a list ignores) leaves it, not with the message cut out.
private func shownWithoutMessage<Output>(_ flow: Flow<Output>) -> Page {
  var page = flow.step("").flow.page
  page.message = nil
  return page
}
