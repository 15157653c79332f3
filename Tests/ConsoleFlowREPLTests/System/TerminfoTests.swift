import Foundation
import Testing

@testable import ConsoleFlowREPL

@Suite("What terminfo says a terminal has")
struct TerminfoTests {
  private func entry(_ term: String) throws -> Terminfo {
    try #require(Terminfo.entry(environment: ["TERM": term]), "no terminfo entry for \(term)")
  }

  @Test(
    "vt100: no colour, no alternate screen, no mouse; xterm-mono: no colour; xterm-256color: all",
    .enabled(if: FileManager.default.fileExists(atPath: "/lib/terminfo/v/vt100")))
  func entries() throws {
    #expect(try entry("vt100") == Terminfo(colors: nil, alternateScreen: false, mouse: false))
    #expect(try entry("xterm-mono") == Terminfo(colors: nil, alternateScreen: true, mouse: true))
    #expect(try entry("xterm-256color") == Terminfo(colors: 256, alternateScreen: true, mouse: true))
    #expect(try entry("linux").alternateScreen == false)
    #expect(Terminfo.entry(environment: ["TERM": "no-such-terminal"]) == nil)
    #expect(Terminfo.entry(environment: ["TERM": "../x/xterm"]) == nil)
  }

  @Test(
    "colour only where the terminal has it; full screen without the modes it lacks",
    .enabled(if: FileManager.default.fileExists(atPath: "/lib/terminfo/v/vt100")))
  func whatIsSent() {
    for (term, color) in [("xterm-mono", false), ("vt100", false), ("xterm-256color", true), ("no-such-term", true)] {
      #expect(REPL.Choice.auto.colorIsOn(environment: ["TERM": term], stdoutIsTerminal: true) == color, "\(term)")
    }
    let modes = FullScreenModes(mouse: false, alternateScreen: false)
    #expect(!modes.enter.contains("1049") && !modes.enter.contains("1000") && !modes.leave.contains("1049"))
    #expect(FullScreenModes().enter.contains("\u{1B}[?1049h"))
  }

  @Test("bytes that are no compiled entry are none")
  func notAnEntry() {
    #expect(Terminfo(compiled: []) == nil)
    #expect(Terminfo(compiled: Array("#!/bin/sh\n".utf8)) == nil)
  }
}
