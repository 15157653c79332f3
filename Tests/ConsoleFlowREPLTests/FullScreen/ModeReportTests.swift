import Testing

@testable import ConsoleFlowREPL

/// DECRPM replies parsed, and the synchronized output probe's verdicts.
@Suite("Mode reports and the synchronized output probe")
struct ModeReportTests {
  @Test("DECRPM replies parse to the mode and its setting")
  func parsing() {
    func parsed(_ text: String) -> ModeReport? { ModeReport(parsing: Array(text.utf8)) }
    #expect(parsed("\u{1B}[?2026;0$y") == ModeReport(mode: 2026, setting: .notRecognized))
    #expect(parsed("\u{1B}[?2026;1$y") == ModeReport(mode: 2026, setting: .set))
    #expect(parsed("\u{1B}[?2026;2$y") == ModeReport(mode: 2026, setting: .reset))
    #expect(parsed("\u{1B}[?2004;3$y") == ModeReport(mode: 2004, setting: .permanentlySet))
    #expect(parsed("\u{1B}[?1049;4$y") == ModeReport(mode: 1049, setting: .permanentlyReset))
    #expect(ModeReport.request(2026) == "\u{1B}[?2026$p")
  }

  @Test(
    "anything else is no report",
    arguments: [
      "", "\u{1B}[?2026;5$y", "\u{1B}[?2026$y", "\u{1B}[2026;1$y", "\u{1B}[?;1$y", "\u{1B}[?2026;1y",
      "\u{1B}[?2026;1$p",
      "\u{1B}[?2026;1;1$y", "\u{1B}[?9999999;1$y", "\u{1B}[?20a6;1$y", "[?2026;1$y",
    ])
  func notReports(text: String) {
    #expect(ModeReport(parsing: Array(text.utf8)) == nil)
  }

  @Test("the probe: a report that the mode can change says supported; the attributes alone say not")
  func probe() {
    #expect(SynchronizedOutputProbe.question == "\u{1B}[?2026$p\u{1B}[c")
    /// What a probe takes of `events`, and its verdict after them.
    func probed(_ events: [KeyEvent], timingOut: Bool = false) -> ([Bool], SynchronizedOutputProbe.Verdict?) {
      var probe = SynchronizedOutputProbe()
      let taken = events.map { probe.take($0) }
      if timingOut { probe.timedOut() }
      return (taken, probe.verdict)
    }
    let answered = probed([
      .text("a"), .modeReport(ModeReport(mode: 2004, setting: .set)),
      .modeReport(ModeReport(mode: 2026, setting: .reset)), .deviceAttributes,
    ])
    #expect(answered.0 == [false, false, true, true])
    #expect(answered.1 == .supported)
    #expect(probed([.deviceAttributes]).1 == .unsupported)
    #expect(probed([.modeReport(ModeReport(mode: 2026, setting: .notRecognized))]).1 == .unsupported)
    #expect(probed([.modeReport(ModeReport(mode: 2026, setting: .permanentlyReset))]).1 == .unsupported)
    #expect(probed([.text("a")]).1 == nil)
    #expect(probed([], timingOut: true).1 == .unsupported)
  }

  @Test("the replies come through the key decoder, split anywhere, and are taken by the probe")
  func throughTheDecoder() {
    var decoder = KeyDecoder()
    var probe = SynchronizedOutputProbe()
    var others: [KeyEvent] = []
    for byte in Array("x\u{1B}[?2026;2$y\u{1B}[?1;2cy".utf8) {
      for event in decoder.decode([byte], at: .zero) where !probe.take(event) { others.append(event) }
    }
    #expect(probe.verdict == .supported)
    #expect(others == [.text("x"), .text("y")])
  }
}
