import Foundation
import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

/// The bands of `LiveNarrowingTests`, for the previews below.
private let bands =
  [
    "Led Zeppelin", "Queen", "Dread Zeppelin", "Zeca Pagodinho", "Iron Maiden", "Queen & Slash", "Motörhead",
  ] + (1...40).map { "Band \($0)" }
private let traits = Traits(width: 60, height: 12)

@Suite("Live narrowing of a long list: a first page at once, the rest searched in parts")
struct LongListNarrowingTests {
  private let lines = (0..<200_000).map { $0 % 7 == 0 ? "Track \($0) zeppelin" : "Track \($0)" }
  private let choose = Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })

  @Test("the first page comes from a part of the list; searched on, the list matches what /text keeps")
  func partsThenWhole() {
    let flow = Flow(root(choose), input: lines, traits: traits)
    var live = LiveNarrowing<String>()
    _ = live.typed("zep", on: flow)
    #expect(live.isSearching)
    let full = flow.step("/zep").flow
    #expect(live.page(on: flow).items.map(\.label) == full.page.items.map(\.label), "the first page is final already")
    #expect(live.page(on: flow).status?.contains("searching") == true)
    _ = live.typed("zepp", on: flow)
    while !live.searchOn() {}
    let narrower = flow.step("/zepp").flow
    #expect(live.count(on: flow) == 28_572)
    #expect(live.page(on: flow).status == narrower.page.status)
    #expect(live.page(on: flow).items == narrower.page.items)
  }

  @Test("a rare text is searched on until its matches are all in, then ranked as /text ranks")
  func rareText() {
    let flow = Flow(root(choose), input: lines, traits: traits)
    var live = LiveNarrowing<String>()
    _ = live.typed("/199999", on: flow)
    while !live.searchOn() {}
    #expect(live.page(on: flow).items.map(\.label) == flow.step("/199999").flow.page.items.map(\.label))
    #expect(!live.isSearching)
  }

  @Test("moving the cursor past the first page ends the search first")
  func cursorEndsTheSearch() {
    let flow = Flow(root(choose), input: lines, traits: traits)
    var live = LiveNarrowing<String>()
    _ = live.typed("zeppelin", on: flow)
    for _ in 0..<traits.pageRows { _ = live.moveCursor(by: 1) }
    #expect(!live.isSearching)
    #expect(live.count(on: flow) == 28_572)
  }

  @Test("the preview follows the cursor: made at once, or loading until its work hands its lines over")
  func previewFollowsTheCursor() {
    let described = Screen<[String], String>.list(
      title: "Bands", rows: .input, label: { $0 }, preview: .lines { ["About \($0)"] })
    let flow = Flow(root(described), input: bands, traits: traits)
    var live = LiveNarrowing<String>()
    #expect(live.page(on: flow).preview == nil, "no cursor before a line narrows the list")
    _ = live.typed("zep", on: flow)
    #expect(live.page(on: flow).preview == Page.PreviewPane(title: "Led Zeppelin", lines: ["About Led Zeppelin"]))
    _ = live.moveCursor(by: 1)
    #expect(live.page(on: flow).preview?.title == "Dread Zeppelin")
    #expect(live.previewWanted == nil, "made at once: no work to run")

    let loaded = Screen<[String], String>.list(
      title: "Bands", rows: .input, label: { $0 }, preview: .load("notes") { ["Notes on \($0)"] })
    let slowFlow = Flow(root(loaded), input: bands, traits: traits)
    var slow = LiveNarrowing<String>()
    _ = slow.typed("zep", on: slowFlow)
    #expect(
      slow.page(on: slowFlow).preview == Page.PreviewPane(title: "Led Zeppelin", lines: [], state: .loading("notes")))
    let first = try! #require(slow.previewWanted)
    #expect(first.title == "Led Zeppelin")
    _ = slow.moveCursor(by: 1)
    let second = try! #require(slow.previewWanted)
    #expect(second.title == "Dread Zeppelin" && !second.isForTheSameItem(as: first))
    // The work of the item the cursor left comes back late: it is not shown.
    slow.previewArrived(first, lines: .success(["Notes on Led Zeppelin"]))
    #expect(slow.page(on: slowFlow).preview?.title == "Dread Zeppelin")
    #expect(slow.page(on: slowFlow).preview?.state == .loading("notes"))
    slow.previewArrived(second, lines: .failure(Load.Failure("no notes")))
    #expect(
      slow.page(on: slowFlow).preview
        == Page.PreviewPane(title: "Dread Zeppelin", lines: [], state: .failed("no notes")))
    #expect(slow.previewWanted == nil)
    _ = slow.moveCursor(by: -1)
    // Only the preview of the item under the cursor is kept: back on the first, it loads again.
    #expect(slow.previewWanted?.title == "Led Zeppelin")
    #expect(slow.page(on: slowFlow).preview?.state == .loading("notes"))
  }
}
