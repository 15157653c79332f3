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

extension ListFilter {
  /// Whether one line matches `query` at all (it contains the query, or holds its characters in
  /// order within the filter's stretch), by the same rules: for a filter that prints matching
  /// lines in their order as they come (`flows pick --filter --no-sort` on endless input).
  ///
  /// ```swift
  /// let matches = ListFilter.lineMatcher("led zep")
  /// let kept = Array("Led Zeppelin".utf8).withUnsafeBufferPointer(matches) // true
  /// ```
  public static func lineMatcher(_ query: String) -> @Sendable (UnsafeBufferPointer<UInt8>) -> Bool {
    let matcher = ByteMatcher(query: query)
    guard !matcher.wanted.isEmpty else { return { _ in true } }
    return { line in
      switch matcher.verdict(line) {
      case .contains, .near: true
      case .scattered, .none: false
      }
    }
  }
}

/// Lines held in one contiguous buffer of bytes, with where each ends: a million lines cost their
/// bytes and eight bytes each, never a string each. Bytes are kept as they came (invalid UTF-8
/// included), so a chosen line can be written back exactly. Offsets are 64-bit: an input of any
/// size the memory holds.
public struct LineBuffer: Sendable {
  private let storage: [UInt8]
  /// Where each line ends; the next starts one past it.
  private var ends: [Int] = []

  /// The lines of `bytes`, separated by `separator`; a trailing separator starts no empty line.
  public init(_ bytes: [UInt8], separator: UInt8) {
    storage = bytes
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // memchr finds each separator many bytes at a time.
      while start < buffer.count, let found = memchr(base + start, Int32(separator), buffer.count - start) {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        ends.append(index)
        start = index + 1
      }
    }
    if start < bytes.count { ends.append(bytes.count) }
  }

  /// How many lines there are.
  public var count: Int { ends.count }

  /// The bytes of line `index`, as they came.
  public subscript(index: Int) -> ArraySlice<UInt8> {
    storage[start(of: index)..<ends[index]]
  }

  private func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] + 1 }

  /// Runs `body` with the bytes in place and each line's bytes by position.
  func withLines<Result>(_ body: (_ count: Int, _ line: (Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        body(ends.count) { index in
          UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
        }
      }
    }
  }
}
