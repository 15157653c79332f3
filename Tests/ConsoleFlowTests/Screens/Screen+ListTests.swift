@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

private let names = SampleCatalog.names
private let chooseName = Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 })
private let start = Flow(root(chooseName), input: names)

/// What one line does on the artist list: the name it selects, or the message it shows.
private func outcome(_ lines: String...) -> (selected: String?, message: String?) {
  let (flow, effects) = start.steps(lines)
  if case .completed(let name) = effects.last { return (name, nil) }
  return (nil, flow.page.message)
}

@Suite("The generic list screen")
struct ListScreenTests {
  @Test("a number selects that item of the current view")
  func number() async {
    #expect(outcome("1").selected == "AC/DC")
    #expect(outcome("275").selected == names[274])
  }

  @Test("a number out of range says so and stays")
  func numberOutOfRange() async {
    let result = outcome("276")
    #expect(result.selected == nil)
    #expect(result.message == "There is no item 276: the items are numbered 1 to 275.")
  }

  @Test("label matching ignores case and accents")
  func foldsCaseAndAccents() async {
    #expect(outcome("motorhead").selected == "Motörhead")
    #expect(outcome("MÖTLEY CRÜE").selected == "Mötley Crüe")
    #expect(outcome("antonio carlos jobim").selected == "Antônio Carlos Jobim")
    #expect(outcome("legiao urbana").selected == "Legião Urbana")
  }

  @Test("an exact label wins over a prefix")
  func exactWinsOverPrefix() async {
    #expect(outcome("Vinícius De Moraes").selected == "Vinícius De Moraes")
    #expect(outcome("vinicius de moraes").selected == "Vinícius De Moraes")
    #expect(outcome("AC/DC").selected == "AC/DC")
  }

  @Test("a unique prefix or substring selects")
  func uniquePrefixOrSubstring() async {
    #expect(outcome("Iron Mai").selected == "Iron Maiden")
    #expect(outcome("Dread").selected == "Dread Zeppelin")
    #expect(outcome("Zeppelin").message?.hasPrefix("\"Zeppelin\" matches 2 items") == true)
    #expect(outcome("Girlschool").selected == "Motörhead & Girlschool")
  }

  @Test("an ambiguous name lists the candidates with their numbers and stays")
  func ambiguous() async throws {
    let result = outcome("Vinícius")
    #expect(result.selected == nil)
    let message = try #require(result.message)
    #expect(message.hasPrefix("\"Vinícius\" matches 5 items"))
    #expect(message.contains("  75  Vinicius, Toquinho & Quarteto Em Cy"), "accents are ignored")
    #expect(message.contains("  71  Vinícius De Moraes & Baden Powell"))
    #expect(message.contains("  74  Vinícius E Odette Lara"))
    #expect(!message.contains("Toquinho & Vinícius"), "prefixes come before substrings")
  }

  @Test("no match says so and stays")
  func noMatch() async {
    let result = outcome("Zzyzx")
    #expect(result.selected == nil)
    #expect(result.message == "Nothing is called \"Zzyzx\". Type a number, a name, or /Zzyzx to filter.")
  }

  @Test("labels that look like commands stay selectable by name")
  func commandLikeLabels() async {
    #expect(outcome("BackBeat").selected == "BackBeat")
    #expect(outcome("backbeat").selected == "BackBeat")
    let albums = SampleCatalog.artists.flatMap(\.albums)
    let chooseAlbum = Flow(
      root(Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })), input: albums)
    guard case .completed(let album) = chooseAlbum.steps(["Back to Black"]).effects.last else {
      Issue.record("Back to Black was not selected")
      return
    }
    #expect(album == "Back to Black")
  }

  @Test("a literal backslash selects an item named like a command")
  func literalCommandName() async {
    let flow = Flow(root(chooseName), input: ["..", ":back", "~"])
    guard case .completed(let name) = flow.step("\\:back").effect else {
      Issue.record("\\:back did not select")
      return
    }
    #expect(name == ":back")
  }

  @Test("filtering by substring keeps matches, says how many, and numbers refer to the filtered view")
  func filterBySubstring() async throws {
    let filtered = start.step("/mot").flow
    let page = filtered.page
    #expect(page.items.prefix(4).map(\.label) == ["Motörhead", "Mötley Crüe", "Motörhead & Girlschool", "Ed Motta"])
    #expect(page.items.map(\.number).prefix(3) == [1, 2, 3])
    let status = try #require(page.status)
    #expect(status.hasSuffix("matching \"mot\" (275 in all)"))
    guard case .completed(let name) = filtered.step("2").effect else {
      Issue.record("2 did not select in the filtered view")
      return
    }
    #expect(name == "Mötley Crüe")
  }

  @Test("within a filter a name is matched among its matches only, numbered as the view shows them")
  func namesWithinAFilter() throws {
    let labels = ["Queen", "Led Zeppelin", "Dread Zeppelin", "Zen Pop", "Zeppelin Tribute"]
    let filtered = Flow(root(chooseName), input: labels).step("/zep").flow
    #expect(filtered.page.items.map(\.label) == ["Zeppelin Tribute", "Led Zeppelin", "Dread Zeppelin", "Zen Pop"])
    for (name, chosen) in [("tribute", "Zeppelin Tribute"), ("zen p", "Zen Pop"), ("dread zeppelin", "Dread Zeppelin")]
    {
      guard case .completed(let selected) = filtered.step(name).effect else {
        Issue.record("\(name) selected nothing")
        continue
      }
      #expect(selected == chosen)
    }
    #expect(filtered.step("queen").flow.rejection?.kind == .noSuchName, "not among the matches")
    let message = try #require(filtered.step("ppelin").flow.page.message)
    #expect(message.hasPrefix("\"ppelin\" matches 3 items"))
    #expect(message.contains("  1  Zeppelin Tribute"), "numbered as the view shows it")
  }

  @Test("fuzzy filtering finds letters in order after the substring matches")
  func fuzzyFilter() async {
    let page = start.step("/mtrhd").flow.page
    #expect(page.items.map(\.label).contains("Motörhead"))
    let exactFirst = start.step("/zeppelin").flow.page
    #expect(exactFirst.items.first?.label == "Led Zeppelin")
  }

  @Test("a slash alone clears the filter")
  func clearFilter() async {
    let page = start.steps(["/mot", "/"]).flow.page
    #expect(page.status == "1–20 of 275")
  }

  @Test("a filter that matches nothing says so and offers to clear it")
  func filterWithoutMatches() async {
    let page = start.step("/qqqq").flow.page
    #expect(page.items.isEmpty)
    #expect(page.status == "0 of 275 match \"qqqq\"")
    #expect(page.body == ["No items match \"qqqq\". / alone clears the filter."])
  }

  @Test("paging shows one page at a time with its range")
  func paging() async {
    #expect(start.page.status == "1–20 of 275")
    #expect(start.page.items.count == 20)
    let second = start.step(":next").flow.page
    #expect(second.status == "21–40 of 275")
    #expect(second.items.first?.number == 21)
    let last = start.steps(Array(repeating: ">", count: 13)).flow.page
    #expect(last.status == "261–275 of 275")
    #expect(start.steps(Array(repeating: ">", count: 14)).flow.page.message == "This is the last page.")
    #expect(start.step(":prev").flow.page.message == "This is the first page.")
    #expect(start.steps([">", ">", "<"]).flow.page.status == "21–40 of 275")
  }

  @Test("the page height comes from the traits")
  func pageHeightFromTraits() async {
    let short = Flow(root(chooseName), input: names, traits: Traits(height: 10))
    #expect(short.page.status == "1–6 of 275")
  }

  @Test("an empty list says nothing is here and offers back, never a dead end")
  func emptyList() async {
    let nested = root(chooseName).map { _ in [String]() } >>> chooseName
    let flow = Flow(nested, input: names).step("1").flow
    #expect(flow.depth == 2)
    #expect(flow.page.body == ["Nothing here."])
    #expect(flow.page.render(for: Traits()).suffix(2) == ["Nothing here.", ":back goes back."])
    #expect(flow.step("1").flow.page.message == "Nothing here to choose.")
    #expect(flow.step(":back").flow.depth == 1)
    let emptyRoot = Flow(root(chooseName), input: [])
    #expect(emptyRoot.page.render(for: Traits()).last == ":quit leaves.")
  }

  @Test("labels from data are escaped for the terminal, never sent raw; a tab shows as spaces to its stop")
  func terminalSafeLabels() async {
    let hostile = ["Red\u{1B}[31mAlert", "Tab\there", "Bell\u{07}", "Evil\u{202E}txt.exe"]
    let lines = Flow(root(chooseName), input: hostile).page.render(for: Traits())
    #expect(lines.contains("  1  Red\\e[31mAlert"))
    #expect(lines.contains("  2  Tab     here"))
    #expect(lines.contains("  3  Bell\\u{7}"))
    #expect(lines.contains("  4  Evil\\u{202E}txt.exe"))
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
  }

  @Test("a detail column lines up beside the labels")
  func detailColumn() async {
    let withCounts = Screen<[SampleCatalog.Artist], SampleCatalog.Artist>.list(
      title: "Artists", rows: .input, label: { $0.name }, detail: { "\($0.albums.count) albums" })
    let lines = Flow(root(withCounts), input: SampleCatalog.artists).page.render(for: Traits())
    let details = lines[2...].map { $0.range(of: " albums")?.lowerBound.utf16Offset(in: $0) }
    #expect(lines[2].hasPrefix("   1  AC/DC   ") && lines[2].hasSuffix("2 albums"))
    #expect(Set(details).count == 1, "the detail column starts at one column on every row")
  }

  @Test("digits choose the item of that number on the page, else the item they name whole (a key), else refuse")
  func digitsAreNumbersThenKeys() async {
    let years = ["1984", "Zero", "0 and more", "2"]
    let choose = Screen<[String], String>.list(title: "Years", rows: .input, label: { $0 })
    var driver = await FlowDriver(root(choose), input: years, strict: false)
    await driver.send("0")
    #expect(driver.page.message == "There is no item 0: the items are numbered 1 to 4.")
    await driver.send("198")
    #expect(driver.page.message == "There is no item 198: the items are numbered 1 to 4.", "never a part of a name")
    await driver.send("99999999999999999999999")
    #expect(driver.page.message == "There is no item 99999999999999999999999: the items are numbered 1 to 4.")
    await driver.send("2")
    #expect(driver.results == ["Zero"], "the number on the page comes before a label made of digits")
    var keyed = await FlowDriver(root(choose), input: years, strict: false)
    await keyed.send("1984")
    #expect(keyed.results == ["1984"], "a label made of digits chooses its item wherever it stands")
    var padded = await FlowDriver(root(choose), input: years, strict: false)
    await padded.send("003")
    #expect(padded.results == ["0 and more"])
  }

  @Test("a row is chosen by its key as typed, on any page: numbers past the page that are keys")
  func keysPastThePage() async {
    let orders = (10248...11077).map { "\($0)" }
    let choose = Screen<[String], String>.list(title: "Orders", rows: .input, label: { $0 })
    var driver = await FlowDriver(root(choose), input: orders, height: 12)
    await driver.send("10643")
    #expect(driver.results == ["10643"])
    var numbered = await FlowDriver(root(choose), input: orders, height: 12)
    await numbered.send("30")
    #expect(numbered.results == ["10277"], "a number past the page that is no key is the item of that number")
  }

  @Test("a name typed as the page spells it, its control characters and bidi marks escaped, selects the item")
  func escapedSpelling() async {
    let names = ["Evil\u{202E}Reversed", "Tab\tbed", "Plain \\u{41} text"]
    let choose = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    var driver = await FlowDriver(root(choose), input: names, keepRunning: true)
    await driver.send(["Evil\\u{202E}Reversed", ""])
    await driver.send(["Tab\\tbed", ""])
    // A label that holds a backslash itself is still taken as typed.
    await driver.send("Plain \\u{41} text")
    #expect(driver.results == names)
  }
}
