import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

/// Labels held as bytes for the whole test run, as a chooser's arena holds its lines (never
/// written after they are made).
nonisolated(unsafe) private let held: [UnsafeBufferPointer<UInt8>] = SampleLabels.all.map { label in
  let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: label.utf8.count)
  _ = bytes.initialize(from: label.utf8)
  return UnsafeBufferPointer(bytes)
}

private enum SampleLabels {
  static let all =
    [
      "Led Zeppelin", "Queen", "Dread Zeppelin", "Motörhead", "Mötley Crüe", "Iron Maiden", "Zeca Pagodinho",
      "Queen & Slash", "ＡＢＢＡ", "Ærøskøbing Band",
    ] + (1...300).map { "Band \($0)" }
}

@Suite("A list of label bytes: searched in place, as a list of labels is")
struct LabelBytesTests {
  private func lists() async -> (bytes: Flow<Int>, labels: Flow<Int>) {
    func stream() -> ElementStream<Int> {
      ElementStream("lines", batches: { [Array(0..<100), Array(100..<held.count)].async })
    }
    let label: @Sendable (Int) -> String = { String(decoding: held[$0], as: UTF8.self) }
    let byBytes = Screen<ElementStream<Int>, Int>.list(title: "Lines", label: label, labelBytes: { held[$0] })
    let byLabels = Screen<ElementStream<Int>, Int>.list(title: "Lines", rows: .input, label: label)
    let traits = Traits(width: 80, height: 12)
    let bytes = await Flow(root(byBytes), input: stream(), traits: traits).finishingLoads().flow
    let labels = await Flow(root(byLabels), input: stream(), traits: traits).finishingLoads().flow
    return (bytes, labels)
  }

  @Test(
    "filters, names, ambiguous names and a path's part read the same from bytes as from labels",
    arguments: [
      ["/zep"], ["/motor"], ["/MÖT"], ["/abba"], ["/aero"], ["queen"], ["Queen"], ["zep"], ["band 30"],
      ["/band", ":next"],
      ["/qqq"], ["mötley crüe"], ["ＡＢＢＡ"], ["nothing"],
    ])
  func sameAsLabels(lines: [String]) async {
    let (bytes, labels) = await lists()
    let (fromBytes, bytesEffects) = bytes.steps(lines)
    let (fromLabels, labelsEffects) = labels.steps(lines)
    #expect(fromBytes.page == fromLabels.page)
    #expect(fromBytes.rejection == fromLabels.rejection)
    #expect(String(describing: bytesEffects.last) == String(describing: labelsEffects.last))
  }

  @Test("live narrowing reads them too")
  func narrowing() async {
    let (bytes, labels) = await lists()
    var fromBytes = LiveNarrowing<Int>()
    var fromLabels = LiveNarrowing<Int>()
    for line in ["z", "ze", "zep", "ze", "m", "mot", "/band 2"] {
      _ = fromBytes.typed(line, on: bytes)
      _ = fromLabels.typed(line, on: labels)
      #expect(fromBytes.page(on: bytes) == fromLabels.page(on: labels), "\(line)")
    }
  }
}

extension Array where Element: Sendable {
  /// The array as one batch after another of an async sequence.
  fileprivate var async: AsyncStream<Element> {
    AsyncStream { feed in
      for element in self { feed.yield(element) }
      feed.finish()
    }
  }
}
