@_spi(Flows) import ConsoleFlow
import Testing

/// `ListFilter.Options`: fzf's -i, +i, --exact and --nth, on labels; the answers fzf gives for
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

  @Test("fields: a term matches within one searched field; ^ and $ at its ends")
  func fields() throws {
    let names = try ListFilter.Fields("1", delimiter: ":")
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: names)).isEmpty)
    #expect(ListFilter.matches("maiden$", in: labels, options: .init(fields: names)) == [4])
    let albums = try ListFilter.Fields("2..", delimiter: ":")
    #expect(ListFilter.matches("^back", in: labels, options: .init(fields: albums)) == [3], "spaces before it aside")
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: albums)) == [4])
    let words = try ListFilter.Fields("-1")
    #expect(Set(ListFilter.matches("^ki | ^pen", in: labels, options: .init(fields: words))) == [2, 4])
  }

  @Test("fields as fzf reads them: white space, a text, a regular expression; ranges from either end")
  func shown() throws {
    let line = "  one  two three  "
    #expect(try ListFilter.Fields("1").shown(line) == "one")
    #expect(try ListFilter.Fields("2..").shown(line) == "two three")
    #expect(try ListFilter.Fields("-1,1").shown(line) == "three  one")
    #expect(try ListFilter.Fields("..-2").shown(line) == "one  two")
    #expect(try ListFilter.Fields("9").shown(line) == "")
    #expect(try ListFilter.Fields("2", delimiter: ",").shown("a,b,c") == "b,", "a field keeps its delimiter")
    #expect(try ListFilter.Fields("2..", delimiter: "\\t").shown("a\tb\tc") == "b\tc")
    #expect(try ListFilter.Fields("2", delimiter: "[:;]+").shown("a:;b;c") == "b;")
    #expect(try ListFilter.Fields("2", delimiter: "(").shown("a(b(c") == "b(", "an invalid expression is a text")
    // Go's classes are ASCII, and its expressions read scalars, not characters.
    #expect(try ListFilter.Fields("2", delimiter: "\\w+").shown("®B語7語$o") == "語7")
    #expect(try ListFilter.Fields("2", delimiter: "[[:space:]]").shown("a\u{3000}b c") == "c")
    #expect(try ListFilter.Fields("2", delimiter: "[._]").shown("a_\u{301}b") == "\u{301}b")
    #expect(try ListFilter.Fields("1").shown("no-break\u{A0}") == "no-break", "Unicode white space trimmed")
    // A template's placeholder drops the delimiter that ends its fields, and only it.
    #expect(try ListFilter.Fields("2", delimiter: ",").shown("a,b ,c", droppingLastDelimiter: true) == "b ")
    #expect(try ListFilter.Fields("1..2").shown("a  b  c", droppingLastDelimiter: true) == "a  b")
  }

  @Test("field expressions fzf refuses are refused, with the expression in the error")
  func refused() {
    for expression in ["0", "x", "", "1,,2", "-2..3", "1..0", "..0", "1...2", "+1"] {
      #expect(
        performing: { try ListFilter.Fields(expression) },
        throws: { ($0 as? ListFilter.InvalidFields)?.expression == expression })
    }
    #expect((try? ListFilter.Fields("-3..-1")) != nil)
  }
}
