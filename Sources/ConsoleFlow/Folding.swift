import Foundation

/// Case- and diacritic-insensitive comparison keys: "Motörhead" and "motorhead" fold alike.
enum Folding {
  static func key(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Whether folded `text` holds folded `query`, comparing bytes: folding already made equal
  /// texts equal byte for byte, and Foundation's `contains` is many times slower.
  static func contains(_ text: String, _ query: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = Array(query.utf8)
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The length of the shortest stretch of `text` that holds the characters of `query` in order
  /// (both already folded), or nil when they are not all there: the smaller, the closer the match.
  static func subsequenceSpan(_ query: String, in text: String) -> Int? {
    let wanted = Array(query.unicodeScalars)
    let scalars = Array(text.unicodeScalars)
    guard let first = wanted.first else { return 0 }
    var best: Int?
    for start in scalars.indices where scalars[start] == first {
      var next = 1
      var position = start
      while next < wanted.count {
        position += 1
        guard position < scalars.count else { return best }
        if scalars[position] == wanted[next] { next += 1 }
      }
      let span = position - start + 1
      if best.map({ span < $0 }) ?? true { best = span }
      if span == wanted.count { break }
    }
    return best
  }
}
