extension Screen where B == Bool {
  /// Asks a yes/no question and yields the answer; an empty line takes the default.
  ///
  /// ```swift
  /// let confirmDelete = Screen<Dream, Bool>.confirm(title: { $0.title }, question: "Delete this dream", default: false)
  /// ```
  public static func confirm(
    title: @escaping @Sendable (A) -> String, question: String, default defaultAnswer: Bool? = nil
  ) -> Screen {
    let defaultText: String? = defaultAnswer.map { $0 ? "y" : "n" }
    let answerDefault: (@Sendable (A) -> String)? = defaultText.map { text in { @Sendable _ in text } }
    let parse: @Sendable (String) throws -> Bool = { text in
      switch text.lowercased() {
      case "y", "yes": return true
      case "n", "no": return false
      default: throw Invalid("Answer y or n.")
      }
    }
    return textPrompt(title: title, question: "\(question) (y/n)", default: answerDefault, parse: parse)
  }
}
