import Foundation
import TestSupport
import Testing

@_spi(Flows) @testable import ConsoleFlow

@Suite("The search language: fzf's syntax, fzf's matches")
struct SearchPatternTests {
  @Test("fzf's documented examples keep the lines fzf's README says")
  func documentedExamples() {
    let files = [
      "src/music.mp3", "music/live.mp3", "fire.py", "bonfire.rb", "core/app.go", "core", "sbtrkt.txt",
      "wildcard.c", "the wild.md", "music.mp3.bak",
    ]
    let cases: [(query: String, kept: [String])] = [
      ("sbtrkt", ["sbtrkt.txt"]),
      ("'wild", ["wildcard.c", "the wild.md"]),
      ("'wild'", ["the wild.md"]),
      ("^music", ["music/live.mp3", "music.mp3.bak"]),
      (".mp3$", ["src/music.mp3", "music/live.mp3"]),
      (
        "!fire",
        [
          "src/music.mp3", "music/live.mp3", "core/app.go", "core", "sbtrkt.txt", "wildcard.c", "the wild.md",
          "music.mp3.bak",
        ]
      ),
      ("!^music .mp3", ["src/music.mp3"]),
      ("!.mp3$ music", ["music.mp3.bak"]),
      ("^core go$ | rb$ | py$", ["core/app.go"]),
    ]
    for (query, kept) in cases {
      let found = ListFilter.matches(query, in: files).sorted().map { files[$0] }
      #expect(Set(found) == Set(kept), "\(query)")
    }
  }

  @Test("every recorded query keeps exactly the lines fzf 0.74.5 keeps, whole or line by line")
  func keepsWhatFzfKeeps() throws {
    let corpus = try Data(contentsOf: GoldenFiles.fzfAnswers("corpus.txt"))
    let lines = corpus.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map(Array.init)
    let answers = try String(contentsOf: GoldenFiles.fzfAnswers("answers.jsonl"), encoding: .utf8)
      .split(separator: "\n").map { try JSONDecoder().decode(Answer.self, from: Data($0.utf8)) }
    #expect(answers.count > 250)
    for answer in answers {
      let kept = matches(answer.query, inLines: lines)
      let keeps = ListFilter.lineMatcher(answer.query)
      let oneByOne = lines.indices.filter { lines[$0].withUnsafeBufferPointer(keeps) }
      #expect(
        kept.sorted().map { $0 + 1 } == answer.lines,
        "\(answer.query.debugDescription) (re-record: scripts/record-fzf-answers.py)")
      #expect(oneByOne.map { $0 + 1 } == answer.lines, "\(answer.query.debugDescription), line by line")
    }
  }

  /// fzf 0.74.5's answers: fullwidth ASCII folds to ASCII as accents do, after case, and not
  /// where the query holds a scalar that folds.
  @Test(
    "fullwidth ASCII is found by its ASCII, as fzf finds it",
    arguments: [
      ("abc", [0, 1, 2, 3]), ("ABC", [0]), ("ａｂｃ", [0, 1]), ("'abc", [0, 1, 2, 3]), ("!abc", []),
      ("bc$", [0, 1, 2, 3]), ("b$", []),
    ])
  func fullwidth(query: String, kept: [Int]) {
    let lines = ["ＡＢＣ", "ａｂｃ", "abc", "ＡbＣ"].map { Array($0.utf8) }
    let keeps = ListFilter.lineMatcher(query)
    #expect(lines.indices.filter { lines[$0].withUnsafeBufferPointer(keeps) } == kept)
  }

  private struct Answer: Decodable {
    let query: String
    let lines: [Int]
  }

  @Test("each term has its own case: smart case looks at the term, not the query")
  func smartCasePerTerm() {
    let pattern = SearchPattern("Led zep")
    #expect(pattern.sets.map { $0.map(\.caseSensitive) } == [[true], [false]])
    #expect(ListFilter.matches("Led zep", in: ["led Zeppelin", "Led Zeppelin"]) == [1])
    #expect(SearchPattern("Led", options: .init(caseMatching: .ignore)).sets[0][0].caseSensitive == false)
    #expect(SearchPattern("led", options: .init(caseMatching: .respect)).sets[0][0].caseSensitive == true)
  }

  @Test("spaces: around the query they are nothing, escaped they are part of a term")
  func spaces() {
    #expect(SearchPattern("  iron  ") == SearchPattern("iron"))
    #expect(SearchPattern("iron\\ maiden").sets.map { $0.map(\.scalars.count) } == [[11]])
    #expect(SearchPattern("iron\\ ").sets[0][0].scalars == Array("iron ".unicodeScalars.map(\.value)))
    #expect(SearchPattern("").isEmpty && SearchPattern("   ").isEmpty && SearchPattern("! ^ '").isEmpty)
  }

  @Test("typing on narrows what the last query found; a new alternative or a longer exclusion widens it")
  func narrowing() {
    let narrower = [
      ("mo", "mot"), ("mot", "mot zep"), ("'mo", "'mot"), ("^mo", "^mot"), ("^mot", "^mot$"),
      ("ta$", "tta$"), ("mot", "'mot"), ("mot", "mot !live"), ("a | b", "a | b c"),
    ]
    for (earlier, later) in narrower {
      #expect(SearchPattern(later).narrows(SearchPattern(earlier)), "\(earlier) → \(later)")
    }
    let wider = [("a", "a | b"), ("!li", "!liv"), ("'mot", "mot"), ("Mot", "mot"), ("mot", "möt"), ("^mot", "'mot")]
    for (earlier, later) in wider {
      #expect(!SearchPattern(later).narrows(SearchPattern(earlier)), "\(earlier) → \(later)")
    }
  }
}
