import ArgumentParser
@_spi(Flows) import ConsoleFlowREPL

/// `flows pick --history FILE`: where the queries typed are kept, as fzf's option; without it
/// none are written anywhere, as in fzf.
struct PickHistoryOption: ParsableArguments {
  @Option(
    name: .customLong("history"), parsing: .unconditional,
    help: ArgumentHelp(
      "Write the queries chosen with to FILE, as fzf's --history; without it none are written.", valueName: "FILE"))
  var file: String?

  /// Sets where the REPL keeps what is typed: the file given, or nowhere.
  func apply(to repl: inout REPL) { repl.historyFile = file.map { .at($0) } ?? .none }
}
