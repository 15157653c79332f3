import PropertyBased
import Testing

@_spi(Flows) @testable import ConsoleFlow

/// The labels `query` keeps, best first.
private func ranked(_ query: String, _ labels: [String]) -> [String] {
  ListFilter.matches(query, in: labels).map { labels[$0] }
}

@Suite("The ranking: every term counts, by where it stands")
struct RankingTests {
  @Test("every term of a query counts: Change 5 to finds the commit whose 5 is a word beside Change")
  func everyTermCounts() {
    let subjects = [
      "Change 9 to file 9  409e5b8", "Change 5 to file 5  fbbc426", "Change 59 to file 9  eb47355",
      "Change 15 to file 5  aaaaaaa",
    ]
    let order = ranked("Change 5 to", subjects)
    #expect(order.first == "Change 5 to file 5  fbbc426")
    #expect(order.last == "Change 9 to file 9  409e5b8", "its only 5 is inside the hash")
  }

  @Test("terms in any order: the line that is nothing but the terms first; of two such, the one in order")
  func termsInAnyOrder() {
    #expect(ranked("maiden iron", ["maiden of iron", "iron maiden"]) == ["iron maiden", "maiden of iron"])
    #expect(ranked("'maiden iron", ["maiden of iron", "iron maiden"]) == ["iron maiden", "maiden of iron"])
    #expect(ranked("maiden iron", ["Iron Maiden", "Maiden Iron"]) == ["Maiden Iron", "Iron Maiden"])
  }

  @Test("a term at a word's start before one inside a word; a whole word before a longer one it starts")
  func wordStarts() {
    #expect(ranked("2", ["item 12", "item 20", "item 2"]) == ["item 2", "item 20", "item 12"])
    #expect(ranked("rock", ["Rocket Man", "Hard Rock", "Rock Bottom"]) == ["Rock Bottom", "Hard Rock", "Rocket Man"])
    // A term together from a word's start before the same letters split over two words.
    #expect(ranked("zep", ["Zeca Pagodinho", "Led Zeppelin"]) == ["Led Zeppelin", "Zeca Pagodinho"])
  }

  @Test("a name's initials, at its words' starts and camelCase humps, before letters scattered in words")
  func initials() {
    #expect(ranked("potd", ["Spotted Dog", "Princess of the Dawn"]) == ["Princess of the Dawn", "Spotted Dog"])
    #expect(
      ranked("cp", ["Sources/Capture.swift", "Sources/CompiledPattern.swift"]).first == "Sources/CompiledPattern.swift")
    #expect(
      ranked("ret", ["Tests/PreferTests.swift", "Tests/ReadmeExampleTests.swift"]).first
        == "Tests/ReadmeExampleTests.swift")
    // The words between two initials cost, not their letters: a long word hides no initial.
    #expect(ranked("marm", ["Marisa / Monte", "Maracatu Atômico [Ragga Mix]"]).first == "Maracatu Atômico [Ragga Mix]")
  }

  @Test("a line's name, its last part, counts most: the title track before its album's other tracks")
  func lineName() {
    let tracks = ["Metallica / Master Of Puppets / Orion", "Metallica / Master Of Puppets / Master Of Puppets"]
    #expect(ranked("pupp metal", tracks).first == "Metallica / Master Of Puppets / Master Of Puppets")
    // A file's name before a folder's of the same words.
    #expect(ranked("rank search", ["Search Rank/Notes.md", "Notes/Search Rank.md"]).first == "Notes/Search Rank.md")
  }

  @Test("a term within one part of a line before one that runs from one part into the next")
  func withinAPart() {
    #expect(ranked("ab", ["a / b c", "a b / c"]) == ["a b / c", "a / b c"])
  }

  @Test("equal ranks keep the lines' order, and a query of exclusions alone ranks nothing")
  func tiesKeepTheirOrder() {
    #expect(ranked("a", ["b a", "c a", "d a"]) == ["b a", "c a", "d a"])
    #expect(ranked("!x", ["long line here", "a", "xa", "mid"]) == ["long line here", "a", "mid"])
  }

  @Test("a rank as one integer orders rows as the rank does")
  func ordinalOrders() async {
    let parts = Gen.int(in: -5_000...5_000).array(of: 3...3)
    await propertyCheck(input: parts, parts) { left, right in
      let one = Rank(points: Int32(left[0]), spread: Int32(abs(left[1])), length: Int32(abs(left[2])))
      let other = Rank(points: Int32(right[0]), spread: Int32(abs(right[1])), length: Int32(abs(right[2])))
      #expect((one < other) == (one.ordinal < other.ordinal), "\(one) \(other)")
      #expect((one == other) == (one.ordinal == other.ordinal), "\(one) \(other)")
    }
  }
}
