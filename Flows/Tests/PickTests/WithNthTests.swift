import Pick
import Testing

/// `--with-nth`: what a line shows, and so what a query searches.
@Suite("--with-nth")
struct WithNthTests {
  private func shown(_ expression: String, _ line: String, delimiter: String? = nil, index: Int = 0) throws -> String {
    String(decoding: try WithNth(expression, delimiter: delimiter).shown(Array(line.utf8), index: index), as: UTF8.self)
  }

  @Test("fields: the ones named, in the order named, white space at the end dropped")
  func fields() throws {
    #expect(try shown("2..", "1  Led Zeppelin  ") == "Led Zeppelin")
    #expect(try shown("-1,1", "a b c ") == "c a")
    #expect(try shown("-1,1", "a b c") == "ca", "each field keeps its own delimiter, as fzf joins them")
    #expect(try shown("2", "a:b:c", delimiter: ":") == "b:", "a field keeps its delimiter")
    #expect(try shown("9", "a b") == "")
  }

  @Test("a template: its fields without the delimiter that ends them, {n} the line's number, text as is")
  func template() throws {
    #expect(try shown("{2}: {1}", "17:Led Zeppelin:IV", delimiter: ":") == "Led Zeppelin: 17")
    #expect(try shown("#{n} {-1}", "a b c", index: 41) == "#41 c")
    #expect(try shown("{x} {1}", "a b") == "{x} a", "a brace naming no field is text")
    #expect(try shown("{1} {0}", "a b") == "a", "a placeholder of no field shows nothing, the space after trimmed")
    #expect(try WithNth("{n}: {1}", delimiter: nil).showsIndex)
    #expect(try !WithNth("2..", delimiter: nil).showsIndex)
  }

  @Test("what names no field is refused in words: bad fields, a template without a placeholder")
  func refused() {
    #expect(
      performing: { try WithNth("0", delimiter: nil) },
      throws: {
        ($0 as? WithNth.Invalid).map { if case .fields(let refused) = $0 { refused.expression == "0" } else { false } }
          ?? false
      })
    #expect(throws: WithNth.Invalid.noPlaceholder("name")) { try WithNth("name", delimiter: nil) }
    #expect(WithNth.Invalid.noPlaceholder("name").description.contains("\"name\" names no fields"))
  }
}
