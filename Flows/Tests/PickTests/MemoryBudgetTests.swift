import Foundation
import Pick
import Testing

/// The memory `flows pick` lets its input take.
@Suite("The memory budget")
struct MemoryBudgetTests {
  @Test("some memory, never more than a third of what the machine has available")
  func third() throws {
    #expect(MemoryBudget.bytes > 0)
    let meminfo = try String(contentsOfFile: "/proc/meminfo", encoding: .utf8)
    let available = meminfo.split(separator: "\n").first { $0.hasPrefix("MemAvailable:") }
      .flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) }
    let kilobytes = try #require(available)
    // Available memory moves as other processes run: a tenth of slack.
    #expect(MemoryBudget.bytes <= kilobytes * 1024 / 3 + kilobytes * 1024 / 10)
  }

  @Test("never more than 1 GiB, however much the machine has; a third of less")
  func ceiling() {
    #expect(MemoryBudget.bytes <= 1 << 30)
    #expect(MemoryBudget.bytes(room: 24 << 30) == 1 << 30)
    #expect(MemoryBudget.bytes(room: 300 << 20) == 100 << 20)
    #expect(MemoryBudget.bytes(room: -5) == 0)
  }
}
