import Testing

@testable import ConsoleFlow

@Suite("Search keys")
struct SearchKeyTests {
  @Test(
    "case, accents and width fold away",
    arguments: [
      ("Motörhead", "motorhead"), ("MÖTLEY CRÜE", "motley crue"), ("Ｆｕｌｌ", "full"), ("AC/DC", "ac/dc"),
      ("Antônio Carlos Jobim", "antonio carlos jobim"),
    ])
  func folding(text: String, key: String) {
    #expect(SearchKey.of(text) == key)
  }

  @Test("the first offset of a needle's bytes, or nil")
  func firstOffset() {
    var needle = "zep"
    needle.withUTF8 { bytes in
      func offset(in text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { SearchKey.firstOffset(of: bytes, in: $0) }
      }
      #expect(offset(in: "led zeppelin") == 4)
      #expect(offset(in: "zep") == 0)
      #expect(offset(in: "ze") == nil)
      #expect(offset(in: "z e p") == nil)
    }
  }

  @Test("a screen's keys are made once and shared by its later states")
  func cacheIsShared() {
    let cache = SearchKeyCache()
    var calls = 0
    let first = cache.all(["Motörhead", "AC/DC"]) {
      calls += 1; return $0
    }
    let second = cache.all(["Motörhead", "AC/DC"]) {
      calls += 1; return $0
    }
    #expect((0..<first.count).map { first[$0] } == ["motorhead", "ac/dc"])
    #expect((0..<second.count).map { second[$0] } == ["motorhead", "ac/dc"])
    #expect(calls == 2, "labels are read once, for the first call")
    let grown = cache.all(["Motörhead", "AC/DC", "Mötley Crüe"]) {
      calls += 1; return $0
    }
    #expect(grown.count == 3 && grown[2] == "motley crue" && calls == 3, "a growing list folds only what is new")
  }
}
