import Testing

@_spi(Interpreter) @testable import ConsoleFlow

@Suite("Elements that arrive while a list is shown")
struct ArrivingElementsTests {
  @Test("each state sees its own count; the newest appends in place, an older one gets a copy")
  func statesKeepTheirView() {
    let empty = ArrivingElements<Int>()
    let first = empty.appending([1, 2, 3])
    let second = first.appending([4, 5])
    #expect(Array(first) == [1, 2, 3], "an earlier state is unchanged by a later arrival")
    #expect(Array(second) == [1, 2, 3, 4, 5])
    let branch = first.appending([9])
    #expect(Array(branch) == [1, 2, 3, 9], "an older state's arrival does not touch the newer one")
    #expect(Array(second) == [1, 2, 3, 4, 5])
  }

  @Test("a stream of batches fills the list, a batch at a time")
  func batches() async {
    let blocks = AsyncStream<[String]> { feed in
      for block in 0..<50 { feed.yield((0..<100).map { "line \(block * 100 + $0)" }) }
      feed.finish()
    }
    let choose = Screen<ElementStream<String>, String>.list(title: "Lines", rows: .input, label: { $0 })
    let session = await Session(Flow(root(choose), input: ElementStream("lines", batches: { blocks })))
    #expect(session.flow.page.status == "1–20 of 5000")
  }

  @Test("a hundred thousand elements in batches of every size read back in order, across its blocks")
  func manyBatches() {
    var list = ArrivingElements<String>()
    var expected: [String] = []
    var size = 1
    while expected.count < 100_000 {
      let batch = (expected.count..<expected.count + size).map { "line \($0)" }
      list = list.appending(batch)
      expected += batch
      size = size * 3 % 997 + 1
    }
    #expect(list.count == expected.count)
    #expect(Array(list) == expected)
    #expect(list[255] == "line 255" && list[256] == "line 256" && list[65_535] == "line 65535")
    let older = list.appending(["new"])
    #expect(older.last == "new" && older.count == expected.count + 1)
  }
}
