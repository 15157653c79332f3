import ArgumentParser
@_spi(Flows) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
@_spi(Flows) import ConsoleFlowREPL
import Foundation
import Pick
import Synchronization

/// `flows pick [FILE]`: the generic list screen as a command-line chooser, for any list of lines.
/// Its arguments are read as fzf reads its own (``PickArguments``).
struct PickCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Choose among the lines of a file or of standard input; print the chosen line.",
    discussion: """
      Pages and the prompt use the terminal (/dev/tty), so standard input can hold the lines and \
      only the choice goes to standard output: git branch | flows pick. What is typed is a query: \
      Up and Down move the cursor, Enter prints the line under it (the first one when nothing is \
      typed), Ctrl-C, Esc, Ctrl-G or Ctrl-Q quits. --filter ranks the lines, so it reads them all \
      first, as fzf --filter does; with --no-sort it prints matches in their order as they come, \
      and so works on endless input. fzf's options mean what they mean in fzf, spelt as fzf spells \
      them (-fQUERY, -d,, +s); flows pick --bash (--zsh, --fish) prints key bindings to source. \
      Exit status: 0 chosen, 1 nothing matched, 130 quit without a choice, 2 an error (no terminal \
      to ask on, options or a file it cannot read, input larger than the memory it may use).
      """
  )

  @Argument(help: "The file of lines (default: standard input).")
  var file: String?

  @Flag(
    name: [.short, .long], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "Choose several lines: Tab marks the line under the cursor; printed in input order (+m: --no-multi).")
  var multi = false

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Print the lines that match QUERY, best first, and exit; 1 when none do.", valueName: "QUERY"))
  var filter: String?

  @Flag(
    name: [.short, .long], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "Rank the matches (the default); +s, --no-sort, keeps the lines' order.")
  var sort = true

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Start with QUERY typed at the prompt.", valueName: "QUERY"))
  var query: String?

  @Flag(
    name: [.customShort("1"), .customLong("select-1")], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "When the query matches one line alone, print it without asking.")
  var selectOne = false

  @Flag(
    name: [.customShort("0"), .customLong("exit-0")], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "When the query matches no line, exit 1 at once.")
  var exitZero = false

  @Flag(
    name: [.customShort("e"), .long], inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "Terms match exactly, 'term in order (+e: --no-exact).")
  var exact = false

  @Flag(exclusivity: .chooseLast, help: "How case counts (-i ignores it; +i, --no-ignore-case, respects it).")
  var caseMatching: CaseFlag = .smartCase

  @Flag(inversion: .prefixedNo, exclusivity: .chooseLast, help: "Take the lines last first.")
  var tac = false

  @Flag(inversion: .prefixedNo, exclusivity: .chooseLast, help: "Print the query before the chosen lines.")
  var printQuery = false

  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp(
      "Fields are separated by this text, or regular expression (Go's syntax); default: white space.",
      valueName: "TEXT"))
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
    parsing: .unconditional,
    help: ArgumentHelp(
      "Preview the line under the cursor with this command (sh -c), as fzf's: {} the line, {1} {-1} {2..} its "
        + "fields, {n} its number, {q} the query, each quoted.", valueName: "COMMAND"))
  var preview: String?

  @Option(parsing: .unconditional, help: "The prompt to show.")
  var prompt: String?

  @Option(parsing: .unconditional, help: "Lines shown above the list.")
  var header: String?

  @Flag(inversion: .prefixedNo, exclusivity: .chooseLast, help: "Lines are separated by NUL, not newline.")
  var read0 = false

  @Flag(inversion: .prefixedNo, exclusivity: .chooseLast, help: "Print chosen lines followed by NUL, not newline.")
  var print0 = false

  @Flag(help: "Print key bindings for this shell to source (Ctrl-T paths, Ctrl-R history, Alt-C cd), and exit.")
  var keyBindings: PickKeyBindings.Shell?

  @OptionGroup var terminal: TerminalOptions
  @OptionGroup var history: PickHistoryOption

  @OptionGroup var remembering: PickMemoryOptions

  /// Runs `flows pick` with `arguments` as fzf reads its own: every usage error (an unknown option,
  /// a bundle, a value missing) is one line on stderr and status 2, as in fzf; `-h` and `--help`
  /// print the help on stdout.
  static func main(fzfArguments arguments: [String]) async -> Never {
    let command: ParsableCommand
    do {
      command = try Flows.parseAsRoot(["pick"] + PickArguments.spelledOut(arguments))
    } catch let refused as PickArguments.Refused {
      FlowsError.report(refused.description + " (flows pick --help)")
      Flows.exit(withError: ExitCode(2))
    } catch {
      // The help asked for goes to stdout; what the parser refused is a usage error.
      guard Flows.exitCode(for: error) != .success else { Flows.exit(withError: error) }
      FlowsError.report(Flows.message(for: error) + " (flows pick --help)")
      Flows.exit(withError: ExitCode(2))
    }
    do {
      // The parser answers the help it was asked for as a command of its own.
      if let picking = command as? PickCommand {
        try await picking.run()
      } else {
        var other = command
        try other.run()
      }
      Flows.exit()
    } catch {
      Flows.exit(withError: error)
    }
  }

  func run() async throws {
    if let keyBindings { return print(PickKeyBindings.script(for: keyBindings), terminator: "") }
    do {
      if try remembering.handled(filter: filter) { return }
      try await pick()
    } catch let error where error is PickLines.TooLarge || error is PickLines.Failure {
      // As fzf's: 1 says nothing matched, so lines it cannot read or hold are 2. A file given
      // is named: "cannot read the lines" of which.
      let named = file.map { "\(RawArgument($0).shown): \(error)" } ?? "\(error)"
      throw FlowsError.exitCode(for: FlowsError(named, status: 2))
    } catch {
      throw FlowsError.exitCode(for: error)
    }
  }

  /// What `read` reads from an option, or what it refused in words, status 2.
  static func readable<Value, Refused: Error & CustomStringConvertible>(
    _ read: () throws(Refused) -> Value
  ) throws -> Value {
    do {
      return try read()
    } catch {
      throw FlowsError(error.description, status: 2)
    }
  }

  /// Picks; a command run for the lines ends with the picker, however it ends.
  private func pick() async throws {
    var listing: ListCommand?
    do {
      try await pick(listing: &listing)
    } catch {
      await listing?.end()
      throw error
    }
    await listing?.end()
  }

  private func pick(listing: inout ListCommand?) async throws {
    var options = try searchOptions()
    options.forgivesTypos = remembering.typos
    let shown = try withNth.map { expression in
      try Self.readable { () throws(WithNth.Invalid) in try WithNth(expression, delimiter: delimiter) }
    }
    let previewing = try preview.map { command in
      try Self.readable { () throws(PreviewTemplate.Unsupported) in
        try PickPreview(command: command, delimiter: delimiter)
      }
    }
    listing = try startListCommand()
    let input = try listing?.output ?? openInput()
    let separator: UInt8 = read0 ? 0 : UInt8(ascii: "\n")
    if let filter {
      // --no-sort with --tac ranks, as fzf's --filter does: it needs every line, so it sorts.
      let order: PickFilter.Order = tac ? .rankedLastFirst : sort ? .ranked : .asTheyCome
      var filtering = PickFilter(
        query: filter, options: options, shown: shown, order: order, separator: separator, terminator: terminator,
        printsQuery: printQuery)
      try remembering.apply(to: &filtering)
      if try remembering.report(filtering.runReporting(input, to: Platform.standardOutput)) == 0 { throw ExitCode(1) }
      return
    }
    let arena = LineArena()
    // A line's number (from 0) is known once every line before it is: {n} reads them all first.
    let numbers = shown?.showsIndex == true || previewing?.template.readsNumber == true
    let needsAll = selectOne || exitZero || numbers
    var lines: [PickLine]? = nil
    // Every line in input order, where a line's number is asked for.
    var inOrder: [PickLine] = []
    if needsAll {
      var all = try await PickLines.all(from: input, separator: separator, into: arena)
      if numbers { inOrder = all }
      if tac { all.reverse() }
      lines = all
    }
    // What --with-nth makes of a line: what it shows, and is searched by.
    var shownBytes: (@Sendable (PickLine) -> [UInt8])? = nil
    if let shown {
      shownBytes = { [inOrder] in shown.shown(arena.bytes(of: $0), index: PickLine.number(of: $0, in: inOrder)) }
    }
    let label: @Sendable (PickLine) -> String =
      if let shownBytes { { String(decoding: shownBytes($0), as: UTF8.self) } } else { { arena.text(of: $0) } }
    if let all = lines, selectOne || exitZero {
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
    let output = try askOnTheTerminal()
    var repl = REPL(name: "pick", arguments: file.map { [$0] } ?? [])
    terminal.apply(to: &repl)
    history.apply(to: &repl)
    (repl.initialLine, repl.typing) = (query, .query)
    let entered = Locked<String?>(nil)
    repl.lineEntered = { line in entered.withLock { $0 = line } }
    // Input too large or lines it cannot read end the first screen's load: status 2, as without a terminal.
    let readFailed = Locked<(any Error)?>(nil)
    do {
      let chosen: [PickLine]?
      // The list searches the lines' bytes where they are: no folded copy of a million lines.
      var inPlace: (@Sendable (PickLine) -> UnsafeBufferPointer<UInt8>)? = nil
      if shownBytes == nil { inPlace = { arena.bytesInPlace(of: $0) } }
      var heading: (@Sendable (ElementStream<PickLine>, Int) -> String)? = nil
      if let header { heading = { _, _ in header } }
      if multi {
        let choose = Screen<ElementStream<PickLine>, [PickLine]>.markedList(
          title: "Pick", heading: heading, label: label, prompt: prompt, labelBytes: inPlace, matching: options)
        chosen = try await repl.run(
          root(choose),
          input: PickLines.stream(lines, from: input, separator: separator, into: arena, lastFirst: tac) { failure in
            readFailed.withLock { $0 = failure }
          })
      } else {
        let lookAt = previewing?.preview(of: arena) { [inOrder] in PickLine.number(of: $0, in: inOrder) }
        let choose = Screen<ElementStream<PickLine>, PickLine>.list(
          title: "Pick", heading: heading, label: label, prompt: prompt, labelBytes: inPlace, matching: options,
          preview: lookAt)
        chosen = try await repl.run(
          remembering.recalling(root(choose)),
          input: PickLines.stream(lines, from: input, separator: separator, into: arena, lastFirst: tac) { failure in
            readFailed.withLock { $0 = failure }
          }
        )
        .map { [$0] }
      }
      guard let chosen else { throw ExitCode(130) }
      let typed = entered.withLock { $0 } ?? query ?? ""
      remembering.record(chosen.map { arena.text(of: $0) }, query: typed)
      try emit(chosen, query: printQuery ? typed : nil, from: arena, to: output)
    } catch let nothing as REPL.Error where nothing.kind == .noMatch {
      // As fzf: the query first with --print-query, and status 1.
      try emit([], query: printQuery ? nothing.input : nil, from: arena, to: output)
      throw ExitCode(1)
    } catch let failed as REPL.Error where failed.kind == .firstScreenFailed {
      throw readFailed.withLock { $0 } ?? failed
    }
  }
}
