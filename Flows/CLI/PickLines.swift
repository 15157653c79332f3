import ConsoleFlow
import ConsoleFlowFiles
import Foundation

/// One line given to `flows pick`: its bytes exactly as they came. Its text is made only when
/// shown or first folded (invalid UTF-8 as replacement characters; the screen escapes control
/// characters), so a million lines keep one copy of their bytes, beside the folded keys.
struct PickLine: Sendable {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var label: String { String(decoding: bytes, as: UTF8.self) }
}

/// Reads lines from a file descriptor on a thread of its own, so a slow pipe never holds up the
/// prompt: the lines go out as they are read.
enum PickLines {
  /// The lines of `descriptor`, separated by `separator` (a newline, or NUL with `--read0`), a
  /// block's worth at a time; a last line without a separator counts, and a trailing separator
  /// does not start an empty one.
  static func batches(from descriptor: Int32, separator: UInt8) -> AsyncThrowingStream<[PickLine], any Error> {
    let (batches, delivery) = AsyncThrowingStream.makeStream(of: [PickLine].self)
    let reader = Thread {
      var lines = ByteRecords(separator: separator)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      do {
        while case let count = try readBlock(descriptor, into: &buffer), count > 0 {
          let block = buffer.withUnsafeBytes { lines.records(in: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
          if !block.isEmpty { delivery.yield(block.map(PickLine.init)) }
        }
        if let last = lines.finish() { delivery.yield([PickLine(last)]) }
        delivery.finish()
      } catch {
        delivery.finish(throwing: error)
      }
    }
    reader.start()
    return batches
  }

  /// Every byte of `descriptor`, read to its end in large blocks.
  static func bytes(of descriptor: Int32) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
      bytes.reserveCapacity(Int(status.st_size))
    }
    var block = [UInt8](repeating: 0, count: 1 << 20)
    while case let count = try readBlock(descriptor, into: &block), count > 0 { bytes += block[0..<count] }
    return bytes
  }

  /// Reads what `descriptor` has into `buffer`, again after a signal; 0 at the end.
  private static func readBlock(_ descriptor: Int32, into buffer: inout [UInt8]) throws -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw FlowsError("cannot read the lines: \(ErrorWords.of(errno: errno))") }
    }
  }

  /// Every line of `descriptor`, read to its end.
  static func all(from descriptor: Int32, separator: UInt8) async throws -> [PickLine] {
    var lines: [PickLine] = []
    for try await batch in batches(from: descriptor, separator: separator) { lines += batch }
    return lines
  }
}
