import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import Testing

// The examples of the articles Forms and Testing a flow on forms, compiled and run here:
// `ReadmeSnippetTests` checks that every line of an article's Swift blocks is a line of a compiled
// file.

private struct Album: Equatable, Sendable {
  let title: String
  let inStock: Int
}

private enum Format: String, CaseIterable, Sendable {
  case cd = "CD"
  case vinyl
  case download
}

private enum Extra: String, CaseIterable, Sendable {
  case signed
  case poster
  case lyrics
}

private struct Purchase: Equatable, Sendable {
  let album: Album
  var copies = 1
  var format = Format.cd
  var extras: [Extra] = []
  var giftWrapped = false
  var note = ""
}

/// The till the flow records purchases at: a shop's in the app, one that keeps them in a test.
private struct Till: EnvironmentValue {
  var record: @Sendable (Purchase) async throws -> Void
  static var defaultValue: Till { Till { _ in throw TillClosed() } }
}

private struct TillClosed: Error, CustomStringConvertible {
  var description: String { "No till is open." }
}

/// The purchases a test's till recorded.
private actor Recorded {
  private(set) var purchases: [Purchase] = []
  func add(_ purchase: Purchase) { purchases.append(purchase) }
}

// MARK: - A form

private let buyAlbum = Navigation<Album, Purchase>.form(
  title: .from { "Buy \($0.title)" }, start: { Purchase(album: $0) },
  fields: [
    .number("Copies", \.copies, in: 1...10) { copies, purchase in
      guard copies <= purchase.album.inStock else { throw InvalidAnswer("\(purchase.album.inStock) in stock.") }
    },
    .choice("Format", \.format, from: .init(Format.allCases), label: \.rawValue),
    .choices("Extras", \.extras, from: .init(Extra.allCases), label: \.rawValue),
    .yesNo("Gift wrapped", \.giftWrapped),
    .text("Note", \.note),
  ],
  check: { purchase in
    if purchase.giftWrapped && purchase.format == .download { throw InvalidAnswer("A download is not wrapped.") }
  })

private let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", rows: .input, label: \.title)

private let buying = root(chooseAlbum).then(buyAlbum).load("Recording the purchase") { purchase in
  try await Till.current.record(purchase)
  return purchase
}

private let editPurchase = Navigation<Purchase, Purchase>.form(
  title: .from { "Edit \($0.album.title)" }, start: { $0 },
  fields: [.number("Copies", \.copies, in: 1...10), .yesNo("Gift wrapped", \.giftWrapped)], opening: .review)

private let albums = [Album(title: "Back in Black", inStock: 4), Album(title: "Highway to Hell", inStock: 0)]

// MARK: - Choices from the input

private struct Shipment: Sendable {
  let purchase: Purchase
  let couriers: [String]
  var courier = ""
}

private let ship = load("Asking who delivers today") { (purchase: Purchase) in
  Shipment(purchase: purchase, couriers: purchase.copies > 5 ? ["Freight"] : ["Post", "Bike"])
}
.then(
  Navigation<Shipment, Shipment>.form(
    title: .from { "Ship \($0.purchase.album.title)" }, start: { $0 },
    fields: [.choice("Courier", \.courier, from: .from { $0.couriers }, label: { $0 })]))

@Suite("The article Forms")
struct FormsExampleTests {
  @Test func buyingTwoCopies() async {
    let recorded = Recorded()
    let till = Till { purchase in await recorded.add(purchase) }
    var driver = await FlowDriver(buying.environment(till), input: albums)
    await driver.send(["Back in Black", "2", "vinyl", "1,3", "", ""])
    #expect(driver.page.title == "Buy Back in Black")
    #expect(driver.page.items.map(\.detail) == ["2", "vinyl", "signed, lyrics", "no", "(none)"])
    await driver.send("")
    #expect(await recorded.purchases.map(\.copies) == [2])
  }

  @Test("a field's validation reads the form; a check across fields refuses on the review page")
  func refusals() async {
    var driver = await FlowDriver(buying, input: albums, strict: false)
    await driver.send(["Back in Black", "5"])
    #expect(driver.page.title == "Copies" && driver.page.message == "4 in stock.")
    await driver.send(["1", "download", "", "y", "", ""])
    #expect(driver.page.message == "A download is not wrapped.")
    await driver.send(["4", "n", ""])
    #expect(driver.page.message == "No till is open.", "a flow given no till reads the default one")
  }

  @Test("an explorer fills every field, a typed one from its samples by name, and submits the review")
  func explored() async {
    let bought = Purchase(album: albums[0], copies: 2)
    let report = await Explorer(answers: ["Copies": ["3", "11"]]).explore(editPurchase, input: bought)
    #expect(report.isClean && report.coverage.isFull && report.coverage.reachedCompletion, "\(report)")
    #expect(report.unanswered.isEmpty)
  }

  @Test("a check that refuses what an explorer chose is the form at work, not a finding")
  func exploredWithACheck() async {
    let recorded = Recorded()
    let till = Till { purchase in await recorded.add(purchase) }
    let report = await Explorer(depth: 8, answers: ["Copies": ["1"], "Note": ["For a friend"]])
      .explore(buying.environment(till), input: [albums[0]])
    #expect(report.isClean && report.coverage.reachedCompletion, "\(report)")
  }

  @Test("a field offers the choices its input brought, here what a load read")
  func choicesFromTheInput() async {
    var driver = await FlowDriver(ship, input: Purchase(album: albums[0], copies: 2))
    #expect(driver.page.title == "Courier" && driver.labels == ["Post", "Bike"])
    await driver.send(["bike", ""])
    #expect(driver.results.map(\.courier) == ["Bike"])
  }

  @Test func editingFromTheReview() async {
    let bought = Purchase(album: albums[0], copies: 2)
    var driver = await FlowDriver(editPurchase, input: bought)
    await driver.send(["1", "3", ""])
    #expect(driver.results.map(\.copies) == [3])
  }
}
