/// The texts a list's filter searches (its labels, or the text it was given), as UTF-8 in one
/// buffer, computed once when the first filter needs them and shared by every later state of the
/// same screen. A list whose elements are still arriving only grows: the texts of the elements
/// seen before are kept and the new ones added.
final class TextCache: Sendable {
  private let texts = Locked<Texts>(Texts())

  /// The text of every element, in order.
  func all<Elements: Collection>(_ elements: Elements, text: (Elements.Element) -> String) -> Texts {
    texts.withLock { texts in
      if texts.count >= elements.count { return texts }
      for element in elements.dropFirst(texts.count) { texts.append(text(element)) }
      return texts
    }
  }
}

/// Texts in one buffer: each one's bytes, and where each ends (folded keys are kept so too).
struct Texts: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  var count: Int { ends.count }

  mutating func reserve(_ count: Int) {
    ends.reserveCapacity(count)
  }

  mutating func append(_ text: String) {
    append { $0.append(contentsOf: text.utf8) }
  }

  /// Adds one text: the bytes `write` appends.
  mutating func append(_ write: (inout [UInt8]) -> Void) {
    write(&bytes)
    ends.append(bytes.count)
  }

  /// Runs `body` with a function that answers each text's bytes in place.
  func withTexts<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { buffer in
      ends.withUnsafeBufferPointer { ends in
        body { index in
          let start = index == 0 ? 0 : ends[index - 1]
          return UnsafeBufferPointer(rebasing: buffer[start..<ends[index]])
        }
      }
    }
  }
}
