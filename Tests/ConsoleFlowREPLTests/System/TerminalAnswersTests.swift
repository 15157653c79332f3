import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// The answers to the question a chooser asks as it starts: bracketed paste's mode, the column.
@Suite("What the terminal answers as a run starts")
struct TerminalAnswersTests {
  @Test("the paste mode's report and the cursor's column are taken out; keys typed stay, in order")
  func both() {
    var answers = TerminalAnswers()
    var read = Array("a\u{1B}[?2004;1$yb\u{1B}[3;17Rc".utf8)
    let answered = answers.take(from: &read)
    #expect(answered)
    #expect(read == Array("abc".utf8))
    #expect(answers.column == 17)
    #expect(answers.bracketedPaste == .set)
  }

  @Test("a terminal that does not know DECRQM answers only the column: the paste mode is unknown")
  func noReport() {
    var answers = TerminalAnswers()
    var read = Array("\u{1B}[A\u{1B}[12;1R".utf8)
    let answered = answers.take(from: &read)
    #expect(answered)
    #expect(read == Array("\u{1B}[A".utf8), "an arrow typed stays")
    #expect(answers.bracketedPaste == nil)
    #expect(answers.column == 1)
  }

  @Test("answers cut across reads are taken once whole")
  func acrossReads() {
    var answers = TerminalAnswers()
    var read = Array("\u{1B}[?2004;2".utf8)
    let first = answers.take(from: &read)
    #expect(!first)
    read += Array("$y\u{1B}[5;".utf8)
    let second = answers.take(from: &read)
    #expect(!second)
    #expect(answers.bracketedPaste == .reset)
    read += Array("9R".utf8)
    let done = answers.take(from: &read)
    #expect(done && read.isEmpty && answers.column == 9)
  }
}
