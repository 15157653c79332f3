@_spi(Flows) import ConsoleFlow
import Pick
import Testing

/// `--filter`: the matches printed without asking, as `fzf --filter` prints them.
@Suite("The filter")
struct PickFilterTests {
  private let input = Array("1:Led Zeppelin:IV\n2:Zebra:Pen\n3:Queen:Zep\n".utf8)

  private func printed(_ filter: PickFilter, _ input: [UInt8]? = nil) async throws -> (String, Int) {
    var count = 0
    let output = try await withFiles(holding: input ?? self.input) { descriptor, output in
      count = try filter.run(descriptor, to: output)
    }
    return (String(decoding: output, as: UTF8.self), count)
  }

  @Test("ranked: best first; unsorted: in the lines' order; last first with --tac")
  func orders() async throws {
    #expect(try await printed(PickFilter(query: "zep")) == ("3:Queen:Zep\n1:Led Zeppelin:IV\n2:Zebra:Pen\n", 3))
    #expect(
      try await printed(PickFilter(query: "zep", order: .asTheyCome))
        == ("1:Led Zeppelin:IV\n2:Zebra:Pen\n3:Queen:Zep\n", 3))
    #expect(
      try await printed(PickFilter(query: "", order: .rankedLastFirst)) == (
        "3:Queen:Zep\n2:Zebra:Pen\n1:Led Zeppelin:IV\n", 3
      ))
  }

  @Test("--nth and --with-nth: the fields searched, the whole line printed")
  func fields() async throws {
    let second = try ListFilter.Options(fields: Fields("2", delimiter: ":").searched)
    #expect(try await printed(PickFilter(query: "zep", options: second)) == ("1:Led Zeppelin:IV\n", 1))
    let shown = try WithNth("{3}", delimiter: ":")
    for order in [PickFilter.Order.ranked, .asTheyCome] {
      #expect(try await printed(PickFilter(query: "zep", shown: shown, order: order)) == ("3:Queen:Zep\n", 1))
    }
  }

  @Test("the query first with --print-query, NUL after each line with --print0, none matching: 0")
  func printing() async throws {
    let filter = PickFilter(query: "queen", terminator: 0, printsQuery: true)
    #expect(try await printed(filter) == ("queen\u{0}3:Queen:Zep\u{0}", 1))
    #expect(try await printed(PickFilter(query: "nothing like it")) == ("", 0))
    let read0 = PickFilter(query: "b", order: .asTheyCome, separator: 0)
    #expect(try await printed(read0, Array("a\nb\0c\0".utf8)) == ("a\nb\n", 1))
  }

  @Test("input larger than the budget: too large for a ranking, printed as it comes unsorted")
  func budget() async throws {
    let many = Array(String(repeating: "a line\n", count: 50_000).utf8)
    await #expect(throws: PickLines.TooLarge.self) {
      _ = try await withFiles(holding: many) { input, output in
        _ = try PickFilter(query: "line").run(input, to: output, budget: 100_000)
      }
    }
    let output = try await withFiles(holding: many) { input, output in
      let count = try PickFilter(query: "line", order: .asTheyCome).run(input, to: output, budget: 100_000)
      #expect(count == 50_000)
    }
    #expect(output == many)
  }
}
