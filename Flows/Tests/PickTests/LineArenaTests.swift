import Pick
import Testing

/// The arena every line of `flows pick` is kept in: each line's bytes as they came, found again
/// by the eight-byte handle the list holds.
@Suite("The line arena")
struct LineArenaTests {
  private func append(_ line: [UInt8], to arena: LineArena) -> PickLine {
    line.withUnsafeBytes { arena.append($0) }
  }

  @Test("a line's bytes come back as they went in: empty, invalid UTF-8, NUL and control bytes")
  func bytesKept() {
    let arena = LineArena()
    let lines: [[UInt8]] = [[], Array("Led Zeppelin".utf8), [0xFF, 0xC3, 0x28, 0], [0x1B, 0x5B, 0x32, 0x4A], [0x0A]]
    let handles = lines.map { append($0, to: arena) }
    for (line, handle) in zip(lines, handles) {
      #expect(arena.bytes(of: handle) == line)
      #expect(Array(arena.bytesInPlace(of: handle)) == line)
    }
    #expect(arena.text(of: handles[2]) == "\u{FFFD}\u{FFFD}(\0", "invalid UTF-8 shown as replacement characters")
  }

  @Test("lines across many blocks, and lines longer than a block, each whole")
  func blocks() {
    let arena = LineArena()
    var expected: [[UInt8]] = []
    var handles: [PickLine] = []
    // 3 MiB of short lines, then a line of 3 MiB (a block of its own), then short ones again.
    for index in 0..<200_000 { expected.append(Array("line \(index) of many".utf8)) }
    expected.append([UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20))
    expected.append([UInt8](repeating: UInt8(ascii: "y"), count: (1 << 24) + 5))
    for index in 0..<1000 { expected.append(Array("after \(index)".utf8)) }
    for line in expected { handles.append(append(line, to: arena)) }
    for (line, handle) in zip(expected, handles) where arena.bytesInPlace(of: handle).count != line.count {
      Issue.record("a line of \(line.count) bytes came back with \(arena.bytesInPlace(of: handle).count)")
    }
    #expect(zip(expected, handles).allSatisfy { arena.bytes(of: $1) == $0 })
    #expect(Set(handles).count == handles.count, "every line its own handle")
  }

  @Test("a line's number is its place in input order, found among every line read")
  func numbers() {
    let arena = LineArena()
    let lines = (0..<5000).map { append(Array("\($0)".utf8), to: arena) }
    for index in [0, 1, 2499, 4999] {
      #expect(PickLine.number(of: lines[index], in: lines) == index)
    }
    #expect(MemoryLayout<PickLine>.size == 8, "a million lines cost eight bytes each beside their text")
  }
}
