import Foundation

/// The list screen's filter as a function, for tools that filter without a screen (`flows pick
/// --filter`). The ranking, in one place: labels that contain the query (ignoring case, accents
/// and width) come first, in their order; then labels that hold its characters in order within a
/// stretch at most twice the query's length, closest first (ties in their order); other labels
/// do not match.
///
/// ```swift
/// ListFilter.matches("zep", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [0, 2]
/// ```
public enum ListFilter {
  /// The positions of the labels that match `query`, best first; every position for an empty query.
  public static func matches(_ query: String, in labels: [String]) -> [Int] {
    let state = ListState(elements: labels).filtered(by: query, searching: { $0 })
    return state.matches ?? Array(labels.indices)
  }
}

extension ListFilter {
  /// The positions of the lines that match `query`, best first, in the same ranking as the
  /// labels version: for a million lines and more, read once into a ``LineBuffer`` and matched
  /// on their bytes over every core.
  ///
  /// ```swift
  /// let lines = LineBuffer(bytes, separator: UInt8(ascii: "\n"))
  /// ListFilter.matches("led zep", in: lines)
  /// ```
  public static func matches(_ query: String, in lines: LineBuffer) -> [Int] {
    ByteMatcher(query: query).matches(in: lines)
  }
}

/// Lines held in one contiguous buffer of bytes, with where each starts: a million lines cost
/// their bytes and four bytes each, never a string each. Bytes are kept as they came (invalid
/// UTF-8 included), so a chosen line can be written back exactly.
public struct LineBuffer: Sendable {
  private let storage: [UInt8]
  /// Where each line starts, and one past the last line's end.
  private var starts: [Int32] = [0]
  private var ends: [Int32] = []

  /// The lines of `bytes`, separated by `separator`; a trailing separator starts no empty line.
  public init(_ bytes: [UInt8], separator: UInt8) {
    storage = bytes
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // memchr finds each separator many bytes at a time.
      while start < buffer.count, let found = memchr(base + start, Int32(separator), buffer.count - start) {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        ends.append(Int32(index))
        starts.append(Int32(index + 1))
        start = index + 1
      }
    }
    if start < bytes.count {
      ends.append(Int32(bytes.count))
    } else {
      starts.removeLast()
    }
  }

  /// How many lines there are.
  public var count: Int { ends.count }

  /// The bytes of line `index`, as they came.
  public subscript(index: Int) -> ArraySlice<UInt8> {
    storage[Int(starts[index])..<Int(ends[index])]
  }

  /// Runs `body` with the bytes in place and where each line starts and ends.
  func withLines<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> Result
  ) -> Result {
    storage.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        ends.withUnsafeBufferPointer { ends in body(bytes, starts, ends) }
      }
    }
  }
}
