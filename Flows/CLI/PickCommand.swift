import ArgumentParser
import ConsoleFlow
import ConsoleFlowFiles
import ConsoleFlowREPL
import Foundation

/// `flows pick [FILE]`: the generic list screen as a command-line chooser, for any list of lines.
struct PickCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Choose among the lines of a file or of standard input; print the chosen line.",
    discussion: """
      Pages and the prompt use the terminal (/dev/tty), so standard input can hold the lines and \
      only the choice goes to standard output: git branch | flows pick. --filter ranks the lines, \
      so it reads them all first, as fzf --filter does; with --no-sort it prints matches in their \
      order as they come, and so works on endless input. Exit status: 0 chosen, 1 nothing \
      matched (--filter), 130 quit without a choice, 2 no terminal to ask on, or input larger \
      than the memory the program may use.
      """
  )

  @Argument(help: "The file of lines (default: standard input).")
  var file: String?

  @Flag(help: "Choose several lines (numbers, ranges, all, none; done ends); printed in input order.")
  var multi = false

  // A query may start with a dash (`--filter -ma`), as fzf takes it.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Print the lines that match QUERY, best first, and exit; 1 when none do.", valueName: "QUERY"))
  var filter: String?

  @Flag(help: "With --filter: print the matching lines in their order as they come, not ranked.")
  var noSort = false

  @Option(help: "The prompt to show.")
  var prompt: String?

  @Option(help: "A line shown above the list.")
  var header: String?

  @Flag(help: "Lines are separated by NUL, not newline.")
  var read0 = false

  @Flag(help: "Print chosen lines followed by NUL, not newline.")
  var print0 = false

  @OptionGroup var terminal: TerminalOptions

  func run() async throws {
    do {
      try await pick()
    } catch let tooLarge as PickLines.TooLarge {
      throw FlowsError.exitCode(for: FlowsError(tooLarge.description, status: 2))
    } catch {
      throw FlowsError.exitCode(for: error)
    }
  }

  private func pick() async throws {
    let input = try openInput()
    let separator: UInt8 = read0 ? 0 : UInt8(ascii: "\n")
    let terminator: UInt8 = print0 ? 0 : UInt8(ascii: "\n")
    if let filter {
      if noSort {
        let printed = try PickLines.filter(
          input, separator: separator, matches: ListFilter.lineMatcher(filter), to: Platform.standardOutput,
          terminator: terminator)
        if printed == 0 { throw ExitCode(1) }
        return
      }
      // Read once, in bulk, and matched on the bytes over every core: no string a line.
      let lines = LineBuffer(try PickLines.bytes(of: input), separator: separator)
      let matches = lines.matches(filter)
      var output: [UInt8] = []
      for index in matches { output += lines[index] + [terminator] }
      try PickLines.write(output, to: Platform.standardOutput)
      if matches.isEmpty { throw ExitCode(1) }
      return
    }
    let output = try askOnTheTerminal()
    var repl = REPL(name: "pick", arguments: file.map { [$0] } ?? [])
    terminal.apply(to: &repl)
    let arena = LineArena()
    if multi {
      let lines = try await PickLines.all(from: input, separator: separator, into: arena)
      let choose = Screen<[PickLine], [PickLine]>.multiSelect(
        title: { [header] _ in header ?? "Choose" }, choices: { $0 }, label: { arena.text(of: $0) })
      guard let chosen = try await repl.run(root(choose), input: lines) else { throw ExitCode(130) }
      try emit(chosen, from: arena, to: output)
      return
    }
    var heading: (@Sendable (Int) -> String)? = nil
    if let header { heading = { _ in header } }
    // The list searches the lines' bytes where they are: no folded copy of a million lines.
    let choose = Screen<ElementStream<PickLine>, PickLine>.list(
      title: "Pick", heading: heading, label: { arena.text(of: $0) }, prompt: prompt,
      labelBytes: { arena.bytesInPlace(of: $0) })
    let lines = ElementStream(
      "lines", batches: { PickLines.batches(from: input, separator: separator, into: arena) })
    guard let chosen = try await repl.run(root(choose), input: lines) else { throw ExitCode(130) }
    try emit([chosen], from: arena, to: output)
  }

  /// The descriptor the lines come from: the file, or standard input.
  private func openInput() throws -> Int32 {
    guard let file else { return Platform.duplicate(Platform.standardInput) }
    let descriptor = Platform.openForReading(file)
    guard descriptor >= 0 else { throw FlowsError("\(file): \(ErrorWords.of(errno: Platform.lastError))") }
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

  /// Writes each line's bytes as they came, each followed by a newline (or NUL).
  private func emit(_ lines: [PickLine], from arena: LineArena, to descriptor: Int32) throws {
    var bytes: [UInt8] = []
    for line in lines { bytes += arena.bytes(of: line) + [print0 ? 0 : UInt8(ascii: "\n")] }
    try PickLines.write(bytes, to: descriptor)
  }
}
