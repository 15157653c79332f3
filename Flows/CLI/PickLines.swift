import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import Foundation
import Synchronization

/// One line given to `flows pick`: where its bytes are in the run's ``LineArena``, exactly as
/// they came, packed in eight bytes (the same as a line's end in `--filter`): a million lines
/// cost little more than their text, which the list searches in place. Its text is made only
/// when shown (invalid UTF-8 as replacement characters; the screen escapes control characters).
struct PickLine: Sendable, Hashable {
  /// The block (20 bits), the offset in it (20 bits) and the length (24 bits; all ones for a
  /// line as long as its own block).
  fileprivate let packed: UInt64

  fileprivate init(block: Int, offset: Int, length: Int) {
    let length = UInt64(min(length, Int(Self.ownBlock)))
    packed = UInt64(block) << 44 | UInt64(offset) << 24 | length
  }

  fileprivate static let ownBlock: UInt64 = (1 << 24) - 1
  fileprivate var block: Int { Int(packed >> 44) }
  fileprivate var offset: Int { Int(packed >> 24 & (1 << 20 - 1)) }
  fileprivate var length: UInt64 { packed & Self.ownBlock }

  /// The number (from 0) of `line` among `lines`, every line read in input order: lines are
  /// written into the arena in the order they come, so their places rise with it.
  static func number(of line: PickLine, in lines: [PickLine]) -> Int {
    var (low, high) = (0, lines.count)
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].packed < line.packed { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The bytes of every line read, in blocks that are written once and never move, listed in a
/// table made once: a line handed to the screen refers to bytes already written, so the reader
/// thread appends while the screen reads, from every core, without a lock.
final class LineArena: @unchecked Sendable {
  private static let blockSize = 1 << 20
  /// Room for 2^20 blocks (a terabyte of lines); only the entries written take memory.
  private static let tableSize = 1 << 20
  private let blocks = UnsafeMutablePointer<UnsafeMutableRawBufferPointer>.allocate(capacity: tableSize)
  private var blockCount = 0
  private var used = blockSize

  deinit {
    for block in 0..<blockCount { blocks[block].deallocate() }
    blocks.deallocate()
  }

  /// Copies `bytes` in, on the reading thread alone; answers where they are.
  func append(_ bytes: UnsafeRawBufferPointer) -> PickLine {
    // A line longer than a block, or than a length field holds, gets a block of its own.
    if used + max(bytes.count, 1) > Self.blockSize || blockCount == 0 {
      precondition(blockCount < Self.tableSize, "more lines than flows pick holds")
      let block = UnsafeMutableRawBufferPointer.allocate(byteCount: max(Self.blockSize, bytes.count, 1), alignment: 1)
      (blocks + blockCount).initialize(to: block)
      blockCount += 1
      used = 0
    }
    let block = blocks[blockCount - 1]
    if let source = bytes.baseAddress, !bytes.isEmpty {
      UnsafeMutableRawBufferPointer(rebasing: block[used..<used + bytes.count]).copyMemory(
        from: UnsafeRawBufferPointer(start: source, count: bytes.count))
    }
    defer { used += bytes.count }
    if bytes.count >= Int(PickLine.ownBlock) {
      // The block is the line's alone: its length is the block's.
      used = Self.blockSize
      return PickLine(block: blockCount - 1, offset: 0, length: Int(PickLine.ownBlock))
    }
    return PickLine(block: blockCount - 1, offset: used, length: bytes.count)
  }

  /// The bytes of `line`, in place.
  func bytesInPlace(of line: PickLine) -> UnsafeBufferPointer<UInt8> {
    let block = blocks[line.block]
    let length = line.length == PickLine.ownBlock ? block.count : Int(line.length)
    let bytes = UnsafeMutableRawBufferPointer(rebasing: block[line.offset..<line.offset + length])
    return UnsafeRawBufferPointer(bytes).assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes of `line`, as they came.
  func bytes(of line: PickLine) -> [UInt8] {
    Array(bytesInPlace(of: line))
  }

  /// The text of `line`: invalid UTF-8 as replacement characters.
  func text(of line: PickLine) -> String {
    String(decoding: bytesInPlace(of: line), as: UTF8.self)
  }
}

/// Reads lines from a file descriptor on a thread of its own, so a slow pipe never holds up the
/// prompt: the lines go out as they are read. Input that would take more memory than the program
/// may use stops with ``TooLarge`` instead of a crash.
enum PickLines {
  /// The input, or one line of it, holds more than the memory this program may use.
  struct TooLarge: Error, CustomStringConvertible {
    /// What is too large.
    enum What {
      /// The lines, which a ranking (or the list) keeps every one of.
      case input
      /// One line, which never ended within the budget (`/dev/zero`).
      case line
    }

    let what: What
    let budget: Int

    init(_ what: What = .input, budget: Int) {
      (self.what, self.budget) = (what, budget)
    }

    var description: String {
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

  /// The lines of `descriptor`, separated by `separator` (a newline, or NUL with `--read0`), a
  /// block's worth at a time, their bytes kept in `arena`; a last line without a separator
  /// counts, and a trailing separator does not start an empty one. Reading stops when its reader
  /// goes, and fails with ``TooLarge`` past `budget` bytes.
  static func batches(
    from descriptor: Int32, separator: UInt8, into arena: LineArena, budget: Int = MemoryBudget.bytes
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
        delivery.finish(throwing: error)
      }
    }
    reader.start()
    return batches
  }

  /// What a line costs beside its bytes where every line is kept and ranked: its end in a
  /// ``LineBuffer``, its place and score among the matches.
  static let costOfALine = 24

  /// Every line of `descriptor`, read to its end in large blocks into one buffer; ``TooLarge``
  /// once the bytes, with what each line costs (``costOfALine``), pass `budget`. A growing buffer
  /// briefly holds itself twice: the bytes may take half the budget.
  static func buffer(of descriptor: Int32, separator: UInt8, budget: Int = MemoryBudget.bytes) throws -> LineBuffer {
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
  static func filter(
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
  static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
    let error = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
    guard error == 0 || error == Platform.brokenPipe else {
      throw FlowsError("cannot write the choice: \(ErrorWords.of(errno: error))")
    }
  }

  /// Reads what `descriptor` has into `buffer`, again after a signal; 0 at the end.
  private static func readBlock(_ descriptor: Int32, into buffer: inout [UInt8]) throws -> Int {
    do {
      return try Platform.read(descriptor, into: &buffer)
    } catch {
      throw FlowsError("cannot read the lines: \(ErrorWords.of(errno: error.code))")
    }
  }

  /// Every line of `descriptor`, read to its end.
  static func all(from descriptor: Int32, separator: UInt8, into arena: LineArena) async throws -> [PickLine] {
    var lines: [PickLine] = []
    for try await batch in batches(from: descriptor, separator: separator, into: arena) { lines += batch }
    return lines
  }
}
