import ArgumentParser
import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
@_spi(Flows) import ConsoleFlowREPL
import Foundation

/// How a flow runs: at a terminal, from piped input, from a script; recorded or not.
struct RunOptions: ParsableArguments {
  @Option(help: "When to use colour: auto, always or never.")
  var color: REPL.Choice = .auto

  @OptionGroup var terminal: TerminalOptions

  @Option(
    help: ArgumentHelp(
      "Run headlessly on the lines of FILE and print the transcript; a line that is not accepted stops with an error naming its line number.",
      valueName: "FILE"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Write the session to FILE as a .transcript file that `flows test FILE` replays.", valueName: "FILE"))
  var record: String?

  @Flag(help: "With piped input, stop at the first line that is not accepted (scripts always do).")
  var strict = false

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "Open the flow at the item labelled LABEL; repeat it for each screen down (--at AC/DC --at 'Let There Be Rock').",
      valueName: "LABEL"))
  var at: [String] = []

  @Flag(help: "Reopen the flow where its last session at a terminal, with the same arguments, was left.")
  var resume = false

  @Option(
    help: ArgumentHelp(
      "Print the flow's map (its screens and the ways between them) and exit: --map for Mermaid, --map=dot for Graphviz.",
      valueName: "FORMAT"))
  var map: MapFormat?

  /// How `--map` draws a flow.
  enum MapFormat: String, ExpressibleByArgument {
    case mermaid, dot
  }

  /// Refuses what cannot work together before anything runs.
  func validate() throws {
    if resume && !at.isEmpty { throw ValidationError("--resume and --at both say where to open; give one") }
  }

  /// Refuses what cannot work before anything runs: a recording over the script being read.
  func refuseOverwritingTheScript() throws {
    if let script, let record, sameFile(script, record) {
      throw FlowsError("--record \(record) would overwrite the script being read; record to another file", status: 2)
    }
  }

  /// Runs `navigation` from `input` in the chosen mode; `arguments` are the flow's own, for a recording's header.
  @MainActor
  func run<A, Output: Sendable>(
    flow name: String, arguments: [String], _ navigation: Navigation<A, Output>, input: A
  ) async throws {
    var repl = REPL(
      name: name, color: color, strict: strict || script != nil, recordPath: record, arguments: arguments)
    repl.origin = ["flows", name] + arguments
    repl.originBytes = repl.origin.map { RawArgument($0).bytes }
    // The same flow with the same arguments, started in the same folder, resumes the same path.
    repl.resumeKey = ([name] + arguments).joined(separator: " ") + " in " + FileManager.default.currentDirectoryPath
    repl.path = at
    repl.resumes = resume
    terminal.apply(to: &repl)
    guard let script else {
      try await repl.run(navigation, input: input)
      return
    }
    let text: String
    do {
      // Read as a stream, so /dev/stdin and named pipes work as well as files.
      let data = try FileHandle(forReadingFrom: URL(fileURLWithPath: script)).readToEnd() ?? Data()
      text = String(decoding: data, as: UTF8.self)
    } catch {
      throw FlowsError("\(script): cannot read the script: \(ErrorWords.of(error))")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    try await repl.run(navigation, input: input, lines: lines, source: script)
  }
}

/// Whether two paths name one file: the same device and inode, or, for a file not made yet, the
/// same path once made absolute.
private func sameFile(_ first: String, _ second: String) -> Bool {
  if let same = Platform.sameFile(first, second) { return same }
  return URL(fileURLWithPath: first).standardizedFileURL == URL(fileURLWithPath: second).standardizedFileURL
}

extension REPL.Choice: @retroactive ExpressibleByArgument {}
extension REPL.ScreenLayout: @retroactive ExpressibleByArgument {}

/// How the pages behave at a terminal: narrowing as the user types, plain mode. Shared by every
/// flow and by `flows pick`.
struct TerminalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Narrow a list as you type: auto (at a terminal that can redraw, unless $CONSOLEFLOW_LIVE is never), always (whatever $CONSOLEFLOW_LIVE says) or never.",
      valueName: "WHEN"))
  var live: REPL.Choice = .auto

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Plain mode for screen readers: only appended lines, no redraw, colour or spinner. Default: on when $CONSOLEFLOW_PLAIN is set (not 0)."
    ))
  var plain: Bool?

  @Option(
    help: ArgumentHelp(
      "How pages show at a terminal: line (each below the last, a prompt under it) or full (the whole screen, a cursor, a status line, the mouse). Default: $CONSOLEFLOW_SCREEN, else the flow's own.",
      valueName: "LAYOUT"))
  var screen: REPL.ScreenLayout?

  @Flag(name: .customLong("no-mouse"), help: "Full screen leaves the mouse to the terminal (to select text).")
  var noMouse = false

  /// Sets what was given on the REPL; what was not stays as the environment says.
  func apply(to repl: inout REPL) {
    repl.live = live
    if let plain { repl.plain = plain ? .always : .never }
    if let screen { repl.screenChosen = screen }
    if noMouse { repl.mouse = false }
  }
}
