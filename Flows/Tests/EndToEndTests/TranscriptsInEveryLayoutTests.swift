import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// Every shipped flow's transcripts, recorded headless, typed again at a real terminal in each
// layout a person runs: lines piped in (a script), plain (a screen reader's), line mode and full
// screen. The same lines mean the same everywhere: each run ends on the page the recording ended
// on, with status 0, and a flow that writes (the dream journal) leaves the same file.
extension REPLEndToEndTests {
  @Test(
    "the shipped transcripts end the same piped, plain, in line mode and full screen", arguments: ShippedTranscript.all)
  func transcriptInEveryLayout(_ transcript: ShippedTranscript) async throws {
    #expect(ShippedTranscript.all.count == 12, "every shipped transcript is here")
    let scratch = try TemporaryFolder.make(prefix: "consoleflow-transcript-")
    defer { TemporaryFolder.remove(scratch) }
    if transcript.flow == "git" { _ = try await makeGitFixture(in: scratch) }
    let piped = try transcript.run(.piped, scratch: scratch)
    #expect(piped.status == 0, "\(transcript) piped")
    #expect(transcript.endsOnItsLastPage(piped.output), "\(transcript) piped:\n\(piped.output)")

    for layout in [ShippedTranscript.Layout.plain, .line] {
      let run = try transcript.run(layout, scratch: scratch)
      #expect(run.status == 0, "\(transcript) \(layout)")
      #expect(transcript.endsOnItsLastPage(run.output), "\(transcript) \(layout):\n\(run.output)")
      #expect(run.journal == piped.journal, "\(transcript) \(layout): the journal is the piped run's")
    }

    let fullScreen = try transcript.run(.fullScreen, scratch: scratch)
    #expect(fullScreen.status == 0, "\(transcript) full screen")
    #expect(
      ShippedTranscript.top(of: fullScreen.output) == transcript.lastPage.first,
      "\(transcript) full screen:\n\(fullScreen.output)")
    #expect(fullScreen.journal == piped.journal, "\(transcript) full screen: the journal is the piped run's")
  }
}

/// A transcript shipped beside a flow, read for typing again: its lines and the page it ended on.
struct ShippedTranscript: CustomTestStringConvertible, Sendable {
  /// How a run is shown.
  enum Layout: CustomStringConvertible {
    case piped, plain, line, fullScreen

    var description: String {
      switch self {
      case .piped: "piped"
      case .plain: "plain"
      case .line: "line mode"
      case .fullScreen: "full screen"
      }
    }
  }

  /// What a run came to: what it showed last (the whole output piped), its status, and the
  /// journal it left (the dream flow's; nil for the others).
  struct Run {
    var output: String
    var status: Int
    var journal: Data?
  }

  /// The flow as `flows` names it.
  let flow: String
  /// The file's name.
  let name: String
  /// The flow's arguments, the journal's path given as the test's own.
  let arguments: [String]
  /// The lines typed, a last `:quit` left out: each run quits in its own way.
  let lines: [String]
  /// The first row of the first page: the run has started once it shows.
  let firstRow: String
  /// The rows of the page each line showed.
  let pages: [[String]]
  /// The rows of the page the last line showed.
  var lastPage: [String] { pages.last ?? [] }

  var testDescription: String { "\(flow)/\(name)" }

  /// Every shipped flow's transcripts.
  static let all: [ShippedTranscript] = ["Music", "Dreams", "Files", "Git", "Sql"].flatMap { folder in
    let path = GoldenFiles.transcripts(of: folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      $0.hasSuffix(".transcript")
    }
    return names.sorted().compactMap { name in
      (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)).flatMap {
        ShippedTranscript(flow: folder.lowercased(), name: name, text: $0)
      }
    }
  }

  private init?(flow: String, name: String, text: String) {
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var arguments: [String] = []
    if let header = rows.first(where: { $0.hasPrefix("# arguments: ") }) {
      arguments = header.dropFirst("# arguments: ".count).split(separator: " ").map(String.init)
    }
    // The dream journal recorded is somewhere on the recording's machine: each run writes its own.
    if let file = arguments.firstIndex(of: "--file"), file + 1 < arguments.count {
      arguments[file + 1] = "{HOME}/dreams.json"
    }
    var inputs = rows.indices.filter { rows[$0].hasPrefix("> ") || rows[$0] == ">" }
    if let last = inputs.last, rows[last] == "> :quit" { inputs.removeLast() }
    guard !inputs.isEmpty else { return nil }
    self.flow = flow
    self.name = name
    self.arguments = arguments
    self.lines = inputs.map { String(rows[$0].dropFirst(2)) }
    self.firstRow = rows.first { !$0.hasPrefix("# ") } ?? ""
    self.pages = inputs.map { input in
      let end = rows[(input + 1)...].firstIndex { $0.hasPrefix("> ") } ?? rows.endIndex
      return Array(rows[(input + 1)..<end]).reversed().drop { $0.isEmpty }.reversed()
    }
  }

  /// Whether `output` ends on the last page.
  func endsOnItsLastPage(_ output: String) -> Bool { Self.shows(lastPage, last: output) }

  /// Whether `output` shows `page` last: its breadcrumb, then its rows in order. A row may
  /// follow more on its line (the page's `:where` names the program first at a terminal), and
  /// plain mode says more between rows.
  static func shows(_ page: [String], last output: String) -> Bool {
    func trimmed<Row: StringProtocol>(_ row: Row) -> String {
      String(row).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    let shown = output.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
    let rows = page.map(trimmed)
    guard let breadcrumb = rows.first, let start = shown.lastIndex(of: breadcrumb) else { return false }
    var next = start + 1
    for row in rows.dropFirst() {
      guard let found = shown[next...].firstIndex(where: { $0.hasSuffix(row) }) else { return false }
      next = found + 1
    }
    return true
  }

  /// The top row of a full screen: its breadcrumb.
  static func top(of screen: String) -> String {
    (screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "").trimmingCharacters(in: .whitespaces)
  }

  /// Runs the flow in `layout` at 80×24 on the shipped fixtures (`scratch` holds the git fixture
  /// once made) and types the lines, each once the last one's page shows.
  func run(_ layout: Layout, scratch: URL) throws -> Run {
    let options =
      switch layout {
      case .piped, .line: ["--color=never"]
      case .plain: ["--plain", "--color=never"]
      case .fullScreen: ["--screen=full", "--color=never"]
      }
    // Started in its home, where the fixtures are (the files flow's path is relative).
    let redirection = layout == .piped ? " < lines > piped-output" : ""
    let tmux = try Tmux(
      command: [flow] + arguments + options, width: 80, height: 24,
      launcher: ["sh", "-c", "cd {HOME} && exec \"$0\" \"$@\"" + redirection], live: true
    ) { home in
      try prepare(home, scratch: scratch)
      try (lines.map { $0 + "\n" }.joined()).write(
        to: home.appendingPathComponent("lines"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    if layout != .piped {
      try tmux.waitFor(firstRow)
      // Each line once the last one's page shows (its breadcrumb on top, full screen), however
      // long its loads take.
      for (line, page) in zip(lines, pages) {
        // An answer its page refused stays on the line to be put right: a person clears it first.
        if line.isEmpty { tmux.send("C-u", "Enter") } else { tmux.send("C-u", line, "Enter") }
        try tmux.wait(for: page.first ?? "") { screen in
          layout == .fullScreen
            ? Self.top(of: screen) == page.first : Self.shows(page, last: tmux.screenWithScrollback())
        }
      }
    }
    let output: String
    switch layout {
    case .piped:
      _ = try tmux.exitStatus()
      output = try String(contentsOf: tmux.home.appendingPathComponent("piped-output"), encoding: .utf8)
    case .plain, .line:
      output = tmux.screenWithScrollback()
      tmux.send(":quit", "Enter")
    case .fullScreen:
      output = tmux.screen()
      tmux.send("C-q")
    }
    let status = try tmux.exitStatus()
    return Run(
      output: output, status: status, journal: try? Data(contentsOf: tmux.home.appendingPathComponent("dreams.json")))
  }

  /// What the flow reads, put in `home` as the recording had it.
  private func prepare(_ home: URL, scratch: URL) throws {
    let manager = FileManager.default
    switch flow {
    case "files": _ = try makeTree(in: home)
    case "git":
      try manager.copyItem(at: scratch.appendingPathComponent("fixture"), to: home.appendingPathComponent("fixture"))
    case "sql":
      try manager.copyItem(atPath: Catalog.embeddedPath, toPath: home.appendingPathComponent("chinook.sqlite").path)
    default: break
    }
  }
}
