import Testing

@testable import Pick

/// Go's regular expressions as fzf's `-d` reads them: what Go refuses, and what `FindAll` finds.
/// (Every case beside fzf itself: `Tests/FzfAnswers/options.jsonl`, `-d` cases.)
@Suite("Go's regular expressions")
struct GoRegexTests {
  private func matches(_ pattern: String, _ text: String) -> [Range<Int>]? {
    GoRegex(pattern)?.matches(in: Array(text.unicodeScalars))
  }

  @Test(
    "what Go's regexp refuses is refused",
    arguments: [
      "(?=a)", "a(?!b)", "(?<=a)b", "(?<!a)b", "(?>a)", "(?#note)", "\\1", "(a)\\1", "a**", "a++", "a*+", "a{2}*",
      "*a", "(*a)", "a|*", "[a", "[z-a]", "[[:nope:]]", "\\Z", "\\C", "\\G", "\\K", "\\e", "a\\", "(a", "a)", "(?)",
      "(?i-)a", "(?x)a", "(?P=n)", "(?P<>a)", "(?P<a b>a)", "a{1001}", "a{2,1}", "\\p{Alphabetic}", "\\p{Zyyy}",
      "\\x{110000}", "\\xZZ", "\\8", "{2}",
    ])
  func refused(pattern: String) {
    #expect(GoRegex(pattern) == nil)
  }

  @Test(
    "what Go's regexp reads is read",
    arguments: [
      "(?:/)", "(?P<n>r)(?P<n>o)", "(?<n>r)", "a{,2}", "{,2}", "o{01}", "[]a]", "[a-]", "\\Q.*\\E", "(?i)é", "\\pL",
      "\\p{greek}", "\\p{Letter}", "[[:^space:]]", "\\x{1F600}", "\\012", "\\.", "a??", "(?U)a+", "(?s:.)", "^$",
    ])
  func read(pattern: String) {
    #expect(GoRegex(pattern) != nil)
  }

  @Test("FindAll's matches: an empty match right where the one before ended is none")
  func emptyMatches() {
    #expect(matches(".*", "abc") == [0..<3])
    #expect(matches("x*", "axbxx") == [0..<0, 1..<2, 3..<5])
    #expect(matches("a|", "baab") == [0..<0, 1..<2, 2..<3, 4..<4])
    #expect(matches("\\s*", "a b") == [0..<0, 1..<2, 3..<3])
  }

  @Test("\\b and \\w are ASCII's, digits words too; . is any character but a newline")
  func asciiClasses() {
    #expect(matches("\\b", "a1 b2") == [0..<0, 2..<2, 3..<3, 5..<5])
    #expect(matches("\\b", "語7語") == [1..<1, 2..<2])
    #expect(matches("\\w+", "éa_1") == [1..<4])
    #expect(matches(".", "a\nb") == [0..<1, 2..<3])
    #expect(matches("(?s).", "a\nb")?.count == 3)
  }

  @Test("leftmost-first, as Go (and Perl) prefer: the first alternative that matches, lazy as few as can")
  func leftmostFirst() {
    #expect(matches("a|ab", "ab") == [0..<1])
    #expect(matches("ab|a", "ab") == [0..<2])
    #expect(matches("a+?", "aaa") == [0..<1, 1..<2, 2..<3])
    #expect(matches("(?U)a+", "aaa") == [0..<1, 1..<2, 2..<3])
    #expect(matches("a{2,3}", "aaaaa") == [0..<3, 3..<5])
  }

  @Test("flags hold to the end of their group; case folds under (?i), the Kelvin sign too")
  func flags() {
    #expect(matches("(?i)k", "kK\u{212A}")?.count == 3)
    #expect(matches("(?i:a)b", "AB Ab") == [3..<5])
    #expect(matches("(a(?i)b|c)", "C") == [0..<1])
    #expect(matches("(?m)^b", "a\nb") == [2..<3])
    #expect(matches("^b", "a\nb") == [])
  }

  @Test("a script is its Script property: a combining accent is no Greek letter")
  func scripts() {
    #expect(matches("\\p{Greek}", "e\u{301}κ") == [2..<3])
  }
}
