import Foundation
import Testing

// A paste is text: its line ends become spaces on the line, in every layout a person types in,
// and nothing in it is entered until Enter. Without this a pasted note's second line,
// `delete 1`, and its third, `y`, ran as commands in plain mode and deleted a dream.
extension REPLEndToEndTests {
  @Test(
    "a paste of several lines is one line's text, never lines entered, in line mode, plain mode and full screen",
    arguments: [["--screen=line"], ["--plain"], ["--screen=full"]])
  func pasteIsText(options: [String]) throws {
    let tmux = try Tmux(command: ["music"] + options + ["--color=never"], width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitFor("Artists")
    try tmux.waitForLast("Artists>")
    tmux.run(["set-buffer", "-b", "flows", "AC/DC\n2\n"])
    tmux.run(["paste-buffer", "-p", "-b", "flows", "-t", tmux.session])
    // Still on the first screen, the pasted lines one line of text, spaces for their ends.
    try tmux.waitFor("Artists> AC/DC 2")
    #expect(!tmux.screen().contains("Let There Be Rock"), "\(options): nothing was chosen\n\(tmux.screen())")
    tmux.send("C-q")
    #expect(try tmux.exitStatus() == 0)
  }
}
