import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import Foundation
import Synchronization

/// Reads lines from a file descriptor on a thread of its own, so a slow pipe never holds up the
/// prompt: the lines go out as they are read. Input that would take more memory than the program
/// may use stops with ``TooLarge`` instead of a crash.
package enum PickLines {
  /// The input, or one line of it, holds more than the memory this program may use.
  package struct TooLarge: Error, Equatable, CustomStringConvertible {
    /// What is too large.
    package enum What: Sendable {
      /// The lines, which a ranking (or the list) keeps every one of.
      case input
      /// One line, which never ended within the budget (`/dev/zero`).
      case line
    }

    package let what: What
    package let budget: Int

    package init(_ what: What = .input, budget: Int) {
      (self.what, self.budget) = (what, budget)
    }

    package var description: String {
      switch what {
      case .input:
        "the input is larger than the memory this program may use (\(budget >> 20) MiB); "
          + "give fewer lines, or --filter QUERY --no-sort to print matches as they come"
      case .line:
        "a line of the input is longer than the memory this program may use (\(budget >> 20) MiB); "
          + "is it text? (--read0 reads lines ended by NUL)"
      }
    }
  }

  /// The lines could not be read, or the choice could not be written: which, and the errno.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// What failed.
    package enum Call: Sendable {
      case read, write
    }

    package let call: Call
    package let code: Int32

    package init(_ call: Call, code: Int32) {
      (self.call, self.code) = (call, code)
    }

    package var description: String {
      switch call {
      case .read: "cannot read the lines: \(ErrorWords.of(errno: code))"
      case .write: "cannot write the choice: \(ErrorWords.of(errno: code))"
      }
    }
  }

  /// The lines of `descriptor`, separated by `separator` (a newline, or NUL with `--read0`), a
  /// block's worth at a time, their bytes kept in `arena`; a last line without a separator
  /// counts, and a trailing separator does not start an empty one. Reading stops when its reader
  /// goes, and fails with ``TooLarge`` past `budget` bytes, which `failed` is told first.
  package static func batches(
    from descriptor: Int32, separator: UInt8, into arena: LineArena, budget: Int = MemoryBudget.bytes,
    failed: @escaping @Sendable (any Error) -> Void = { _ in }
  ) -> AsyncThrowingStream<[PickLine], any Error> {
    let (batches, delivery) = AsyncThrowingStream.makeStream(of: [PickLine].self)
    // An atomic, not a Mutex: the thread sanitizer cannot see a contended Mutex handed over on Linux.
    let stopped = Atomic(false)
    delivery.onTermination = { _ in stopped.store(true, ordering: .releasing) }
    let reader = Thread {
      var splitter = LineSplitter(separator: separator)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      // Each line costs its bytes and its place in the list (a PickLine and the list's own).
      var used = 0
      do {
        while !stopped.load(ordering: .acquiring), case let count = try readBlock(descriptor, into: &buffer), count > 0
        {
          var lines: [PickLine] = []
          buffer.withUnsafeBytes { block in
            splitter.split(UnsafeRawBufferPointer(rebasing: block[..<count])) { lines.append(arena.append($0)) }
          }
          used += count + lines.count * 2 * MemoryLayout<PickLine>.stride
          if splitter.pendingCount > budget / 2 { throw TooLarge(.line, budget: budget) }
          if used > budget { throw TooLarge(budget: budget) }
          if !lines.isEmpty { delivery.yield(lines) }
        }
        if let last = splitter.finish({ arena.append($0) }) { delivery.yield([last]) }
        delivery.finish()
      } catch {
        failed(error)
        delivery.finish(throwing: error)
      }
    }
    reader.start()
    return batches
  }

  /// What a line costs beside its bytes where every line is kept and ranked: its end in a
  /// ``LineBuffer``, its place and score among the matches.
  package static let costOfALine = 24

  /// Every line of `descriptor`, read to its end in large blocks into one buffer; ``TooLarge``
  /// once the bytes, with what each line costs (``costOfALine``), pass `budget`. A growing buffer
  /// briefly holds itself twice: the bytes may take half the budget.
  package static func buffer(of descriptor: Int32, separator: UInt8, budget: Int = MemoryBudget.bytes) throws
    -> LineBuffer
  {
    var bytes: [UInt8] = []
    if let size = Platform.regularFileSize(descriptor) {
      // Refused before reading what cannot fit.
      guard size <= budget / 2 else { throw TooLarge(budget: budget) }
      bytes.reserveCapacity(size)
    }
    var block = [UInt8](repeating: 0, count: 1 << 20)
    var lines = 0
    while case let count = try readBlock(descriptor, into: &block), count > 0 {
      lines += block.withUnsafeBytes { bytes in
        bytes.baseAddress.map { Platform.count(of: separator, in: $0, count: count) } ?? 0
      }
      guard bytes.count + count <= budget / 2, (bytes.count + count) / 2 + lines * costOfALine <= budget / 2 else {
        throw TooLarge(budget: budget)
      }
      bytes += block[0..<count]
    }
    return LineBuffer(bytes, separator: separator)
  }

  /// Writes the lines of `descriptor` that `matches` keeps to `output` as they come, in their
  /// order, each followed by `terminator`: a filter that needs no end of input and keeps no line;
  /// one line longer than `budget` (a line that never ends) stops it with ``TooLarge``.
  package static func filter(
    _ descriptor: Int32, separator: UInt8, matches: (UnsafeBufferPointer<UInt8>) -> Bool, to output: Int32,
    terminator: UInt8, budget: Int = MemoryBudget.bytes
  ) throws -> Int {
    var splitter = LineSplitter(separator: separator)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var printed = 0
    var pending: [UInt8] = []
    func keep(_ line: UnsafeRawBufferPointer) {
      guard line.withMemoryRebound(to: UInt8.self, matches) else { return }
      pending += line
      pending.append(terminator)
      printed += 1
    }
    while case let count = try readBlock(descriptor, into: &buffer), count > 0 {
      buffer.withUnsafeBytes { splitter.split(UnsafeRawBufferPointer(rebasing: $0[..<count]), keep) }
      // The line being read is kept whole until it ends: it may take half the budget, as it grows.
      if splitter.pendingCount > budget / 2 { throw TooLarge(.line, budget: budget) }
      // What a block matched goes out at once: a reader downstream sees matches as they come.
      if !pending.isEmpty {
        try write(pending, to: output)
        pending.removeAll(keepingCapacity: true)
      }
    }
    _ = splitter.finish { line in keep(line) }
    if !pending.isEmpty { try write(pending, to: output) }
    return printed
  }

  /// Writes `bytes` whole; a reader that went away is no error (`| head`).
  package static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
    let error = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
    guard error == 0 || error == Platform.brokenPipe else {
      throw Failure(.write, code: error)
    }
  }

  /// Reads what `descriptor` has into `buffer`, again after a signal; 0 at the end.
  private static func readBlock(_ descriptor: Int32, into buffer: inout [UInt8]) throws -> Int {
    do {
      return try Platform.read(descriptor, into: &buffer)
    } catch {
      throw Failure(.read, code: error.code)
    }
  }

  /// Every line of `descriptor`, read to its end.
  package static func all(from descriptor: Int32, separator: UInt8, into arena: LineArena) async throws -> [PickLine] {
    var lines: [PickLine] = []
    for try await batch in batches(from: descriptor, separator: separator, into: arena) { lines += batch }
    return lines
  }

  /// The lines the list shows: `lines` when they were read already, else as they are read from
  /// `descriptor` into `arena` (`lastFirst`: all read, then shown last first, as `--tac` asks;
  /// the list shows its progress meanwhile); a failed reading is told to `failed`.
  package static func stream(
    _ lines: [PickLine]?, from descriptor: Int32, separator: UInt8, into arena: LineArena, lastFirst: Bool = false,
    failed: @escaping @Sendable (any Error) -> Void = { _ in }
  ) -> ElementStream<PickLine> {
    if let lines {
      return ElementStream(
        "Loading lines",
        batches: {
          AsyncStream<[PickLine]> { delivery in
            delivery.yield(lines)
            delivery.finish()
          }
        })
    }
    let read: @Sendable () -> AsyncThrowingStream<[PickLine], any Error> = {
      batches(from: descriptor, separator: separator, into: arena, failed: failed)
    }
    guard lastFirst else { return ElementStream("Loading lines", batches: read) }
    return ElementStream(
      "Loading lines",
      batches: {
        let (lines, delivery) = AsyncThrowingStream.makeStream(of: [PickLine].self)
        let reading = Task {
          do {
            var all: [PickLine] = []
            for try await batch in read() { all += batch }
            delivery.yield(all.reversed())
            delivery.finish()
          } catch {
            delivery.finish(throwing: error)
          }
        }
        // The list left (a choice, Ctrl-C) stops the reading, and so the reader's thread.
        delivery.onTermination = { _ in reading.cancel() }
        return lines
      })
  }

  /// Writes `query` when given, then each line's bytes as they came, each followed by
  /// `terminator` (a newline, or NUL).
  package static func emit(
    _ lines: [PickLine], query: String?, from arena: LineArena, terminator: UInt8, to descriptor: Int32
  ) throws {
    var bytes: [UInt8] = query.map { Array($0.utf8) + [terminator] } ?? []
    for line in lines { bytes += arena.bytes(of: line) + [terminator] }
    try write(bytes, to: descriptor)
  }
}
