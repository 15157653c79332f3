@_spi(Flows) import ConsoleFlow
import Testing

/// `ListFilter.Options`: fzf's -i, +i, --exact and the fields searched, on labels; the answers fzf gives for
/// them on a larger corpus are held by the `flows pick` tests.
@Suite("List filter options")
struct ListFilterOptionsTests {
  let labels = ["Led Zeppelin", "led zep", "Zebra pen", "AC/DC: Back in Black", "Iron Maiden: Killers"]

  @Test("case: smart by default, -i ignores it, +i respects it")
  func caseMatching() {
    #expect(ListFilter.matches("Led", in: labels) == [0])
    #expect(Set(ListFilter.matches("Led", in: labels, options: .init(caseMatching: .ignore))) == [0, 1])
    #expect(ListFilter.matches("led", in: labels, options: .init(caseMatching: .respect)) == [1])
  }

  @Test("exact: plain terms are substrings, a quoted one in order")
  func exact() {
    #expect(Set(ListFilter.matches("zep", in: labels)) == [0, 1, 2])
    #expect(Set(ListFilter.matches("zep", in: labels, options: .init(exact: true))) == [0, 1])
    #expect(Set(ListFilter.matches("'zep", in: labels, options: .init(exact: true))) == [0, 1, 2])
  }

  @Test("unranked: the matches in the labels' order (fzf's +s)")
  func unranked() {
    #expect(ListFilter.matches("zep", in: labels) == [1, 0, 2])
    #expect(ListFilter.matches("zep", in: labels, options: .init(ranked: false)) == [0, 1, 2])
    let bytes = labels.map { Array($0.utf8) }
    #expect(matches("zep", inLines: bytes, options: .init(ranked: false)) == [0, 1, 2])
  }

  @Test("fields: a term matches within one field the splitter names; ^ and $ at its ends")
  func fields() {
    let names = SeparatedFields(":", fields: [0])
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: names)).isEmpty)
    #expect(ListFilter.matches("maiden$", in: labels, options: .init(fields: names)) == [4])
    let albums = SeparatedFields(":", fields: [1])
    #expect(ListFilter.matches("^back", in: labels, options: .init(fields: albums)) == [3], "spaces before it aside")
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: albums)) == [4])
    #expect(
      ListFilter.matches("maiden killers", in: labels, options: .init(fields: SeparatedFields(":", fields: [0, 1])))
        == [4])
    #expect(
      ListFilter.matches("maidenkillers", in: labels, options: .init(fields: SeparatedFields(":", fields: [0, 1])))
        .isEmpty)
    let bytes = labels.map { Array($0.utf8) }
    #expect(matches("back", inLines: bytes, options: .init(fields: albums)) == [3], "raw lines split alike")
  }

  @Test("options with splitters are equal when the splitters are")
  func splittersCompared() {
    #expect(
      ListFilter.Options(fields: SeparatedFields(":", fields: [1]))
        == ListFilter.Options(fields: SeparatedFields(":", fields: [1])))
    #expect(
      ListFilter.Options(fields: SeparatedFields(":", fields: [1]))
        != ListFilter.Options(fields: SeparatedFields(":", fields: [0])))
    #expect(ListFilter.Options(fields: SeparatedFields(":", fields: [1])) != ListFilter.Options())
  }
}

/// The fields of a line a separator apart (the separator left out), by their positions from 0:
/// a splitter as a tool would write one.
struct SeparatedFields: ListFilter.FieldSplitting {
  let separator: UInt8
  let fields: [Int]

  init(_ separator: Character, fields: [Int]) {
    (self.separator, self.fields) = (separator.asciiValue ?? 0, fields)
  }

  func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var all: [Range<Int>] = []
    var start = 0
    for index in line.indices where line[index] == separator {
      all.append(start..<index)
      start = index + 1
    }
    all.append(start..<line.count)
    return fields.compactMap { $0 < all.count ? all[$0] : nil }
  }
}
