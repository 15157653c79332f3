import ArgumentParser
import ConsoleFlow
import ConsoleFlowFiles
import ConsoleFlowREPL
import Foundation
import Synchronization

/// `flows pick [FILE]`: the generic list screen as a command-line chooser, for any list of lines.
struct PickCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Choose among the lines of a file or of standard input; print the chosen line.",
    discussion: """
      Pages and the prompt use the terminal (/dev/tty), so standard input can hold the lines and \
      only the choice goes to standard output: git branch | flows pick. --filter ranks the lines, \
      so it reads them all first, as fzf --filter does; with --no-sort it prints matches in their \
      order as they come, and so works on endless input. fzf's options mean what they mean in \
      fzf; flows pick --bash (--zsh, --fish) prints key bindings to source. Exit status: 0 \
      chosen, 1 nothing matched (--filter, -0), 130 quit without a choice, 2 no terminal to ask \
      on, options it cannot read, or input larger than the memory the program may use.
      """
  )

  @Argument(help: "The file of lines (default: standard input).")
  var file: String?

  @Flag(
    name: [.short, .long],
    help: "Choose several lines (numbers, ranges, all, none; done ends); printed in input order.")
  var multi = false

  // A query may start with a dash (`--filter -ma`), as fzf takes it.
  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Print the lines that match QUERY, best first, and exit; 1 when none do.", valueName: "QUERY"))
  var filter: String?

  @Flag(help: "Keep the lines in their order; not ranked (+s).")
  var noSort = false

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Start with QUERY typed at the prompt.", valueName: "QUERY"))
  var query: String?

  @Flag(
    name: [.customShort("1"), .customLong("select-1")],
    help: "When the query matches one line alone, print it without asking.")
  var selectOne = false

  @Flag(name: [.customShort("0"), .customLong("exit-0")], help: "When the query matches no line, exit 1 at once.")
  var exitZero = false

  @Flag(
    name: [.customShort("e"), .long], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "Terms match exactly, 'term in order (+e: --no-exact).")
  var exact = false

  @Flag(exclusivity: .chooseLast, help: "How case counts (-i ignores it; +i, --no-ignore-case, respects it).")
  var caseMatching: CaseFlag = .smartCase

  @Flag(help: "Take the lines last first.")
  var tac = false

  @Flag(help: "Print the query before the chosen lines.")
  var printQuery = false

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp(
      "Fields are separated by this text, or regular expression; default: white space.", valueName: "TEXT"))
  var delimiter: String?

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Search only these fields (1,3.., -1, 2..-2).", valueName: "FIELDS"))
  var nth: String?

  @Option(
    name: .customLong("with-nth"), parsing: .unconditional,
    help: ArgumentHelp(
      "Show (and search) only these fields, or a template of them ('{2}: {1}', {n} the line's number); "
        + "the whole line is printed.", valueName: "FIELDS"))
  var withNth: String?

  @Option(
    help: ArgumentHelp(
      "Preview the line under the cursor with this command (sh -c); {} stands for the line, quoted.",
      valueName: "COMMAND"))
  var preview: String?

  @Option(help: "The prompt to show.")
  var prompt: String?

  @Option(help: "A line shown above the list.")
  var header: String?

  @Flag(help: "Lines are separated by NUL, not newline.")
  var read0 = false

  @Flag(help: "Print chosen lines followed by NUL, not newline.")
  var print0 = false

  @Flag(help: "Print key bindings for this shell to source (Ctrl-T paths, Ctrl-R history, Alt-C cd), and exit.")
  var keyBindings: PickKeyBindings.Shell?

  @OptionGroup var terminal: TerminalOptions

  /// fzf's case options, the last given counting.
  enum CaseFlag: String, EnumerableFlag {
    case smartCase, ignoreCase, noIgnoreCase

    static func name(for value: CaseFlag) -> NameSpecification {
      value == .ignoreCase ? [.customShort("i"), .long] : .long
    }
  }

  /// fzf's spellings with a plus (`+i`), which the parser reads as arguments, spelt out.
  static let plusSpellings = ["+i": "--no-ignore-case", "+e": "--no-exact", "+s": "--no-sort"]

  func run() async throws {
    if let keyBindings {
      print(PickKeyBindings.script(for: keyBindings), terminator: "")
      return
    }
    do {
      try await pick()
    } catch let tooLarge as PickLines.TooLarge {
      throw FlowsError.exitCode(for: FlowsError(tooLarge.description, status: 2))
    } catch {
      throw FlowsError.exitCode(for: error)
    }
  }

  /// How queries match, from the options.
  private func searchOptions() throws -> ListFilter.Options {
    let caseMatching: ListFilter.Options.CaseMatching =
      switch caseMatching {
      case .smartCase: .smart
      case .ignoreCase: .ignore
      case .noIgnoreCase: .respect
      }
    return ListFilter.Options(caseMatching: caseMatching, exact: exact, fields: try fields(nth), ranked: !noSort)
  }

  /// The fields `expression` names, split at the delimiter; nil without one.
  private func fields(_ expression: String?) throws -> ListFilter.Fields? {
    guard let expression else { return nil }
    do {
      return try ListFilter.Fields(expression, delimiter: delimiter)
    } catch {
      throw FlowsError(error.description, status: 2)
    }
  }

  private func pick() async throws {
    let options = try searchOptions()
    let shown = try withNth.map { try WithNth($0, delimiter: delimiter) }
    let input = try openInput()
    let separator: UInt8 = read0 ? 0 : UInt8(ascii: "\n")
    if let filter {
      try self.filter(input, query: filter, options: options, shown: shown, separator: separator)
      return
    }
    let arena = LineArena()
    let needsAll = multi || tac || selectOne || exitZero || shown?.showsIndex == true
    var lines: [PickLine]? = nil
    // A line's number, from 0, where a --with-nth template shows it.
    var numbers: [PickLine: Int] = [:]
    if needsAll {
      var all = try await PickLines.all(from: input, separator: separator, into: arena)
      if shown?.showsIndex == true { numbers = Dictionary(zip(all, all.indices)) { first, _ in first } }
      if tac { all.reverse() }
      lines = all
    }
    // What --with-nth makes of a line: what it shows, and is searched by.
    var shownBytes: (@Sendable (PickLine) -> [UInt8])? = nil
    if let shown { shownBytes = { [numbers] in shown.shown(arena.bytes(of: $0), index: numbers[$0] ?? 0) } }
    let label: @Sendable (PickLine) -> String =
      if let shownBytes { { String(decoding: shownBytes($0), as: UTF8.self) } } else { { arena.text(of: $0) } }
    if let all = lines {
      if selectOne || exitZero {
        // Only whether none, one or more match counts: the search stops at the second.
        let matchesLine = ListFilter.lineMatcher(query ?? "", options: options)
        var matches: [Int] = []
        for (position, line) in all.enumerated() {
          let found =
            shownBytes?(line).withUnsafeBufferPointer(matchesLine) ?? matchesLine(arena.bytesInPlace(of: line))
          if found { matches.append(position) }
          if matches.count == 2 { break }
        }
        if exitZero && matches.isEmpty || selectOne && matches.count == 1 {
          // Decided without asking: no terminal is needed, as with fzf.
          try emit(
            matches.map { all[$0] }, query: printQuery ? query ?? "" : nil, from: arena, to: Platform.standardOutput)
          if matches.isEmpty { throw ExitCode(1) }
          return
        }
      }
    }
    let output = try askOnTheTerminal()
    var repl = REPL(name: "pick", arguments: file.map { [$0] } ?? [])
    terminal.apply(to: &repl)
    repl.initialLine = query
    let entered = Mutex<String?>(nil)
    repl.lineEntered = { line in entered.withLock { $0 = line } }
    if multi {
      let choose = Screen<[PickLine], [PickLine]>.multiSelect(
        title: { [header] _ in header ?? "Choose" }, choices: { $0 }, label: label)
      guard let chosen = try await repl.run(root(choose), input: lines ?? []) else { throw ExitCode(130) }
      try emit(chosen, query: printQuery ? query ?? "" : nil, from: arena, to: output)
      return
    }
    var heading: (@Sendable (Int) -> String)? = nil
    if let header { heading = { _ in header } }
    // The list searches the lines' bytes where they are: no folded copy of a million lines.
    var inPlace: (@Sendable (PickLine) -> UnsafeBufferPointer<UInt8>)? = nil
    if shownBytes == nil { inPlace = { arena.bytesInPlace(of: $0) } }
    var previewOfALine: Preview<PickLine>? = nil
    if let preview {
      let command = PickPreview(command: preview)
      previewOfALine = .load("preview") { line in try await command.lines(for: arena.bytes(of: line)) }
    }
    let choose = Screen<ElementStream<PickLine>, PickLine>.list(
      title: "Pick", heading: heading, label: label, prompt: prompt, labelBytes: inPlace, matching: options,
      preview: previewOfALine)
    let stream: ElementStream<PickLine>
    if let lines {
      stream = ElementStream(
        "lines",
        batches: {
          AsyncStream<[PickLine]> { delivery in
            delivery.yield(lines)
            delivery.finish()
          }
        })
    } else {
      stream = ElementStream(
        "lines", batches: { PickLines.batches(from: input, separator: separator, into: arena) })
    }
    guard let chosen = try await repl.run(root(choose), input: stream) else { throw ExitCode(130) }
    let typed = entered.withLock { $0 } ?? query ?? ""
    try emit([chosen], query: printQuery ? typed : nil, from: arena, to: output)
  }

  /// `--filter`: the lines that match `query` (by the fields `shown` shows, if given), best
  /// first unless `--no-sort`; status 1 when none do.
  private func filter(
    _ input: Int32, query: String, options: ListFilter.Options, shown: WithNth?, separator: UInt8
  ) throws {
    let terminator: UInt8 = print0 ? 0 : UInt8(ascii: "\n")
    var output: [UInt8] = []
    if printQuery { output += Array(query.utf8) + [terminator] }
    if noSort && !tac {
      // Matches go out as they come: endless input works.
      let matches = ListFilter.lineMatcher(query, options: options)
      try PickLines.write(output, to: Platform.standardOutput)
      var index = -1
      let printed = try PickLines.filter(
        input, separator: separator,
        matches: { line in
          index += 1
          return shown.map { $0.shown(Array(line), index: index).withUnsafeBufferPointer(matches) } ?? matches(line)
        },
        to: Platform.standardOutput, terminator: terminator)
      if printed == 0 { throw ExitCode(1) }
      return
    }
    // Read once, in bulk, and matched on the bytes over every core: no string a line.
    let lines = LineBuffer(try PickLines.bytes(of: input), separator: separator)
    let searched = shown.map { shown in LineBuffer.shown(lines, by: shown) } ?? lines
    let count = lines.count
    // --tac: position p is line count - 1 - p.
    let line: (Int) -> Int = tac ? { count - 1 - $0 } : { $0 }
    // --no-sort with --tac ranks, as fzf's --filter does: it needs every line, so it sorts.
    var ranking = options
    ranking.ranked = true
    let matches = searched.withLines { count, bytes in
      ListFilter.matches(query, lineCount: count, options: ranking) { bytes(line($0)) }
    }
    for position in matches {
      output.append(contentsOf: lines[line(position)])
      output.append(terminator)
    }
    try PickLines.write(output, to: Platform.standardOutput)
    if matches.isEmpty { throw ExitCode(1) }
  }

  /// The descriptor the lines come from: the file, or standard input.
  private func openInput() throws -> Int32 {
    guard let file else { return Platform.duplicate(Platform.standardInput) }
    // Opened by the bytes given: a name that is not UTF-8 too.
    let path = RawArgument(file)
    let descriptor = Platform.openForReading(bytes: path.bytes)
    guard descriptor >= 0 else { throw FlowsError("\(path.shown): \(ErrorWords.of(errno: Platform.lastError))") }
    return descriptor
  }

  /// Puts the terminal on standard input and output for the pages and the prompt; answers where
  /// the choice goes (the standard output given to `flows`).
  private func askOnTheTerminal() throws -> Int32 {
    guard let output = Platform.askOnTheTerminal() else {
      throw FlowsError(
        "there is no terminal to ask on (/dev/tty); give --filter QUERY to choose without one", status: 2)
    }
    return output
  }

  /// Writes `query` when given, then each line's bytes as they came, each followed by a newline
  /// (or NUL).
  private func emit(_ lines: [PickLine], query: String?, from arena: LineArena, to descriptor: Int32) throws {
    let terminator = print0 ? 0 : UInt8(ascii: "\n")
    var bytes: [UInt8] = query.map { Array($0.utf8) + [terminator] } ?? []
    for line in lines { bytes += arena.bytes(of: line) + [terminator] }
    try PickLines.write(bytes, to: descriptor)
  }
}
