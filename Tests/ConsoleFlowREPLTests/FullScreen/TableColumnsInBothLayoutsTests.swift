@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// A table's columns are laid out by one policy (``Page/tableWidths(of:natural:order:width:gap:marker:)``):
/// from the first column, line mode and full screen show the same columns at the same places;
/// only their marks of columns left out differ (line mode's `+6 more`, full screen's `›`), and
/// the room each takes.
@MainActor
@Suite("A table's columns: the same in line mode and full screen")
struct TableColumnsInBothLayoutsTests {
  /// Where each title starts on the header row.
  private func titleStarts(_ rows: [String]) -> [String: Int] {
    guard let row = rows.first(where: { $0.contains("Name") }) else { return [:] }
    var starts: [String: Int] = [:]
    for title in ["Name", "Album", "Composer", "Length", "Bytes", "Price", "Genre"] {
      guard let range = row.range(of: title) else { continue }
      starts[title] = row[..<range.lowerBound].count
    }
    return starts
  }

  @Test("the header's titles start at the same columns at every width", arguments: [40, 60, 80, 100, 130, 200])
  func sameColumns(width: Int) {
    let line = EmbeddedShell(tracksFlow, rows: 24, columns: width)
    line.start()
    let full = FullScreenShell(tracksFlow, rows: 24, columns: width)
    full.start()
    let (inLineMode, fullScreen) = (titleStarts(line.screen.lines), titleStarts(full.screen.rowTexts))
    let both = Set(inLineMode.keys).intersection(fullScreen.keys)
    #expect(
      both.contains("Name") && both.allSatisfy { inLineMode[$0] == fullScreen[$0] }, "\(inLineMode) \(fullScreen)")
    // Line mode's mark of columns left out (`+5 more`) may take the room of one more column.
    #expect(abs(inLineMode.count - fullScreen.count) <= 1, "\(inLineMode) \(fullScreen)")
  }

  @Test("a column cut to fit can be scrolled to whole full screen: the first scrolled column has all the room")
  func cutColumnScrolls() {
    let full = FullScreenShell(tracksFlow, rows: 24, columns: 130)
    full.start()
    #expect(full.shows("Angus Yo…"), "\(full.screen.rowTexts)")
    full.send("\u{1B}[C")
    #expect(full.shows("Angus Young, Malcolm Young, Brian Johnson"), "\(full.screen.rowTexts.joined(separator: "\n"))")
  }
}
