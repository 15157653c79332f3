@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

private let lines = ["alpha one", "beta", "alpine two", "gamma", "alps three"]
private let chooseLines = Screen<[String], [String]>.markedList(title: "Pick", label: { $0 })
private let traits = Traits(width: 60, height: 12)

@Suite("A list that chooses several: marks that outlive the filter, done takes them")
struct MarkedListScreenTests {
  @Test("text filters, numbers mark items of the view, done yields the marked in input order")
  func marksOutliveTheFilter() async {
    var driver = await FlowDriver(root(chooseLines), input: lines, strict: false)
    #expect(driver.labels.first == "[ ] alpha one")
    await driver.send("alp")
    #expect(driver.page.status == "1–3 of 3 matching \"alp\" (5 in all), 0 marked")
    await driver.send("3,1")
    #expect(driver.labels.filter { $0.hasPrefix("[x]") }.count == 2)
    await driver.send("/")
    #expect(driver.page.status == "1–5 of 5, 2 marked", "the filter cleared, the marks kept")
    await driver.send("done")
    let taken = driver.results.first ?? []
    #expect(taken.count == 2)
    #expect(taken == lines.filter(taken.contains), "in input order")
  }

  @Test("done with nothing marked takes the first item of the view, done N item N; none matching, none")
  func doneWithoutMarks() async {
    var first = await FlowDriver(root(chooseLines), input: lines, strict: false)
    await first.send(["gam", "done"])
    #expect(first.results == [["gamma"]])
    var second = await FlowDriver(root(chooseLines), input: lines, strict: false)
    await second.send(["alp", "done 2"])
    #expect(second.results.count == 1)
    #expect(second.results.first?.count == 1)
    var none = await FlowDriver(root(chooseLines), input: lines, strict: false)
    await none.send(["zzz", "done"])
    #expect(none.results.isEmpty)
    #expect(none.rejections.map(\.kind) == [.noSuchItem])
  }

  @Test("all marks what the filter shows, none clears every mark")
  func allAndNone() async {
    var driver = await FlowDriver(root(chooseLines), input: lines, strict: false)
    await driver.send(["alp", "all", "/"])
    #expect(driver.page.status == "1–5 of 5, 3 marked")
    await driver.send(["none", "done"])
    #expect(driver.results == [["alpha one"]], "nothing marked: the first item")
  }

  @Test("live narrowing: Tab marks under the cursor and moves on; marks survive a new query and a redraw")
  func tabMarksLive() {
    let flow = Flow(root(chooseLines), input: lines, traits: traits)
    var live = LiveNarrowing<[String]>(reading: .query)
    _ = live.typed("al", on: flow)
    let marked = [live.toggleMark(thenMove: 1), live.toggleMark(thenMove: 1)]
    #expect(marked == [true, true])
    #expect(live.page(on: flow).status?.hasSuffix("2 marked") == true)
    _ = live.typed("", on: flow)
    #expect(live.page(on: flow).status == "1–5 of 5, 2 marked")
    live.refilter(on: flow)
    #expect(live.page(on: flow).status == "1–5 of 5, 2 marked", "a redraw keeps the marks")
    #expect(live.choice?.line == "done 1", "Enter takes the marks, or the item under the cursor")
  }

  @Test("Tab on a list that chooses one item only moves the cursor")
  func tabOnAListOfOne() {
    let flow = Flow(
      root(Screen<[String], String>.list(title: "Pick", rows: .input, label: { $0 })), input: lines, traits: traits)
    var live = LiveNarrowing<String>(reading: .query)
    _ = live.typed("al", on: flow)
    let marked = live.toggleMark(thenMove: 1)
    #expect(!marked)
    #expect(live.choice?.line == "1")
  }

  @Test("where a line is only a query, pages name the keys that leave, not the commands")
  func queryPagesNameKeys() async {
    var queryTraits = traits
    queryTraits.typing = .query
    let flow = Flow(root(chooseLines), input: lines, traits: queryTraits).step("zzz").flow
    #expect(flow.page.body.map(\.text) == ["No items match \"zzz\"."])
    let commands = Flow(root(chooseLines), input: lines, traits: traits).step("zzz").flow
    #expect(commands.page.body.map(\.text) == ["No items match \"zzz\". / alone clears the filter."])
    var deadEnd = Page(title: "Loading")
    deadEnd.isDeadEnd = true
    #expect(deadEnd.render(for: queryTraits).last == "Esc leaves.")
    #expect(deadEnd.render(for: traits).last == ":quit leaves.")
  }
}
