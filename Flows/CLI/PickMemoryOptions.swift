import ArgumentParser
@_spi(Flows) import ConsoleFlow
@_spi(Flows) import ConsoleFlowREPL
import Foundation
import Pick

/// `flows pick`'s options beyond fzf's: remembering choices (off unless a list is named, as fzf
/// writes nothing by default) and forgiving a typo (off unless asked, since scripts count lines).
struct PickMemoryOptions: ParsableArguments {
  @Flag(
    inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "When a term (three letters or more, no ' ^ $ !) matches no line, print the lines one letter off it below.")
  var typos = false

  @Option(
    name: .customLong("history-key"), parsing: .unconditional,
    help: ArgumentHelp(
      "Remember the lines chosen in this list, by query, and rank them first next time (kept in "
        + "$XDG_STATE_HOME/consoleflow/choices, owner-only).", valueName: "KEY"))
  var historyKey: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --filter QUERY and --history-key: remember LINE as chosen for QUERY, print nothing, and exit.",
      valueName: "LINE"))
  var remember: String?

  @Flag(help: "Forget the choices remembered for --history-key KEY (every list's without it), and exit.")
  var forget = false

  /// The time now, seconds since 1970: a test sets `FLOWS_NOW`.
  var now: Double {
    ProcessInfo.processInfo.environment["FLOWS_NOW"].flatMap(Double.init) ?? Date().timeIntervalSince1970
  }

  func validate() throws {
    if remember != nil && historyKey == nil { throw ValidationError("--remember needs --history-key KEY") }
  }

  /// Does what `--forget` and `--remember` ask, and answers whether that was all.
  func handled(filter: String?) throws -> Bool {
    if forget {
      if let historyKey { try ChoiceFile(key: historyKey).forget() } else { try ChoiceFile.forgetAll() }
      return true
    }
    guard let remember, let historyKey else { return false }
    guard let filter else { throw FlowsError("--remember needs --filter QUERY", status: 2) }
    try ChoiceFile(key: historyKey).remember(remember, for: filter, at: now)
    return true
  }

  /// Sets the filter's typos and remembered choices.
  func apply(to filter: inout PickFilter) throws {
    filter.forgivesTypos = typos
    if let historyKey { filter.remembered = (ChoiceFile(key: historyKey).load(), now) }
  }

  /// Says on stderr which lines printed are one letter off; answers how many lines were printed.
  func report(_ run: (printed: Int, forgiven: Int, loosened: [String])) -> Int {
    if run.forgiven > 0 {
      let terms = run.loosened.map { "\"\($0)\"" }.joined(separator: ", ")
      let lines = run.forgiven == 1 ? "line" : "lines"
      FlowsError.report(
        "pick: no line matches \(terms); the last \(run.forgiven) \(lines) printed are one letter off")
    }
    return run.printed
  }

  /// `navigation` with the choices remembered for `--history-key` first among the matches; the
  /// choice itself is remembered when it is printed (``record(_:query:)``).
  func recalling<Input, Output>(_ navigation: Navigation<Input, Output>) -> Navigation<Input, Output> {
    guard let historyKey else { return navigation }
    let (memory, now) = (ChoiceFile(key: historyKey).load(), now)
    return navigation.rememberingChoices(ChoiceRecall(memory, now: now))
  }

  /// Remembers the lines chosen for `query`, when a list is named; a file that cannot be
  /// written is said on stderr, and the choice still printed.
  func record(_ chosen: [String], query: String) {
    guard let historyKey else { return }
    let file = ChoiceFile(key: historyKey)
    do {
      var memory = file.load()
      for line in chosen { memory.remember(line, for: query, at: now) }
      try file.save(memory)
    } catch {
      FlowsError.report("pick: choices not remembered: \(error)")
    }
  }
}
