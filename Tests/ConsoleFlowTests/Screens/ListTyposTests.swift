@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import TestSupport
import Testing

private struct Track: Equatable, Sendable {
  let name: String
  let composer: String
}

@Suite("Lists and tables forgive one typo, and say so")
struct ListTyposTests {
  let start = Flow(
    root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 })), input: SampleCatalog.names)

  @Test("a term that matches nothing shows the items one letter off it, marked in the count line")
  func list() throws {
    let page = start.step("/metallcia").flow.page
    #expect(page.items.first?.label == "Metallica")
    let status = try #require(page.status)
    #expect(status.contains("one letter off \"metallcia\": nothing matches \"metallcia\""), "\(status)")
    #expect(start.step("/metallica").flow.page.status?.contains("one letter off") == false)
    #expect(start.step("/qqqq").flow.page.status == "0 of 275 match \"qqqq\"")
  }

  @Test("fzf's extended terms are never loosened", arguments: ["/'metallcia", "/^metallcia", "/metallcia$"])
  func extended(query: String) {
    #expect(start.step(query).flow.page.items.isEmpty)
  }

  @Test("a table forgives it too, cell by cell")
  func table() throws {
    let columns: [TableColumn<Track>] = [TableColumn("Name", \.name), TableColumn("Composer", \.composer)]
    let tracks = [
      Track(name: "Go Down", composer: "AC/DC"), Track(name: "Problem Child", composer: "Angus Young"),
    ]
    let table = Screen<[Track], Track>.table(title: "Songs", columns: .init(columns), rows: .input, key: "Name")
    let page = Flow(root(table), input: tracks).step("/porblem").flow.page
    #expect(page.items.map(\.label).first?.contains("Problem Child") == true)
    #expect(page.status?.contains("one letter off \"porblem\"") == true)
  }
}
