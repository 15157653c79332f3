/// An answer that can turn down the input with a message: what a thrown error becomes.
protocol Rejecting {
  static func reject(_ why: String) -> Self
}

extension StackChange: Rejecting {}
extension Reaction: Rejecting {}

/// Runs `body`; an error it throws becomes a rejection whose message is the error's description,
/// shown on the current screen. The one rule for throwing `map`, `compactMap`, `branch` and
/// text prompts' parsers.
func rejectingErrors<Answer: Rejecting>(_ body: () throws -> Answer) -> Answer {
  do {
    return try body()
  } catch {
    return .reject(String(describing: error))
  }
}
