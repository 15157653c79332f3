import Testing

@_spi(Flows) @testable import ConsoleFlow

@Suite("One typo forgiven: a term that matches nothing, one letter off")
struct ListFilterTyposTests {
  let lines = ["projects/notes.md", "src/main.swift", "README.md", "porch light"]

  @Test(
    "swapped, changed, added, missing: the lines one letter off",
    arguments: [("porjects", [0]), ("prujects", [0]), ("proojects", [0]), ("raedme", [2]), ("mian", [1])])
  func oneLetterOff(query: String, expected: [Int]) {
    #expect(ListFilter.matches(query, in: lines).isEmpty, "nothing matches as typed")
    let found = ListFilter.matchesForgivingTypos(query, in: lines)
    #expect(found.positions == expected)
    #expect(found.exact == 0)
    #expect(found.isForgiven(at: 0))
    #expect(found.loosened == [query])
  }

  @Test("a term that matches is not loosened; the others in the query still count")
  func onlyTheUnmatched() {
    let found = ListFilter.matchesForgivingTypos("porjects notes", in: lines)
    #expect(found.positions == [0])
    #expect(found.loosened == ["porjects"])
    #expect(ListFilter.matchesForgivingTypos("porjects main", in: lines).positions.isEmpty)
    let plain = ListFilter.matchesForgivingTypos("readme", in: lines)
    #expect(plain == ListFilter.Forgiving(positions: [2], exact: 1, loosened: []))
  }

  @Test("below every exact match")
  func belowExact() {
    let found = ListFilter.matchesForgivingTypos("porjects | main", in: lines)
    #expect(found.positions == [1, 0])
    #expect(found.exact == 1)
    #expect(!found.isForgiven(at: 0) && found.isForgiven(at: 1))
  }

  @Test(
    "fzf's extended terms, --exact terms and terms under three letters are never loosened",
    arguments: ["'porjects", "^porjects", "porjects$", "'porjects'", "jp"])
  func neverLoosened(query: String) {
    let found = ListFilter.matchesForgivingTypos(query, in: ["projects", "readme"])
    #expect(found == ListFilter.Forgiving(positions: [], exact: 0, loosened: []))
    let exact = ListFilter.matchesForgivingTypos(query, in: ["projects"], options: .init(exact: true))
    #expect(exact.positions.isEmpty)
  }
}
