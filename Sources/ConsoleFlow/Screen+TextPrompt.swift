extension Screen {
  /// Asks for a line of text and yields it parsed. Input the parser refuses shows its message and
  /// asks again; an empty line takes the default, when there is one.
  ///
  /// ```swift
  /// let askYear = Screen<Album, Int>.textPrompt(title: { $0.title }, question: "Year", parse: { text in
  ///   guard let year = Int(text) else { throw Invalid("A year is a number, such as 1984.") }
  ///   return year
  /// })
  /// ```
  public static func textPrompt(
    title: @escaping @Sendable (A) -> String,
    question: String,
    default defaultAnswer: (@Sendable (A) -> String)? = nil,
    parse: @escaping @Sendable (String) throws -> B
  ) -> Screen {
    Screen(
      title: title,
      state: { input in PromptState(title: title(input), answer: defaultAnswer?(input)) },
      page: { state, _ in
        let hint = state.answer.map { " [\($0)]" } ?? ""
        return Page(title: state.title, body: ["\(question)\(hint)?"], prompt: "\(question)\(hint): ")
      },
      receive: { state, command, _ in
        guard case .entry(let text) = command else {
          return .reject("Type an answer, or :back to leave it.")
        }
        let answer = text.isEmpty ? state.answer : text
        guard let answer else { return .reject("An answer is needed; :back leaves without one.") }
        do {
          return .yield(try parse(answer))
        } catch {
          return .reject(String(describing: error))
        }
      }
    )
  }
}

private struct PromptState: Sendable {
  let title: String
  let answer: String?
}
