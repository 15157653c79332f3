@_spi(Interpreter) @_spi(Flows) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// Lines with tabs (`grep -n`, TSV, `git log --format=%h%x09%s`) show as a terminal and fzf show
/// them: each tab the spaces to the next stop of eight cells, so their columns stay aligned, in
/// every layout; the item chosen is the line as it was.
@MainActor
@Suite("Tabs in data show as spaces to the next stop")
struct TabsShownTests {
  static let lines = ["a\tb\tc", "longer\tx\ty", "12345678\tz"]
  static let list = Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })
  static let aligned = ["a       b       c", "longer  x       y", "12345678        z"]

  @Test("line mode: the page's rows are aligned, and the line chosen keeps its tabs")
  func lineMode() async {
    let run = EmbeddedShell(Flow(root(Self.list), input: Self.lines))
    run.start()
    for row in Self.aligned { #expect(run.screen.lines.contains { $0.hasSuffix(row) }, "\(run.screen.lines)") }
    #expect(!run.screen.lines.contains { $0.contains("\\t") })
    run.type("longer")
    run.enter()
    #expect(run.takeCompleted() == ["longer\tx\ty"])
  }

  @Test("full screen: the same rows, aligned, and the same line chosen")
  func fullScreen() async {
    let run = FullScreenShell(Flow(root(Self.list), input: Self.lines))
    run.start()
    for row in Self.aligned { #expect(run.shows(row), "\(run.screen.rowTexts)") }
    #expect(!run.shows("\\t"))
    run.type("longer")
    run.enter()
    #expect(run.takeCompleted() == ["longer\tx\ty"])
  }

  @Test("a heading's tabs (a TSV file's header) show as spaces to their stops in both layouts")
  func heading() async {
    let list = Screen<[String], String>.list(
      title: "Lines", heading: { _, _ in "id\tname" }, rows: .input, label: { $0 })
    Self.expectBothLayoutsShow("id      name", on: Flow(root(list), input: Self.lines))
  }

  @Test("a preview's tabs (a Makefile's recipe) show as spaces to their stops in both layouts")
  func preview() async {
    let list = Screen<[String], String>.list(
      title: "Files", rows: .input, label: { $0 }, preview: .lines { _ in ["all:", "\tgcc -o app main.c"] })
    // Line mode shows a preview under a list narrowed as typed.
    Self.expectBothLayoutsShow("        gcc -o app main.c", on: Flow(root(list), input: ["Makefile"]), typing: "Make")
  }

  @Test("a page's text (a row's detail, a diff) shows its tabs the same way in both layouts")
  func text() async {
    let notice = Screen<[String], String>.notice(title: "Diff", lines: { $0 })
    Self.expectBothLayoutsShow("+       indented", on: Flow(root(notice), input: ["+\tindented", "-\tgone"]))
  }

  @Test("a list that marks several (`pick -m`, a multi-select): the stops count from the label, not its mark")
  func afterAMark() async {
    let marked = Screen<[String], [String]>.markedList(title: "Pick", label: { $0 })
    Self.expectBothLayoutsShow("[ ] a       b       c", on: Flow(root(marked), input: Self.lines))
    let choices = Screen<[String], [String]>.multiSelect(title: "Pick", choices: .from { $0 }, label: { $0 })
    Self.expectBothLayoutsShow("[ ] longer  x       y", on: Flow(root(choices), input: Self.lines))
  }

  @Test("a column's title (a database's column named with a tab) shows as its cells do in both layouts")
  func columnTitle() async {
    let table = Screen<[String], String>.table(
      title: "Rows", columns: [TableColumn("id\tname") { .text($0) }], rows: .input, label: { $0 })
    Self.expectBothLayoutsShow("id      name", on: Flow(root(table), input: ["1\tone"]))
  }

  /// Line mode (once `typing` is typed) and full screen each show a row ending in `row`, and no
  /// tab escaped.
  private static func expectBothLayoutsShow<Output: Sendable>(
    _ row: String, on flow: Flow<Output>, typing: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let line = EmbeddedShell(flow)
    line.start()
    if let typing { line.type(typing) }
    #expect(
      line.screen.lines.contains { $0.hasSuffix(row) } && !line.screen.lines.contains { $0.contains("\\t") },
      "\(line.screen.lines)", sourceLocation: sourceLocation)
    let full = FullScreenShell(flow)
    full.start()
    #expect(full.shows(row) && !full.shows("\\t"), "\(full.screen.rowTexts)", sourceLocation: sourceLocation)
  }
}
