import PropertyBased
import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

private let sizes = Gen.int(in: 1...12).array(of: 0...30)

@Suite("Pure layouts")
struct LayoutTests {
  @Test("flow: left to right, wrapping before the margin")
  func flow() {
    let positions = Layout.flow(widths: [5, 3, 8, 1, 2], width: 10)
    #expect(positions.map(\.line) == [0, 0, 1, 1, 2])
    #expect(positions.map(\.column) == [0, 6, 0, 9, 0])
    #expect(Layout.flow(widths: [15, 2], width: 10).map(\.line) == [0, 1], "a wide item gets its own line")
  }

  @Test("flow never passes the margin unless an item alone is wider, and keeps the order")
  func flowProperties() async {
    await propertyCheck(input: sizes, Gen.int(in: 12...60)) { widths, width in
      let positions = Layout.flow(widths: widths, width: width)
      for (index, position) in positions.enumerated() {
        #expect(position.column + widths[index] <= width)
        if index > 0 {
          let previous = positions[index - 1]
          #expect(position.line > previous.line || position.column >= previous.column + widths[index - 1] + 1)
        }
      }
    }
  }

  @Test("justified: every line but the last touches both margins")
  func justified() async {
    await propertyCheck(input: sizes, Gen.int(in: 12...60)) { widths, width in
      let positions = Layout.justified(widths: widths, width: width)
      let lines = Dictionary(grouping: positions.indices, by: { positions[$0].line })
      let last = lines.keys.max() ?? 0
      for (line, items) in lines where line != last && items.count > 1 {
        let end = items.map { positions[$0].column + widths[$0] }.max()!
        #expect(end == width, "line \(line) ends at \(end) of \(width)")
        #expect(positions[items.min()!].column == 0)
      }
    }
  }

  @Test("justified spreads spare cells over the gaps, leftmost first")
  func justifiedSpreads() {
    let positions = Layout.justified(widths: [2, 2, 2, 5], width: 10)
    #expect(positions.map(\.column) == [0, 4, 8, 0])
  }

  @Test("columns: as many as the widest item allows, filled top to bottom")
  func columns() {
    let (count, positions) = Layout.columns(widths: [4, 10, 6, 3, 8], width: 40)
    #expect(count == 3)
    #expect(positions.map(\.line) == [0, 1, 0, 1, 0])
    #expect(positions.map(\.column) == [0, 0, 12, 12, 24])
    #expect(Layout.columns(widths: [30], width: 20).columns == 1)
  }

  @Test("wrapped: at spaces, two-column lines continue under their second column")
  func wrapped() {
    #expect(Layout.wrapped("short", width: 20) == ["short"])
    #expect(
      Layout.wrapped("  :home   go to the first screen", width: 20) == [
        "  :home   go to the", "          first", "          screen",
      ])
    #expect(Layout.wrapped("a plain sentence that goes on", width: 12) == ["a plain", "sentence", "that goes on"])
    #expect(Layout.wrapped("abcdefghijklmnop", width: 5) == ["abcde", "fghij", "klmno", "p"], "a long word is cut")
    #expect(Layout.wrapped("  日本語の文字列です", width: 8).allSatisfy { DisplayWidth.of($0) <= 8 })
  }

  @Test("wrapped keeps every word, in order, and no line passes the width")
  func wrappedProperties() async {
    let words = Gen.letterOrNumber.string(of: 1...9).array(of: 0...20)
    await propertyCheck(input: words, Gen.int(in: 1...40), Gen.int(in: 0...6)) { words, width, indent in
      let line = String(repeating: " ", count: indent) + words.joined(separator: " ")
      let lines = Layout.wrapped(line, width: width)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      let rejoined = lines.joined().filter { $0 != " " }
      #expect(rejoined == words.joined())
    }
  }

  @Test("tableWidths: columns whole from the left while they fit, a column cut only when there is no room for it")
  func tableWidths() {
    let cuttable = [true, false, true]
    func widths(_ width: Int, marker: Int = 7) -> [Int?] {
      Layout.tableWidths(
        natural: [30, 4, 20], minimum: [10, 4, 10], cuttable: cuttable, kept: [0], width: width, gap: 2, marker: marker)
    }
    #expect(widths(58) == [30, 4, 20])
    // A text longer than half the page counts half; the first column with no room whole is cut
    // to what is left, at least its minimum.
    #expect(widths(40) == [20, 4, 12])
    #expect(widths(28) == [19, nil, nil], "the count does not fit beside the marker")
    #expect(widths(18) == [9, nil, nil])
    #expect(widths(18, marker: 0) == [12, 4, nil])
    #expect(widths(13, marker: 0) == [13, nil, nil])
    // The first column left out shows cut in what remains, when that is enough to read.
    let dates = Layout.tableWidths(
      natural: [6, 19, 10, 40], minimum: [6, 8, 8, 8], cuttable: [false, true, true, true], kept: [0], width: 60,
      gap: 2, marker: 0)
    #expect(dates == [6, 19, 10, 19], "the date whole, the long text cut in the rest")
    // The kept columns stay wherever they stand: the key, and the column sorted by.
    let kept = Layout.tableWidths(
      natural: [4, 30], minimum: [4, 10], cuttable: [false, true], kept: [1], width: 12, gap: 2, marker: 0)
    #expect(kept == [nil, 12])
    let sorted = Layout.tableWidths(
      natural: [10, 12, 12, 12, 8], minimum: [8, 8, 8, 8, 8], cuttable: [true, true, true, true, false],
      kept: [0, 4], width: 40, gap: 2, marker: 7)
    #expect(sorted == [10, 9, nil, nil, 8], "the sorted column at the right end shows; those between go")
  }

  @Test("tableWidths never passes the width, keeps the kept column, and cuts only what may be cut")
  func tableWidthsProperties() async {
    let columns = Gen.int(in: 1...40).array(of: 1...8)
    await propertyCheck(input: columns, Gen.int(in: 1...120), Gen.int(in: 0...8)) { natural, width, marker in
      let cuttable = natural.indices.map { $0 % 2 == 0 }
      let minimum = natural.map { min($0, 8) }
      let kept = natural.count - 1
      let widths = Layout.tableWidths(
        natural: natural, minimum: minimum, cuttable: cuttable, kept: [kept], width: width, gap: 2, marker: marker)
      let shown = widths.compactMap { $0 }
      let leftOut = widths.contains(nil) && marker > 0 ? 2 + marker : 0
      #expect(widths[kept] != nil)
      if shown.count > 1 || leftOut + shown.reduce(0, +) <= width {
        #expect(shown.reduce(0, +) + 2 * (shown.count - 1) + leftOut <= width)
      }
      for index in natural.indices {
        guard let shownWidth = widths[index] else { continue }
        #expect(shownWidth <= natural[index])
        if !cuttable[index] && shown.count > 1 { #expect(shownWidth == natural[index]) }
      }
    }
  }
}
