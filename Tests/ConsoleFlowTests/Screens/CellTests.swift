@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

@Suite("A table's cells")
struct CellTests {
  @Test("each type shows as a table shows it")
  func shown() {
    let cells: [(Cell, String)] = [
      (.text("AC/DC"), "AC/DC"), (.integer(-42), "-42"), (.decimal(0.99), "0.99"), (.decimal(2, places: 0), "2"),
      (.decimal(.infinity), "inf"), (.decimal(-.infinity), "-inf"), (.decimal(.nan), "NaN"),
      (.duration(.milliseconds(331_499)), "5:31"), (.duration(.milliseconds(331_500)), "5:32"),
      (.duration(.seconds(3600 + 62)), "1:01:02"), (.duration(.seconds(-5)), "-0:05"),
      (.bytes(999), "999 B"), (.bytes(1_000), "1.0 kB"), (.bytes(10_847_611), "10.8 MB"),
      (.bytes(-2_000_000), "-2.0 MB"),
      (.bytes(.max), "9.2 EB"),
      (.date(Date(timeIntervalSince1970: 1_704_585_600)), "2024-01-07"),
      (.date(Date(timeIntervalSince1970: 1_704_585_600 + 13 * 3600 + 5 * 60)), "2024-01-07 13:05"),
      (.absent, "–"),
    ]
    for (cell, text) in cells {
      let table = Screen<[Cell], Cell>.table(title: "Cells", columns: [TableColumn("Cell") { $0 }], rows: .input)
      let page = Flow(root(table), input: [cell], traits: Traits(width: 80, unicode: true)).page
      #expect(page.items.first?.cells == [text], "\(cell)")
    }
  }

  @Test("text sorts ignoring case, numbers in it by value; mixed kinds sort by kind, absent last")
  func order() {
    let texts = ["track 10", "Track 2", "track 1", "apple", "Zebra", "10 things"]
    let table = Screen<[String], String>.table(title: "T", columns: [TableColumn("Text") { .text($0) }], rows: .input)
    let sorted = Flow(root(table), input: texts).step(":sort text").flow
    #expect(sorted.page.items.map(\.label) == ["10 things", "apple", "track 1", "Track 2", "track 10", "Zebra"])
    let mixed: [Cell] = [.absent, .text("b"), .integer(3), .decimal(.nan), .integer(-1), .decimal(2.5)]
    let cells = Screen<[Cell], Cell>.table(title: "C", columns: [TableColumn("Cell") { $0 }], rows: .input)
    let ordered = Flow(root(cells), input: mixed, traits: Traits(width: 80, unicode: false)).step(":sort cell").flow
    #expect(ordered.page.items.map { $0.cells[0] } == ["-1", "2.50", "3", "b", "-", "NaN"])
  }
}
