import Pick
import Testing

/// How `flows pick` reads its lines: a block at a time on a thread of its own, or all at once for
/// a ranking, or as they come for a filter, within the memory budget.
@Suite("Reading the lines")
struct PickLinesTests {
  private let newline = UInt8(ascii: "\n")

  @Test("the lines read into the arena: a last line without a separator counts, a trailing one starts none")
  func read() async throws {
    for (input, expected) in [("a\nb\n", ["a", "b"]), ("a\n\nb", ["a", "", "b"]), ("", []), ("\n", [""])] {
      let arena = LineArena()
      var lines: [PickLine] = []
      _ = try await withFiles(holding: Array(input.utf8)) { descriptor, _ in
        lines = try await all(from: descriptor, separator: newline, into: arena)
      }
      #expect(lines.map(arena.text(of:)) == expected, "\(input.debugDescription)")
    }
  }

  @Test("--read0: lines end at NUL, newlines inside them kept")
  func nul() async throws {
    let arena = LineArena()
    var lines: [PickLine] = []
    _ = try await withFiles(holding: Array("one\ntwo\0three\0".utf8)) { descriptor, _ in
      lines = try await all(from: descriptor, separator: 0, into: arena)
    }
    #expect(lines.map(arena.text(of:)) == ["one\ntwo", "three"])
  }

  @Test("a line longer than the budget holds stops the reading in words, as does more input than it holds")
  func tooLarge() async throws {
    let endless = [UInt8](repeating: UInt8(ascii: "z"), count: 300_000)
    _ = try await withFiles(holding: endless) { descriptor, _ in
      await #expect(throws: PickLines.TooLarge(.line, budget: 100_000)) {
        try await all(from: descriptor, separator: newline, into: LineArena(), budget: 100_000)
      }
    }
    let many = Array(String(repeating: "a line\n", count: 50_000).utf8)
    _ = try await withFiles(holding: many) { descriptor, _ in
      await #expect(throws: PickLines.TooLarge(budget: 100_000)) {
        try await all(from: descriptor, separator: newline, into: LineArena(), budget: 100_000)
      }
    }
    _ = try await withFiles(holding: many) { descriptor, _ in
      #expect(throws: PickLines.TooLarge(budget: 100_000)) {
        try PickLines.buffer(of: descriptor, separator: newline, budget: 100_000)
      }
    }
    #expect(PickLines.TooLarge(.line, budget: 64 << 20).description.contains("64 MiB"))
  }

  @Test("the filter prints the lines it keeps as they come, each with its terminator, and keeps none")
  func filterAsTheyCome() async throws {
    // Far more lines than the budget holds: none is kept.
    let input = Array(String(repeating: "keep\ndrop\n", count: 100_000).utf8)
    var printed = 0
    let output = try await withFiles(holding: input) { descriptor, output in
      printed = try PickLines.filter(
        descriptor, separator: newline, matches: { $0.first == UInt8(ascii: "k") }, to: output, terminator: 0,
        budget: 100_000)
    }
    #expect(printed == 100_000)
    #expect(output == Array(String(repeating: "keep\0", count: 100_000).utf8))
  }

  @Test("the chosen lines are written as they came, after the query when it is printed")
  func emit() async throws {
    let arena = LineArena()
    let lines = [[0xFF, 0x41], Array("b c".utf8)].map { line in line.withUnsafeBytes { arena.append($0) } }
    let output = try await withFiles(holding: []) { _, output in
      try PickLines.emit(lines, query: "q", from: arena, terminator: newline, to: output)
    }
    #expect(output == Array("q\n".utf8) + [0xFF, 0x41, newline] + Array("b c\n".utf8))
  }

  @Test("a read that fails says what failed, in words")
  func failure() {
    #expect(throws: PickLines.Failure.self) { try PickLines.buffer(of: -1, separator: newline) }
    #expect(PickLines.Failure(.write, code: 28).description.hasPrefix("cannot write the choice: "))
  }

  /// Every line of `descriptor`, as the reading thread hands them over.
  private func all(
    from descriptor: Int32, separator: UInt8, into arena: LineArena, budget: Int = MemoryBudget.bytes
  ) async throws -> [PickLine] {
    var lines: [PickLine] = []
    for try await batch in PickLines.batches(from: descriptor, separator: separator, into: arena, budget: budget) {
      lines += batch
    }
    return lines
  }
}
