import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// `REPL.Error`: one type for every way a run ends in error, told apart by its kind, each kind's
/// words as a user read them before the kinds were one type.
@Suite("REPL.Error: one error, its kind, its words")
struct REPLErrorTests {
  @Test("each kind says what it said as a type of its own")
  func words() {
    let errors: [(REPL.Error, REPL.Error.Kind, String)] = [
      (
        .rejectedLine(source: "script.txt", line: 2, input: "Nobody", reason: "Nothing is called Nobody."),
        .rejectedLine, "script.txt:2: \"Nobody\" was not accepted: Nothing is called Nobody."
      ),
      (.pathMismatch("no AC/DC here"), .pathMismatch, "no AC/DC here"),
      (.unsavedChanges(["Journal: 1 dream", "Form"]), .unsavedChanges, "not saved: Journal: 1 dream; Form"),
      (.terminated(signal: 15), .terminated, "ended by signal 15"),
      (.outputFailed("Input/output error"), .outputFailed, "cannot write to standard output: Input/output error"),
      (.recordingFailed("x: No space left"), .recordingFailed, "cannot record the session: x: No space left"),
      (.firstScreenFailed("not a git repository"), .firstScreenFailed, "not a git repository"),
      (.noMatch(query: "zzz"), .noMatch, "nothing matches \"zzz\""),
    ]
    for (error, kind, words) in errors {
      #expect(error.kind == kind)
      #expect(error.description == words)
    }
    #expect(Set(errors.map(\.1)).count == errors.count, "every kind is its own")
  }

  @Test("a run a signal ended carries the signal and the shell's status; other kinds carry neither")
  func signals() {
    let ended = REPL.Error.terminated(signal: 1)
    #expect(ended.signal == 1)
    #expect(ended.exitStatus == 129)
    #expect(REPL.Error.pathMismatch("x").exitStatus == nil)
  }

  @Test("the values a program reads are kept apart from the words")
  func values() {
    let refused = REPL.Error.rejectedLine(source: "stdin", line: 7, input: ":sort x", reason: "No column x.")
    #expect(refused.source == "stdin")
    #expect(refused.line == 7)
    #expect(refused.input == ":sort x")
    #expect(refused.reason == "No column x.")
    #expect(REPL.Error.unsavedChanges(["a", "b"]).changes == ["a", "b"])
    #expect(REPL.Error.noMatch(query: "q").input == "q")
  }
}
