import ConsoleFlow
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
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count < 0 {
          delivery.finish(throwing: FlowsError("cannot read the lines: \(String(cString: strerror(errno)))"))
          return
        }
        if count == 0 { break }
        var start = 0
        var block: [PickLine] = []
        for index in 0..<count where buffer[index] == separator {
          pending += buffer[start..<index]
          block.append(PickLine(pending))
          pending.removeAll(keepingCapacity: true)
          start = index + 1
        }
        pending += buffer[start..<count]
        if !block.isEmpty { delivery.yield(block) }
      }
      if !pending.isEmpty { delivery.yield([PickLine(pending)]) }
      delivery.finish()
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
    while true {
      let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw FlowsError("cannot read the lines: \(String(cString: strerror(errno)))") }
      if count == 0 { return bytes }
      bytes += block[0..<count]
    }
  }

  /// Every line of `descriptor`, read to its end.
  static func all(from descriptor: Int32, separator: UInt8) async throws -> [PickLine] {
    var lines: [PickLine] = []
    for try await batch in batches(from: descriptor, separator: separator) { lines += batch }
    return lines
  }
}
