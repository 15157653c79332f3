import Synchronization
import Foundation

/// The keys names are compared by, ignoring case, accents and width: "Motörhead" and "motorhead"
/// have one key. Matching runs on keys.
enum SearchKey {
  static func of(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The byte offset where the bytes of `needle` first stand in folded `text`, if they do.
  /// Native strings hold contiguous UTF-8, so the search reads the bytes in place.
  static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in text: String) -> Int? {
    var text = text
    return text.withUTF8 { haystack -> Int? in
      guard let first = needle.first else { return 0 }
      guard haystack.count >= needle.count else { return nil }
      for start in 0...(haystack.count - needle.count) where haystack[start] == first {
        var offset = 1
        while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return start }
      }
      return nil
    }
  }

  /// The length of the shortest stretch of folded `text` that holds the scalars of `wanted` in
  /// order, or nil when they are not all there: the smaller, the closer the match.
  static func subsequenceSpan(_ wanted: [Unicode.Scalar], in text: String) -> Int? {
    let scalars = text.unicodeScalars
    guard let first = wanted.first else { return 0 }
    var best: Int?
    // Walks the view by index rather than copying it: this runs once per label on every filter.
    var start = scalars.startIndex
    while start < scalars.endIndex {
      defer { start = scalars.index(after: start) }
      guard scalars[start] == first else { continue }
      var next = 1
      var position = start
      var span = 1
      while next < wanted.count {
        position = scalars.index(after: position)
        guard position < scalars.endIndex else { return best }
        span += 1
        if scalars[position] == wanted[next] { next += 1 }
      }
      if best.map({ span < $0 }) ?? true { best = span }
      if span == wanted.count { break }
    }
    return best
  }
}

/// The folded labels of a list, computed once when a name or a filter first needs them and
/// shared by every later state of the same screen (states are copied at each step).
final class SearchKeyCache: Sendable {
  private let keys = Mutex<[String]?>(nil)

  /// The folded label of every element, in order. A list whose elements are still arriving
  /// only grows: the keys of the elements seen before are kept and the new ones added.
  func all<Elements: Collection>(_ elements: Elements, label: (Elements.Element) -> String) -> [String] {
    keys.withLock { keys in
      if let keys, keys.count >= elements.count { return keys }
      var computed = keys ?? []
      computed.reserveCapacity(elements.count)
      for element in elements.dropFirst(computed.count) { computed.append(SearchKey.of(label(element))) }
      keys = computed
      return computed
    }
  }
}
