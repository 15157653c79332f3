/// Lines held in one contiguous buffer of bytes, with where each ends: a million lines cost their
/// bytes and eight bytes each, never a string each. Bytes are kept as they came (invalid UTF-8
/// included), so a chosen line can be written back exactly. Offsets are 64-bit: an input of any
/// size the memory holds.
package struct LineBuffer: Sendable {
  private let storage: [UInt8]
  /// Where each line ends; the next starts one past it.
  private var ends: [Int] = []

  private init(storage: [UInt8], ends: [Int]) {
    (self.storage, self.ends) = (storage, ends)
  }

  /// The lines given, one after the other.
  package init(joining lines: [[UInt8]]) {
    var bytes: [UInt8] = []
    ends.reserveCapacity(lines.count)
    for line in lines {
      bytes += line
      ends.append(bytes.count)
      // Where the next line starts: one past the end, as if a separator stood there.
      bytes.append(0)
    }
    storage = bytes
  }

  /// The lines of `bytes`, separated by `separator`; a trailing separator starts no empty line.
  package init(_ bytes: [UInt8], separator: UInt8) {
    storage = bytes
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // memchr finds each separator many bytes at a time.
      while start < buffer.count,
        let found = Platform.firstIndex(of: separator, in: base + start, count: buffer.count - start)
      {
        let index = start + found
        ends.append(index)
        start = index + 1
      }
    }
    if start < bytes.count { ends.append(bytes.count) }
  }

  /// How many lines there are.
  package var count: Int { ends.count }

  /// The bytes the lines take, with one between each two.
  package var byteCount: Int { storage.count }

  /// The bytes of line `index`, as they came.
  package subscript(index: Int) -> ArraySlice<UInt8> {
    storage[start(of: index)..<ends[index]]
  }

  private func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] + 1 }

  /// Runs `body` with the bytes in place and each line's bytes by position.
  package func withLines<Result>(_ body: (_ count: Int, _ line: (Int) -> UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    storage.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        body(ends.count) { index in
          UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
        }
      }
    }
  }
}

extension LineBuffer {
  /// The lines of `lines` as `--with-nth` shows them, in the same order, made into one buffer;
  /// ``PickLines/TooLarge`` once they take more than `budget` bytes.
  package static func shown(_ lines: LineBuffer, by withNth: WithNth, budget: Int) throws -> LineBuffer {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    ends.reserveCapacity(lines.count)
    for index in 0..<lines.count {
      bytes += withNth.shown(Array(lines[index]), index: index)
      ends.append(bytes.count)
      // Where the next line starts: one past the end, as if a separator stood there.
      bytes.append(0)
      // A growing buffer briefly holds itself twice.
      if bytes.count * 2 > budget { throw PickLines.TooLarge(budget: budget) }
    }
    return LineBuffer(storage: bytes, ends: ends)
  }
}
