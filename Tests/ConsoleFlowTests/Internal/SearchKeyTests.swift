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
  func tableIsShared() {
    let table = TextTable()
    var calls = 0
    func keys(_ labels: [String]) -> [String] {
      table.keys(of: labels) {
        calls += 1
        return $0
      }
    }
    #expect(keys(["Motörhead", "AC/DC"]) == ["motorhead", "ac/dc"])
    #expect(keys(["Motörhead", "AC/DC"]) == ["motorhead", "ac/dc"])
    #expect(calls == 2, "labels are read once, for the first call")
    #expect(keys(["Motörhead", "AC/DC", "Mötley Crüe"]) == ["motorhead", "ac/dc", "motley crue"])
    #expect(calls == 3, "a growing list folds only what is new")
  }
}

extension TextTable {
  /// The keys of `elements`' labels, as strings: the table gathered as a list gathers its keys.
  func keys<Element>(of elements: [Element], label: (Element) -> String) -> [String] {
    withTexts(of: elements, write: { SearchKey.append(keyOf: label($0), to: &$1) }) { key in
      elements.indices.map { String(decoding: key($0), as: UTF8.self) }
    }
  }
}
