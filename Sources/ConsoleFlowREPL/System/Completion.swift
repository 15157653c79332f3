/// Helpers for readline's completion answer.
enum Completion {
  /// The longest common prefix of `words`, by characters.
  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      let characters = Array(word)
      var length = 0
      while length < min(prefix.count, characters.count) && prefix[length] == characters[length] { length += 1 }
      prefix = Array(prefix.prefix(length))
    }
    return String(prefix)
  }
}
