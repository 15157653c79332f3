import Foundation

/// Case- and diacritic-insensitive comparison keys: "Motörhead" and "motorhead" fold alike.
enum Folding {
  static func key(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// Whether the characters of `query` appear in `text` in order (both already folded).
  static func isSubsequence(_ query: String, of text: String) -> Bool {
    var remaining = query.unicodeScalars.makeIterator()
    guard var wanted = remaining.next() else { return true }
    for scalar in text.unicodeScalars where scalar == wanted {
      guard let following = remaining.next() else { return true }
      wanted = following
    }
    return false
  }
}
