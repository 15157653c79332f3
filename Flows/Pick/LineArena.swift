/// One line given to `flows pick`: where its bytes are in the run's ``LineArena``, exactly as
/// they came, packed in eight bytes (the same as a line's end in `--filter`): a million lines
/// cost little more than their text, which the list searches in place. Its text is made only
/// when shown (invalid UTF-8 as replacement characters; the screen escapes control characters).
package struct PickLine: Sendable, Hashable {
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
  package static func number(of line: PickLine, in lines: [PickLine]) -> Int {
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
package final class LineArena: @unchecked Sendable {
  private static let blockSize = 1 << 20
  /// Room for 2^20 blocks (a terabyte of lines); only the entries written take memory.
  private static let tableSize = 1 << 20
  private let blocks = UnsafeMutablePointer<UnsafeMutableRawBufferPointer>.allocate(capacity: tableSize)
  private var blockCount = 0
  private var used = blockSize

  /// An arena holding no line yet.
  package init() {}

  deinit {
    for block in 0..<blockCount { blocks[block].deallocate() }
    blocks.deallocate()
  }

  /// Copies `bytes` in, on the reading thread alone; answers where they are.
  package func append(_ bytes: UnsafeRawBufferPointer) -> PickLine {
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
  package func bytesInPlace(of line: PickLine) -> UnsafeBufferPointer<UInt8> {
    let block = blocks[line.block]
    let length = line.length == PickLine.ownBlock ? block.count : Int(line.length)
    let bytes = UnsafeMutableRawBufferPointer(rebasing: block[line.offset..<line.offset + length])
    return UnsafeRawBufferPointer(bytes).assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes of `line`, as they came.
  package func bytes(of line: PickLine) -> [UInt8] {
    Array(bytesInPlace(of: line))
  }

  /// The text of `line`: invalid UTF-8 as replacement characters.
  package func text(of line: PickLine) -> String {
    String(decoding: bytesInPlace(of: line), as: UTF8.self)
  }
}
