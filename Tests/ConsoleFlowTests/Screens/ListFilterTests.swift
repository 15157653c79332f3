import ConsoleFlow
import PropertyBased
import Testing

/// Pieces of labels and queries: ASCII in both cases, Latin letters with accents (precomposed and
/// combining), letters that fold to two (ß), other scripts, emoji, spaces and punctuation.
private let pieces = [
  "a", "b", "e", "l", "o", "r", "z", "A", "E", "L", "Z", "led", "Zep", "mot", " ", "/", "#1", "é", "É", "ö", "Ö",
  "e\u{301}", "o\u{308}", "ß", "æ", "ø", "ł", "ç", "坂本", "Ωμέγα", "🎸", "ﬁ", "ǅ", "\u{1B}",
]
private let labels = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }
  .array(of: 0...40)
private let queries = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...3).map { $0.joined() }

@Suite("The list filter on raw lines")
struct ListFilterTests {
  @Test("on bytes it ranks exactly as the list screen does, whatever the script")
  func bytesRankAsLabels() async {
    await propertyCheck(input: labels, queries) { labels, query in
      let bytes = Array(labels.joined(separator: "\n").utf8) + (labels.isEmpty ? [] : [0x0A])
      let lines = LineBuffer(bytes, separator: 0x0A)
      let expected = ListFilter.matches(query, in: labels.map { $0 })
      #expect(ListFilter.matches(query, in: lines) == expected, "query \(query.debugDescription)")
    }
  }

  @Test("the ranking: containing first in order, then close fuzzy matches, closest first")
  func ranking() {
    let labels = ["Queen", "Led Zeppelin", "Dread Zeppelin", "Lead Zappa", "l e d z e p"]
    #expect(ListFilter.matches("led zep", in: labels) == [1, 4], "the spaced one is a fuzzy match of span 11")
    #expect(ListFilter.matches("zep", in: labels) == [1, 2, 4])
    #expect(ListFilter.matches("ledzep", in: labels) == [1, 4])
  }

  @Test("lines keep their bytes: invalid UTF-8 and control characters come back as they were")
  func bytesKept() {
    let bytes: [UInt8] = [0xFF, 0x61, 0x0A, 0x1B, 0x5B, 0x6D, 0x0A, 0x62]
    let lines = LineBuffer(bytes, separator: 0x0A)
    #expect(lines.count == 3)
    #expect(Array(lines[0]) == [0xFF, 0x61])
    #expect(Array(lines[1]) == [0x1B, 0x5B, 0x6D])
    #expect(Array(lines[2]) == [0x62])
    #expect(ListFilter.matches("a", in: lines) == [0])
  }
}
