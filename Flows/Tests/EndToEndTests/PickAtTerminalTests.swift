import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// flows pick at a terminal: lines piped in, the list on the terminal, the choice on stdout.
extension REPLEndToEndTests {
  @Test("lines piped in, the prompt on the terminal, only the chosen line on stdout; quitting is 130")
  func pickFromAPipe() throws {
    let tmux = try Tmux(
      command: ["pick", "--header", "Bands", "--prompt", "band> "], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"Led Zeppelin\\nQueen\\nDread Zeppelin\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("band>")
    #expect(tmux.screen().contains("Bands"))
    tmux.send("dread", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Dread Zeppelin\n")

    let quitting = try Tmux(
      command: ["pick"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"a\\nb\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { quitting.close() }
    try quitting.waitFor("Pick>")
    quitting.send(":quit", "Enter")
    #expect(try quitting.exitStatus() == 130)
  }

  @Test("--multi prints the chosen lines in input order")
  func multi() throws {
    let tmux = try Tmux(
      command: ["pick", "--multi"], width: 80, height: 20,
      launcher: ["sh", "-c", "printf \"one\\ntwo\\nthree\\n\" | \"$0\" \"$@\" > {HOME}/chosen"])
    defer { tmux.close() }
    try tmux.waitFor("Choose")
    tmux.send("3", "Enter")
    tmux.send("1", "Enter")
    tmux.send("done", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "one\nthree\n")
  }
}
