@_spi(Flows) import ConsoleFlow
import Pick
import Testing

/// Fields as fzf's `--nth` and `--with-nth` name them, split at white space, a text or a Go
/// regular expression (`-d`), and searched as the list's field splitter. (Every case beside fzf
/// itself: `Tests/FzfAnswers/options.jsonl`.)
@Suite("Fields, as --nth names them")
struct FieldsTests {
  let labels = ["Led Zeppelin", "led zep", "Zebra pen", "AC/DC: Back in Black", "Iron Maiden: Killers"]

  @Test("fields: a term matches within one searched field; ^ and $ at its ends")
  func fields() throws {
    let names = try Fields("1", delimiter: ":")
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: names)).isEmpty)
    #expect(ListFilter.matches("maiden$", in: labels, options: .init(fields: names)) == [4])
    let albums = try Fields("2..", delimiter: ":")
    #expect(ListFilter.matches("^back", in: labels, options: .init(fields: albums)) == [3], "spaces before it aside")
    #expect(ListFilter.matches("killers", in: labels, options: .init(fields: albums)) == [4])
    let words = try Fields("-1")
    #expect(Set(ListFilter.matches("^ki | ^pen", in: labels, options: .init(fields: words))) == [2, 4])
  }

  @Test("fields as fzf reads them: white space, a text, a regular expression; ranges from either end")
  func shown() throws {
    let line = "  one  two three  "
    #expect(try Fields("1").shown(line) == "one")
    #expect(try Fields("2..").shown(line) == "two three")
    #expect(try Fields("-1,1").shown(line) == "three  one")
    #expect(try Fields("..-2").shown(line) == "one  two")
    #expect(try Fields("9").shown(line) == "")
    #expect(try Fields("2", delimiter: ",").shown("a,b,c") == "b,", "a field keeps its delimiter")
    #expect(try Fields("2..", delimiter: "\\t").shown("a\tb\tc") == "b\tc")
    #expect(try Fields("2", delimiter: "[:;]+").shown("a:;b;c") == "b;")
    #expect(try Fields("2", delimiter: "(").shown("a(b(c") == "b(", "an invalid expression is a text")
    // Go's classes are ASCII, and its expressions read scalars, not characters.
    #expect(try Fields("2", delimiter: "\\w+").shown("®B語7語$o") == "語7")
    #expect(try Fields("2", delimiter: "[[:space:]]").shown("a\u{3000}b c") == "c")
    #expect(try Fields("2", delimiter: "[._]").shown("a_\u{301}b") == "\u{301}b")
    #expect(try Fields("1").shown("no-break\u{A0}") == "no-break", "Unicode white space trimmed")
    // A template's placeholder drops the delimiter that ends its fields, and only it.
    #expect(try Fields("2", delimiter: ",").shown("a,b ,c", droppingLastDelimiter: true) == "b ")
    #expect(try Fields("1..2").shown("a  b  c", droppingLastDelimiter: true) == "a  b")
  }

  @Test("field expressions fzf refuses are refused, with the expression in the error")
  func refused() {
    for expression in ["0", "x", "", "1,,2", "-2..3", "1..0", "..0", "1...2", "+1"] {
      #expect(
        performing: { try Fields(expression) },
        throws: { ($0 as? Fields.Invalid)?.expression == expression })
    }
    #expect((try? Fields("-3..-1")) != nil)
  }

  @Test("the whole line (.., 1.., 1..-1) is no field splitter: fzf ignores it")
  func wholeLine() throws {
    for whole in ["..", "1..", "..-1", "1..-1"] {
      #expect(try Fields(whole).searched == nil, "\(whole)")
    }
    #expect(try Fields("2..").searched != nil)
    #expect(try Fields("1..", delimiter: ":").searched == nil)
  }

  @Test("a term$ matches before the delimiter that ends the last field searched")
  func endBeforeDelimiter() throws {
    let second = try Fields("2", delimiter: ":")
    #expect(ListFilter.matches("b$", in: ["a:b:c", "a:bc:d"], options: .init(fields: second)) == [0])
    let pattern = try Fields("2", delimiter: "[:;]+")
    #expect(ListFilter.matches("b$", in: ["a:;b;;c", "a:bc;d"], options: .init(fields: pattern)) == [0])
  }

  @Test("splitters are equal when their expression and delimiter read alike")
  func equality() throws {
    #expect(try Fields("2", delimiter: ":") == Fields("2", delimiter: ":"))
    #expect(try Fields("2", delimiter: ":") != Fields("2", delimiter: ";"))
    #expect(try Fields("2", delimiter: "[:]") != Fields("2", delimiter: ":"))
    #expect(try ListFilter.Options(fields: Fields("2")) == ListFilter.Options(fields: Fields("2")))
    #expect(try ListFilter.Options(fields: Fields("2")) != ListFilter.Options(fields: Fields("3")))
  }
}
