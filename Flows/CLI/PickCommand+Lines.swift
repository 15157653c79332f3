import ArgumentParser
@_spi(Flows) import ConsoleFlowFiles
import Foundation
import Pick

// Where `flows pick`'s lines come from and where its choice goes.
extension PickCommand {
  /// The descriptor the lines come from: the file, or standard input.
  func openInput() throws -> Int32 {
    guard let file else { return Platform.duplicate(Platform.standardInput) }
    // Opened by the bytes given: a name that is not UTF-8 too.
    let path = RawArgument(file)
    let descriptor = Platform.openForReading(bytes: path.bytes)
    guard descriptor >= 0 else {
      throw FlowsError("\(path.shown): \(ErrorWords.of(errno: Platform.lastError))", status: 2)
    }
    // Said at once, before a terminal is asked for: a folder opens, but holds no lines.
    if Platform.isFolder(descriptor) {
      Platform.closeFile(descriptor)
      throw FlowsError("\(path.shown): \(ErrorWords.of(errno: Platform.isAFolderError))", status: 2)
    }
    return descriptor
  }

  /// The command run for the lines, where no file is given, standard input is a terminal and
  /// `FLOWS_DEFAULT_COMMAND` names one (as fzf's `FZF_DEFAULT_COMMAND`); nil otherwise.
  func startListCommand() throws -> ListCommand? {
    guard file == nil, isatty(Platform.standardInput) == 1,
      let command = ProcessInfo.processInfo.environment[ListCommand.variable], !command.isEmpty
    else { return nil }
    do {
      return try ListCommand(running: command)
    } catch {
      throw FlowsError("\(ListCommand.variable): \(ErrorWords.of(errno: error.code))", status: 2)
    }
  }

  /// Puts the terminal on standard input and output for the pages and the prompt; answers where
  /// the choice goes (the standard output given to `flows`).
  func askOnTheTerminal() throws -> Int32 {
    guard let output = Platform.askOnTheTerminal() else {
      throw FlowsError(
        "there is no terminal to ask on (/dev/tty); give --filter QUERY to choose without one", status: 2)
    }
    return output
  }

  /// What follows each line printed: a newline, or NUL (`--print0`).
  var terminator: UInt8 { print0 ? 0 : UInt8(ascii: "\n") }

  /// Writes `query` when given, then each line's bytes as they came, each followed by the
  /// terminator.
  func emit(_ lines: [PickLine], query: String?, from arena: LineArena, to descriptor: Int32) throws {
    try PickLines.emit(lines, query: query, from: arena, terminator: terminator, to: descriptor)
  }
}

extension PickKeyBindings.Shell: EnumerableFlag {}
