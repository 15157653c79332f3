/// The texts of a list's elements as UTF-8 in one buffer (each one's bytes, and where each ends),
/// written once, when a filter or a name first needs them, and shared by every later state of the
/// same screen (states are copied at each step): a million texts cost their bytes and an offset,
/// not a string each. A list keeps two: the texts its filter searches, and its labels' keys
/// (``SearchKey``) names are looked up by. A list whose elements are still arriving only grows:
/// the texts of the elements seen before are kept and the new ones added.
final class TextTable: Sendable {
  private let storage = Locked<Storage>(Storage())

  private struct Storage: Sendable {
    var bytes: [UInt8] = []
    var ends: [Int] = []
  }

  /// Writes the texts of the elements not yet in the table: `write` appends an element's bytes.
  func gather<Elements: Collection>(_ elements: Elements, write: (Elements.Element, inout [UInt8]) -> Void) {
    _ = gathered(elements, write: write)
  }

  /// Runs `body` with a function that answers the bytes of each element's text in place, by
  /// position in `elements`: the texts of the elements not yet in the table are written first.
  func withTexts<Elements: Collection, Result>(
    of elements: Elements, write: (Elements.Element, inout [UInt8]) -> Void,
    _ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    // The buffers are read outside the lock, from a copy that shares them: a table that grows
    // meanwhile copies its own.
    let storage = gathered(elements, write: write)
    return storage.bytes.withUnsafeBufferPointer { bytes in
      storage.ends.withUnsafeBufferPointer { ends in
        body { index in
          let start = index == 0 ? 0 : ends[index - 1]
          return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
        }
      }
    }
  }

  private func gathered<Elements: Collection>(
    _ elements: Elements, write: (Elements.Element, inout [UInt8]) -> Void
  ) -> Storage {
    storage.withLock { storage in
      guard storage.ends.count < elements.count else { return storage }
      // Room for every offset at the first writing only: reserving again as a list grows would
      // copy the offsets at each batch.
      if storage.ends.isEmpty { storage.ends.reserveCapacity(elements.count) }
      for element in elements.dropFirst(storage.ends.count) {
        write(element, &storage.bytes)
        storage.ends.append(storage.bytes.count)
      }
      return storage
    }
  }
}
