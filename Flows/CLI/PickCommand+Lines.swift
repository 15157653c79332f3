import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import Foundation

// Where `flows pick`'s lines come from and where its choice goes.
extension PickCommand {
  /// The lines the list shows: `lines` when they were read already, else as they are read.
  func stream(
    _ lines: [PickLine]?, from input: Int32, separator: UInt8, into arena: LineArena
  ) -> ElementStream<PickLine> {
    guard let lines else {
      return ElementStream(
        "Loading lines", batches: { PickLines.batches(from: input, separator: separator, into: arena) })
    }
    return ElementStream(
      "Loading lines",
      batches: {
        AsyncStream<[PickLine]> { delivery in
          delivery.yield(lines)
          delivery.finish()
        }
      })
  }

  /// The descriptor the lines come from: the file, or standard input.
  func openInput() throws -> Int32 {
    guard let file else { return Platform.duplicate(Platform.standardInput) }
    // Opened by the bytes given: a name that is not UTF-8 too.
    let path = RawArgument(file)
    let descriptor = Platform.openForReading(bytes: path.bytes)
    guard descriptor >= 0 else { throw FlowsError("\(path.shown): \(ErrorWords.of(errno: Platform.lastError))") }
    return descriptor
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

  /// Writes `query` when given, then each line's bytes as they came, each followed by a newline
  /// (or NUL).
  func emit(_ lines: [PickLine], query: String?, from arena: LineArena, to descriptor: Int32) throws {
    let terminator = print0 ? 0 : UInt8(ascii: "\n")
    var bytes: [UInt8] = query.map { Array($0.utf8) + [terminator] } ?? []
    for line in lines { bytes += arena.bytes(of: line) + [terminator] }
    try PickLines.write(bytes, to: descriptor)
  }
}
