import Testing

@testable import ConsoleFlowREPL

@Suite("Tab completion")
struct CompletionTests {
  @Test(
    "the longest common prefix, by characters",
    arguments: [
      (["Motörhead", "Motörhead & Girlschool"], "Motörhead"), (["Iron Maiden", "Iron Butterfly"], "Iron "),
      (["AC/DC"], "AC/DC"), (["abc", "xyz"], ""), ([], ""), (["e\u{301}a", "e\u{301}b"], "e\u{301}"),
    ])
  func commonPrefix(words: [String], prefix: String) {
    #expect(Completion.commonPrefix(words) == prefix)
  }
}
