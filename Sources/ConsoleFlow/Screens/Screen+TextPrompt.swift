extension Screen {
  /// Asks for a line of text and yields it parsed. Text the parser refuses shows its message and
  /// asks again; an empty line takes the default, when there is one. The question is shown once,
  /// on the page, followed by a question mark (one written with a question mark is asked with
  /// just the one); the prompt says where the user is, as on every screen.
  ///
  /// ```swift
  /// let askYear = Screen<Album, Int>.textPrompt(title: .from { $0.title }, question: "Year", parse: { text in
  ///   guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
  ///   return year
  /// })
  /// ```
  public static func textPrompt(
    title: ForInput<Input, String>,
    question: String,
    default defaultAnswer: (@Sendable (Input) -> String)? = nil,
    parse: @escaping @Sendable (String) throws -> Output
  ) -> Screen {
    asking(
      title: title, question: question, default: defaultAnswer, parse: { _ in parse }, pathPart: .typedText,
      offer: .typedText)
  }

  /// Asks for a line of text and yields it parsed with the screen's input at hand: an answer is
  /// checked against what it is about (at most the room left on a shelf), and a refusal shows at
  /// the prompt, where the answer can be typed again (at a terminal it stays on the line).
  ///
  /// ```swift
  /// let askCount = Screen<Album, Int>.textPrompt(title: .from { $0.title }, question: "How many tracks", parse: { album, text in
  ///   guard let count = Int(text), (1...album.tracks.count).contains(count) else {
  ///     throw InvalidAnswer("\(album.title) has \(album.tracks.count) tracks: type 1 to \(album.tracks.count).")
  ///   }
  ///   return count
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - question: What is asked; a question mark is added.
  ///   - defaultAnswer: What an empty line answers, if anything.
  ///   - parse: The answer made from the input and the text, or an ``InvalidAnswer`` saying what
  ///     to type.
  /// - Returns: A screen that yields the parsed answer.
  public static func textPrompt(
    title: ForInput<Input, String>,
    question: String,
    default defaultAnswer: (@Sendable (Input) -> String)? = nil,
    parse: @escaping @Sendable (Input, String) throws -> Output
  ) -> Screen where Input: Sendable {
    asking(
      title: title, question: question, default: defaultAnswer,
      parse: { input in { text in try parse(input, text) } }, pathPart: .typedText, offer: .typedText)
  }

  /// A text prompt whose answers add `pathPart` to a path; `parse` is made for each input.
  fileprivate static func asking(
    title: ForInput<Input, String>, question: String,
    default defaultAnswer: (@Sendable (Input) -> String)?,
    parse: @escaping @Sendable (Input) -> @Sendable (String) throws -> Output,
    pathPart: PathPart<Output>, offer: ScreenOffer
  ) -> Screen {
    Screen(
      title: title,
      state: { input in PromptState(title: title(input), answer: defaultAnswer?(input), parse: parse(input)) },
      workings: ScreenWorkings(
        page: { state, _ in
          let hint = state.answer.map { " [\($0)]" } ?? ""
          return Page(title: state.title, body: ["\(withoutQuestionMark(question))\(hint)?"])
        },
        receive: { state, command, _ in
          guard case .entry(let text) = command else {
            return .reject(Rejection(.needsAnswer, "Type an answer, or :back to leave it."))
          }
          let answer = text.isEmpty ? state.answer : text
          guard let answer else {
            return .reject(Rejection(.needsAnswer, "An answer is needed; :back leaves without one."))
          }
          return rejectingErrors { .yield(try state.parse(answer)) }
        },
        labels: { _, _ in [] }, unsavedChanges: nil, feed: nil, pathPart: pathPart, offer: { _, _ in offer },
        takesSlashAsText: true),
      shape: Shape(name: question, yields: "answer"))
  }
}

/// `question` without the question mark (and spaces) it may end with: the screens add their own
/// after any hint, so "Delete it?" and "Delete it" ask alike.
private func withoutQuestionMark(_ question: String) -> String {
  var question = Substring(question)
  while let last = question.last, last == "?" || last == " " { question = question.dropLast() }
  return String(question)
}

private struct PromptState<Output>: Sendable {
  let title: String
  let answer: String?
  /// The answer's parser, with the screen's input at hand.
  let parse: @Sendable (String) throws -> Output
}

// MARK: - Yes or no

extension Screen where Output == Bool {
  /// Asks a yes/no question and yields the answer; an empty line takes the default. The answer
  /// is no part of a path: a path ends before what it leads to. (To go on with the input only
  /// on yes, ``Screen/confirm(title:question:default:)`` asks.)
  ///
  /// ```swift
  /// let deleteDream = Screen<Dream, Bool>.yesNo(title: .from { $0.title }, question: "Delete this dream", default: false)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title: a text, or one made from the input.
  ///   - question: The question; " (y/n)" is added.
  ///   - defaultAnswer: What an empty line answers, if anything.
  /// - Returns: A screen that yields the answer.
  public static func yesNo(
    title: ForInput<Input, String>, question: String, default defaultAnswer: Bool? = nil
  ) -> Screen {
    let defaultText: String? = defaultAnswer.map { $0 ? "y" : "n" }
    let answerDefault: (@Sendable (Input) -> String)? = defaultText.map { text in { @Sendable _ in text } }
    let parse: @Sendable (String) throws -> Bool = { text in
      switch text.lowercased() {
      case "y", "yes": return true
      case "n", "no": return false
      default: throw InvalidAnswer("Answer y or n.")
      }
    }
    return asking(
      title: title, question: "\(withoutQuestionMark(question)) (y/n)", default: answerDefault, parse: { _ in parse },
      pathPart: .none, offer: .answers([["y"], ["n"]]))
  }
}

extension Screen where Input == Output {
  /// Confirms the input: asks a yes/no question phrased from it, and on yes yields the input, so
  /// the value goes on to the next screen; no (or an empty line, when the default is no) leaves
  /// the user here to go back. (For the answer itself, ``Screen/yesNo(title:question:default:)``.)
  ///
  /// ```swift
  /// let confirmTrip = Screen<Trip, Trip>.confirm(title: "Confirm", question: { "Book \($0.city)" })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - question: The question, made from the input; " (y/n)" is added.
  ///   - defaultAnswer: What an empty line answers, if anything.
  /// - Returns: A screen that yields its input once confirmed.
  public static func confirm(
    title: ForInput<Input, String>, question: @escaping @Sendable (Input) -> String,
    default defaultAnswer: Bool? = nil
  ) -> Screen where Input: Sendable {
    Screen(
      title: title,
      state: { $0 },
      workings: ScreenWorkings(
        page: { value, _ in
          let hint = defaultAnswer.map { $0 ? " [y]" : " [n]" } ?? ""
          return Page(title: title(value), body: ["\(withoutQuestionMark(question(value))) (y/n)\(hint)?"])
        },
        receive: { value, command, _ in
          guard case .entry(let text) = command else {
            return .reject(Rejection(.needsAnswer, "Answer y or n, or :back to go back."))
          }
          switch text.isEmpty ? defaultAnswer : ["y": true, "yes": true, "n": false, "no": false][text.lowercased()] {
          case true?: return .yield(value)
          case false?: return .stay(value, message: "Not confirmed: :back goes back, or answer y.")
          case nil: return .reject(Rejection(.needsAnswer, "Answer y or n."))
          }
        },
        labels: { _, _ in [] }, unsavedChanges: nil, feed: nil, pathPart: .none,
        offer: { _, _ in .answers([["y"], ["n"]]) }),
      shape: Shape(name: "Confirm of \(TypeName.of(Input.self))", yields: "yes"))
  }
}

// MARK: - Refusing an answer

/// A parse function's answer to input it cannot take: the message tells the user what to type.
///
/// ```swift
/// guard let year = Int(text) else { throw InvalidAnswer("A year is a number, such as 1984.") }
/// ```
public struct InvalidAnswer: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the user is told: what to type instead.
  public let reason: String
  /// An answer refused for `reason`, which the user is told.
  public init(_ reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}
