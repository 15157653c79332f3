import Testing

@_spi(Flows) @testable import ConsoleFlow

@Suite("Choices remembered: the item chosen before comes first, fading with time")
struct ChoiceMemoryTests {
  let lines = [
    "AC/DC / Back in Black / Hells Bells", "Iron Maiden / Powerslave / Aces High", "Acid / Maximum Metal / Acid",
  ]
  let day: Double = 24 * 3_600

  func ranked(_ memory: ChoiceMemory, _ query: String, now: Double) -> [Int] {
    let matches = ListFilter.matches(query, in: lines)
    return memory.lifted(matches, query: query, now: now) { lines[$0] }
  }

  @Test("the same or a longer query puts it first; a shorter or another does not")
  func sameOrLonger() {
    var memory = ChoiceMemory()
    #expect(ranked(memory, "ac", now: 0).first != 1)
    memory.remember(lines[1], for: "ac", at: 0)
    #expect(ranked(memory, "ac", now: 60).first == 1)
    #expect(ranked(memory, " ac ", now: 60).first == 1, "spaces around the query aside")
    #expect(ranked(memory, "aces", now: 60).first == 1)
    #expect(ranked(memory, "a", now: 60) == ListFilter.matches("a", in: lines), "a shorter query is another")
    #expect(ranked(memory, "hells", now: 60) == [0], "only the lines that match")
  }

  @Test("a choice fades: its weight halves every two weeks, and after eight it no longer lifts")
  func decays() {
    var memory = ChoiceMemory()
    memory.remember(lines[1], for: "ac", at: 0)
    #expect(memory.weights(for: "ac", now: 14 * day)[lines[1]] == 0.5)
    #expect(ranked(memory, "ac", now: 55 * day).first == 1)
    #expect(ranked(memory, "ac", now: 57 * day) == ListFilter.matches("ac", in: lines))
  }

  @Test("the most recent and most often chosen comes first")
  func heaviestFirst() {
    var memory = ChoiceMemory()
    memory.remember(lines[2], for: "ac", at: 0)
    memory.remember(lines[1], for: "ac", at: 10 * day)
    #expect(ranked(memory, "ac", now: 10 * day).prefix(2) == [1, 2])
    memory.remember(lines[2], for: "ac", at: 10 * day)
    #expect(ranked(memory, "ac", now: 10 * day).prefix(2) == [2, 1])
  }

  @Test("bounded: the oldest choices go first, and long lines are not kept")
  func bounded() {
    var memory = ChoiceMemory()
    for number in 0..<(ChoiceMemory.capacity + 10) { memory.remember("line \(number)", for: "l", at: Double(number)) }
    #expect(memory.choices.count == ChoiceMemory.capacity)
    #expect(memory.choices.first?.item == "line 10")
    memory.remember(String(repeating: "x", count: ChoiceMemory.longest + 1), for: "x", at: 0)
    #expect(memory.choices.last?.item == "line \(ChoiceMemory.capacity + 9)")
  }

  @Test("lines held as bytes are lifted the same")
  func bytes() {
    var memory = ChoiceMemory()
    memory.remember(lines[1], for: "ac", at: 0)
    let matches = ListFilter.matches("ac", in: lines)
    let held = lines.map { Array($0.utf8) }
    let lifted = held[0].withUnsafeBufferPointer { first in
      held[1].withUnsafeBufferPointer { second in
        held[2].withUnsafeBufferPointer { third in
          memory.lifted(matches, query: "ac", now: 1) { [first, second, third][$0] }
        }
      }
    }
    #expect(lifted == memory.lifted(matches, query: "ac", now: 1) { lines[$0] })
    #expect(lifted.first == 1)
  }
}
