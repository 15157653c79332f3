import ConsoleFlow
import ConsoleFlowTesting
import Testing

// The examples of the article The screens on tables (rows in memory, streamed, queried; columns,
// the key column, :sort, :columns, a search cell by cell), compiled and run here:
// `ReadmeSnippetTests` checks that every line of an article's Swift blocks is a line of a compiled
// file.

private struct Track: Equatable, Sendable {
  let number: Int
  let name: String
  let composer: String?
  let seconds: Int
}

private struct Album: Sendable {
  let title: String
  let artist: String
  let tracks: [Track]
}

private struct Invoice: Equatable, Sendable {
  let customer: String
  let country: String
  let total: Double
}

/// Where invoices are read from: a database in the flow, an array here.
private struct Sales: EnvironmentValue {
  var invoices: [Invoice]
  static var defaultValue: Sales { Sales(invoices: []) }

  /// Every invoice, as a query reads them one by one.
  func all() -> AsyncStream<Invoice> {
    AsyncStream { continuation in
      for invoice in invoices { continuation.yield(invoice) }
      continuation.finish()
    }
  }

  /// The invoices a table's query selects: those its filter keeps, best first, or in its order.
  func invoices(_ query: TableQuery) -> AsyncStream<Invoice> {
    let rank = query.rowRanker()
    var selected = invoices.compactMap { invoice in
      rank([invoice.customer, invoice.country, "\(invoice.total)"]).map { (invoice, $0) }
    }
    selected.sort { $0.1 > $1.1 }
    var rows = selected.map(\.0)
    if let order = query.order {
      rows.sort { order.descending ? $0.total > $1.total : $0.total < $1.total }
    }
    return Sales(invoices: rows).all()
  }
}

// MARK: - Rows in memory

private let chooseTrack = Screen<Album, Track>.table(
  title: .from { $0.title }, heading: { album, count in "\(album.artist): \(count) tracks" },
  columns: [
    TableColumn("#", \.number),
    TableColumn("Name", \.name),
    TableColumn("Composer", \.composer),
    TableColumn("Length") { .duration(.seconds($0.seconds)) },
  ],
  rows: .held { $0.tracks }, key: "Name")

// MARK: - Rows still arriving, and rows a source selects

private let invoiceColumns: [TableColumn<Invoice>] = [
  TableColumn("Customer", \.customer),
  TableColumn("Country", \.country),
  TableColumn("Total") { .decimal($0.total) },
]

private let chooseInvoice = Screen<String, Invoice>.table(
  title: .from { "Invoices of \($0)" }, heading: { _, count in "\(count) so far" }, columns: .init(invoiceColumns),
  rows: .arriving { _ in ElementStream("Reading invoices") { Sales.current.all() } })

private let queryInvoices = Screen<String, Invoice>.table(
  title: .from { "Invoices of \($0)" }, columns: .init(invoiceColumns),
  rows: .arriving(
    { _ in ElementStream("Reading invoices") { Sales.current.all() } },
    queried: { _, query in ElementStream("Reading invoices") { Sales.current.invoices(query) } }))

private let powerslave = Album(
  title: "Powerslave", artist: "Iron Maiden",
  tracks: [
    Track(number: 1, name: "Aces High", composer: "Steve Harris", seconds: 271),
    Track(number: 2, name: "2 Minutes to Midnight", composer: "Smith/Dickinson", seconds: 360),
    Track(number: 8, name: "Rime of the Ancient Mariner", composer: nil, seconds: 817),
  ])

private let sales = Sales(invoices: [
  Invoice(customer: "Luís Gonçalves", country: "Brazil", total: 39.62),
  Invoice(customer: "Leonie Köhler", country: "Germany", total: 37.62),
  Invoice(customer: "François Tremblay", country: "Canada", total: 39.62),
  Invoice(customer: "Bjørn Hansen", country: "Norway", total: 1.98),
])

@Suite("The article The screens: tables")
struct TablesExampleTests {
  @Test("rows in memory: title and heading from the input; a row by its key column; :sort and :columns")
  func rowsInMemory() async {
    var driver = await FlowDriver(root(chooseTrack), input: powerslave)
    #expect(driver.page.title == "Powerslave" && driver.page.heading == "Iron Maiden: 3 tracks")
    #expect(driver.page.items.map { $0.cells[2] } == ["Steve Harris", "Smith/Dickinson", "–"])
    await driver.send([":sort -length", ":columns name length"])
    #expect(driver.labels.first == "Rime of the Ancient Mariner")
    #expect(driver.page.items.first?.cells == ["Rime of the Ancient Mariner", "13:37"])
    await driver.send([":columns", "2 minutes to midnight"])
    #expect(driver.results.map(\.number) == [2], "the key column's text chooses, not the row's number")
  }

  @Test("a search reads every cell, the key cell counting most")
  func searchCellByCell() async {
    var driver = await FlowDriver(root(chooseTrack), input: powerslave)
    await driver.send("/harris")
    #expect(driver.labels == ["Aces High"])
    await driver.send("/smith midnight")
    #expect(driver.labels == ["2 Minutes to Midnight"], "each term in some cell of the row")
  }

  @Test("rows still arriving, read from the environment; :sort waits for the last")
  func streamedRows() async {
    var driver = await FlowDriver(root(chooseInvoice).environment(sales), input: "2009")
    #expect(driver.page.title == "Invoices of 2009" && driver.labels.count == 4)
    await driver.send(":sort total")
    #expect(driver.labels.first == "Bjørn Hansen")
  }

  @Test("rows a source selects: :sort and /text ask it again")
  func queriedRows() async {
    var driver = await FlowDriver(root(queryInvoices).environment(sales), input: "2009")
    await driver.send("/germany")
    #expect(driver.labels == ["Leonie Köhler"])
    await driver.send(["/", ":sort -total"])
    #expect(driver.page.items.last?.cells.first == "Bjørn Hansen")
  }
}
