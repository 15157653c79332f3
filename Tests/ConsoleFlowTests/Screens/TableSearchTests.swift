@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Testing

/// Customers as a table shows them: the company names a row.
private let titles = ["Company", "City", "Country"]
private let customers = [
  ["Alfreds Futterkiste", "Berlin", "Germany"],
  // g-e-r-m-a in the company, n-y in the city: germany over two cells, in none.
  ["Gerard's Mart", "Anytown", "Norway"],
  ["Gerry's Many Things", "Oslo", "Norway"],
  ["Ottilies Käseladen", "Köln", "Germany"],
  ["Great Lakes Food Market", "Eugene", "USA"],
  ["Germany Street Deli", "Boston", "USA"],
]
private let columns = titles.indices.map { index in TableColumn<[String]>(titles[index]) { .text($0[index]) } }
private let chooseCustomer = Screen<[[String]], [String]>.table(
  title: "Customers", columns: .init(columns), rows: .input, key: "Company")

private func filtered(_ query: String, sortedBy sort: String? = nil) -> Flow<[String]> {
  let flow = Flow(root(chooseCustomer), input: customers, traits: Traits(width: 100, height: 24))
  return flow.steps((sort.map { [":sort \($0)"] } ?? []) + ["/\(query)"]).flow
}

private func companies(_ flow: Flow<[String]>) -> [String] {
  flow.page.items.map(\.label)
}

@Suite("A table's filter: cell by cell, rows ranked by their best cells")
struct TableSearchTests {
  @Test("a term matches within one cell: letters spread over several cells keep no row")
  func withinOneCell() {
    let kept = Set(companies(filtered("germany")))
    #expect(kept == ["Alfreds Futterkiste", "Ottilies Käseladen", "Germany Street Deli", "Gerry's Many Things"])
    #expect(!kept.contains("Gerard's Mart"), "its letters run from one cell into the next")
    // Each term in a cell of its own: two terms may stand in two cells.
    #expect(companies(filtered("berlin germany")) == ["Alfreds Futterkiste"])
    #expect(companies(filtered("^ger")).count == 5, "a start is a cell's start")
    #expect(
      Set(companies(filtered("y$"))) == [
        "Alfreds Futterkiste", "Gerard's Mart", "Gerry's Many Things", "Ottilies Käseladen",
      ])
  }

  @Test("rows rank by their best cells: the whole cell, then a word of the key cell, then letters in a word")
  func rankedByBestCells() {
    #expect(
      companies(filtered("germany")) == [
        "Alfreds Futterkiste", "Ottilies Käseladen", "Germany Street Deli", "Gerry's Many Things",
      ])
    // A match in the key cell counts most: of two rows with the same cells, the one whose
    // company is what was typed.
    let rows = [["Nordic Sea", "Oslo Fjord", "Norway"], ["Oslo Fjord", "Nordic Sea", "Norway"]]
    let flow = Flow(root(chooseCustomer), input: rows, traits: Traits(width: 100, height: 24)).step("/oslo").flow
    #expect(companies(flow) == ["Oslo Fjord", "Nordic Sea"])
  }

  @Test("a sorted table keeps its sort's order among the rows a filter keeps")
  func sortedKeepsItsOrder() {
    #expect(
      companies(filtered("germany", sortedBy: "company")) == [
        "Alfreds Futterkiste", "Germany Street Deli", "Gerry's Many Things", "Ottilies Käseladen",
      ])
  }

  @Test("the count line tells the matches from the table's rows")
  func countLine() {
    #expect(filtered("germany").page.status == "1–4 of 4 matching \"germany\" (6 rows in all)")
    #expect(filtered("qqq").page.status == "0 of 6 rows match \"qqq\"")
  }

  @Test("a source's ranking of rows by their cells is the table's own, a tab in a cell read as a space")
  func sourceRanksAsTheTable() {
    for query in ["germany", "o", "ger !usa", "'many | berlin", "^g", "str deli", "n y"] {
      let rank = TableQuery(filter: query, key: 0).rowRanker()
      let bySource = customers.indices.compactMap { index in rank(customers[index]).map { (index, $0) } }
        .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { customers[$0.0][0] }
      #expect(bySource == companies(filtered(query)), "\(query)")
      #expect(
        Set(bySource)
          == Set(customers.filter { TableQuery(filter: query).matches($0.joined(separator: "\t")) }.map { $0[0] }))
    }
    #expect(TableQuery(filter: "").rowRanker()(["anything"]) == 0)
    #expect(TableQuery(filter: "'a\\ b").rowRanker()(["a\tb", "c"]) != nil, "a tab in a cell is a space")
    #expect(TableQuery(filter: "'a\\ b").rowRanker()(["a", "b"]) == nil, "an exact term never runs into the next cell")
  }
}
