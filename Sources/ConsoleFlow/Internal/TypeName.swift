/// A type's name as its author writes it: `[Dream]` rather than `Array<Dream>`, `Trip?` rather
/// than `Optional<Trip>`, module names left out. A screen with no name of its own is called by
/// its kind and its type on its flow's map ("Detail of Trip").
enum TypeName {
  static func of(_ type: Any.Type) -> String {
    readable(String(describing: type))
  }

  /// `Array<X>`, `Optional<X>` and `Dictionary<K, V>` in their short forms, at any depth.
  static func readable(_ name: String) -> String {
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
    let base = name[..<open]
    let arguments = split(name[name.index(after: open)..<name.index(before: name.endIndex)]).map(readable)
    switch (base, arguments.count) {
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Optional", 1): return "\(arguments[0])?"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(base)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// The generic arguments of a name, split at the commas outside any brackets.
  private static func split(_ arguments: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in arguments {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingPrefix(" ").description)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current.trimmingPrefix(" ").description)
    return parts
  }
}
