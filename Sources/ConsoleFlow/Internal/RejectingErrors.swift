/// Runs `body`; an error it throws becomes a rejection in the error's words, shown on the current
/// screen: an ``InvalidAnswer`` from a prompt's parser is of kind ``Rejection/Kind/invalidAnswer``,
/// any other (a throwing `map`, `compactMap` or `branch`) of kind ``Rejection/Kind/thrown``. The
/// one rule for errors thrown on a choice.
func rejectingErrors(_ body: () throws -> Next) -> Next {
  do {
    return try body()
  } catch let invalid as InvalidAnswer {
    return .reject(Rejection(.invalidAnswer, invalid.reason))
  } catch {
    return .reject(Rejection(.thrown, String(describing: error)))
  }
}

/// The same rule for a screen's own reaction.
func rejectingErrors<State, Output>(_ body: () throws -> Reaction<State, Output>) -> Reaction<State, Output> {
  do {
    return try body()
  } catch let invalid as InvalidAnswer {
    return .reject(Rejection(.invalidAnswer, invalid.reason))
  } catch {
    return .reject(Rejection(.thrown, String(describing: error)))
  }
}
