@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowExploration
import TestSupport
import Testing

@Suite("What an exploration finds in flows with a defect planted")
struct ExplorerFindingsTests {
  @Test("an item whose map throws is found, with the path to reopen and the message")
  func throwingMap() async {
    let flow =
      root(chooseItem).map { item throws in
        guard item.name != "Chisel" else { throw Broken(description: "Chisels are out of stock.") }
        return item.parts
      } >>> choosePart
    let report = await Explorer().explore(flow, input: items)
    #expect(report.findings.map(\.kind) == [.offerRejected])
    let finding = report.findings[0]
    #expect(finding.screen == "Items" && finding.path == [] && finding.lines == ["#3"])
    #expect(finding.seen.contains("Chisels are out of stock."))
  }

  @Test("a preview whose work throws is found on the page's first or last item; clean previews pass")
  func throwingPreview() async {
    let described = Screen<[Item], Item>.list(
      title: "Items", rows: .input, label: { $0.name },
      preview: .load("parts") { item in
        guard item.name != "Drill" else { throw Broken(description: "The drill's parts are lost.") }
        return item.parts.map { Page.Line($0) }
      })
    let report = await Explorer().explore(root(described) >>> choosePart.pullback { $0.parts }, input: items)
    #expect(report.findings.map(\.kind) == [.previewFailed])
    #expect(report.findings.first?.lines == [":preview 4"])
    #expect(report.findings.first?.seen.contains("The drill's parts are lost.") == true)
    let hostile = Screen<[Item], Item>.list(
      title: "Items", rows: .input, label: { $0.name },
      preview: .lines { item in [Page.Line("\u{1B}]0;pwned\u{7}" + String(repeating: "坂本", count: 100) + item.name)] })
    let clean = await Explorer().explore(root(hostile) >>> choosePart.pullback { $0.parts }, input: items)
    #expect(clean.isClean, "escaped and cut at every width: \(clean)")
  }

  @Test("one item in hundreds whose map throws is found: every item of a list is chosen, only some explored on")
  func oneThrowingItemAmongMany() async {
    let flow =
      root(chooseArtist).map { artist throws in
        guard artist.name != "Iron Maiden" else { throw Broken(description: "No maidens.") }
        return artist.albums
      } >>> chooseAlbum
    let report = await Explorer(depth: 1).explore(flow, input: artists)
    #expect(report.findings.map(\.kind) == [.offerRejected])
    #expect(report.findings.first?.seen.hasSuffix("No maidens.") == true)
    #expect(report.screensVisited < 10, "275 artists chosen, five explored on: \(report.summary)")
  }

  @Test("a prompt that refuses every sample answer is found, the author's or, given none, common ones")
  func promptRefusingEverything() async {
    let askCount = Screen<Item, Int>.textPrompt(title: .from { $0.name }, question: "How many") { _ in
      throw InvalidAnswer("Not today.")
    }
    let flow = root(chooseItem) >>> askCount
    let refusing = await Explorer(answers: ["How many": ["1", "two"]]).explore(flow, input: items)
    #expect(refusing.findings.map(\.kind) == [.everyAnswerRefused])
    #expect(refusing.findings[0].path == ["Anvil"] && refusing.findings[0].seen.contains("Not today."))
    #expect(refusing.findings[0].repeats == 3, "one finding a screen, counted on the other items")
    let unanswered = await Explorer().explore(flow, input: items)
    #expect(unanswered.findings.map(\.kind) == [.everyAnswerRefused])
    #expect(unanswered.findings[0].seen.hasSuffix("if it takes other text, give some in answers)"))
    let counting = Screen<Item, Int>.textPrompt(title: .from { $0.name }, question: "How many") { text in
      guard let count = Int(text) else { throw InvalidAnswer("Type a number.") }
      return count
    }
    let clean = await Explorer().explore(root(chooseItem) >>> counting, input: items)
    #expect(clean.isClean && clean.coverage.reachedCompletion, "a common answer (1) is taken: \(clean)")
  }

  @Test("a screen of one's own given no answers is tried with the numbers it shows, and named as the map names it")
  func customScreenWithoutAnswers() async {
    let words = Screen<[Item], Item>(
      title: .from { _ in "Words" }, state: { $0 },
      page: { items, _ in Page(title: "Words", body: items.map { Page.Line($0.name) }) },
      receive: { items, command, _ in
        guard case .entry(let text) = command, let item = items.first(where: { $0.name == text }) else {
          return .reject("Type a name.")
        }
        return .yield(item)
      })
    let report = await Explorer().explore(root(words), input: items)
    #expect(report.isClean && report.unanswered == ["Screen of [Item]"], "\(report)")
    let answered = await Explorer(answers: ["Screen of [Item]": ["Anvil"]]).explore(root(words), input: items)
    #expect(
      answered.unanswered.isEmpty && answered.coverage.reachedCompletion, "the name it was reported by takes answers")
    let numbered = await Explorer(answers: [:]).explore(
      root(countingScreen()).map(\.parts) >>> choosePart, input: items)
    #expect(numbered.unanswered.isEmpty && numbered.coverage.isFull, "\(numbered)")
  }

  @Test("a branch case no choice leads to is listed as not reached, with why")
  func unreachableCase() async {
    let flow: Navigation<[Item], String> = root(chooseItem).branch(on: { _ in Holds.parts }) {
      switch $0 {
      case .parts: root(choosePart.pullback { $0.parts })
      case .none: root(noParts)
      }
    }
    let report = await Explorer().explore(flow, input: items)
    #expect(report.coverage.unreachedCases == ["Items: no parts"])
    #expect(
      report.coverage.unreachedScreens == ["Notice of Item"], "a notice with no name of its own, by kind and type")
    let why = report.coverage.cases.first { !$0.reached }?.why
    #expect(why == "no item tried on Items led there (4 of 4 tried)")
  }

  @Test("a screen whose state is shared and changed shows another page after :back")
  func backNotExact() async {
    let flow = root(countingScreen()).map(\.parts) >>> choosePart
    let report = await Explorer(answers: ["Counting": ["1", "2"]]).explore(flow, input: items)
    #expect(report.findings.map(\.kind).contains(.backNotExact), "\(report)")
    let back = report.findings.first { $0.kind == .backNotExact }
    #expect(back?.screen == "Counting" && back?.path == [] && back?.lines == ["1", ":back"])
    #expect(back?.seen == "line 6 was \"Seen 0 times.\", now \"Seen 1 times.\"")
  }

  @Test("a load that fails is found with its words")
  func failingLoad() async {
    let flow =
      root(chooseItem).load("parts") { item in
        guard item.name != "Drill" else { throw Broken(description: "the drill's parts are missing") }
        return item.parts
      } >>> choosePart
    let report = await Explorer().explore(flow, input: items)
    #expect(report.findings.map(\.kind) == [.loadFailed], "\(report)")
    #expect(report.findings[0].seen == "parts: the drill's parts are missing" && report.findings[0].lines == ["#4"])
  }

  @Test("a step slower than the threshold is found, timed by the clock given")
  func slowStep() async {
    let clock = MovedClock()
    let flow =
      root(chooseItem).load("parts") { item in
        if item.name == "Bellows" { clock.advance(by: .seconds(3)) }
        return item.parts
      } >>> choosePart
    var explorer = Explorer(slowStep: .seconds(2))
    explorer.clock = clock
    let report = await explorer.explore(flow, input: items)
    #expect(report.findings.map(\.kind) == [.slowStep(.seconds(3))], "\(report)")
    let slow = report.findings[0]
    #expect(slow.screen == "Items" && slow.path == [] && slow.lines == ["#2"], "the screen the line was sent to")
    #expect(slow.seen == "'#2' and its loads took more than 2.0 seconds")
    #expect(slow.description.components(separatedBy: "3.0 seconds").count == 2, "its time said once: \(slow)")
  }

  @Test("the text report names each finding, how to reopen it and what was not reached")
  func readableReport() async {
    let flow =
      root(chooseItem).map { item throws in
        guard item.name != "Chisel" else { throw Broken(description: "Out of stock.") }
        return item.parts
      } >>> choosePart
    let text = "\(await Explorer().explore(flow, input: items))"
    #expect(text.hasPrefix("1 finding; 2 of 2 screens"))
    #expect(
      text.contains("- an offered choice refused on Items: \"#3\" was refused: Out of stock.\n    lines sent: '#3'"))
  }
}

@Suite("What an exploration finds in a screen of one's own")
struct ExplorerCustomScreenTests {
  @Test("a screen that takes :next but never turns the page is found")
  func pagingThatDoesNotTurn() async {
    let stuck = Screen<[Item], Item>(
      title: .from { _ in "Stuck" }, state: { $0 },
      page: { items, _ in Page(title: "Stuck", body: items.map { Page.Line($0.name) }) },
      receive: { items, command, _ in
        switch command {
        case .nextPage, .previousPage: return .stay(items)
        case .entry(let text): return items.first { $0.name == text }.map { .yield($0) } ?? .reject("Type a name.")
        default: return .reject("Type a name.")
        }
      })
    let report = await Explorer(answers: ["Stuck": ["Anvil"]]).explore(root(stuck), input: items)
    #expect(report.findings.map(\.kind) == [.pagingBroken], "\(report)")
    #expect(report.findings.first?.lines == [":next"])
  }
}
