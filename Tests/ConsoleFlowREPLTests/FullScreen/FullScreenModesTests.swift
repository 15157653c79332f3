import Testing

@testable import ConsoleFlowREPL

/// The bytes that enter and leave full screen, one the inverse of the other.
@Suite("Terminal modes of full screen, as data")
struct FullScreenModesTests {
  @Test("entering sets the alternate screen, hides the cursor, turns the mouse and bracketed paste on")
  func enter() {
    #expect(
      FullScreenModes().enter
        == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
    #expect(FullScreenModes(mouse: false).enter == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
  }

  @Test("leaving ends a cut-off update, then undoes each mode in the reverse order")
  func leave() {
    #expect(
      FullScreenModes().leave
        == "\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
    #expect(FullScreenModes().leaveBytes == Array(FullScreenModes().leave.utf8))
  }

  @Test(
    "leaving is the exact inverse of entering, mouse or not, paste found on or off",
    arguments: [
      (true, false), (true, true), (false, false), (false, true),
    ])
  func inverse(mouse: Bool, pasteFound: Bool) {
    let modes = FullScreenModes(mouse: mouse, bracketedPasteFound: pasteFound)
    // Replayed on a record of the modes, entering then leaving gives every mode back as found.
    var modesNow: [Int: Bool] = [:]
    for toggle in modes.toggles { modesNow[toggle.mode] = toggle.found }
    let found = modesNow
    func apply(_ bytes: String) {
      for part in bytes.split(separator: "\u{1B}").map({ $0.dropFirst(2) }) {
        guard let mode = Int(part.dropLast()), modesNow[mode] != nil else { continue }
        modesNow[mode] = part.last == "h"
      }
    }
    apply(modes.enter)
    #expect(modesNow != found)
    #expect(modesNow[FullScreenModes.bracketedPaste] == true)
    apply(modes.leave)
    #expect(modesNow == found)
    #expect(modes.leave.hasSuffix(modes.toggles.reversed().map(\.leave).joined()))
  }

  @Test("bracketed paste found on, as a line editor leaves it, is left on")
  func pasteFoundOn() {
    #expect(FullScreenModes(bracketedPasteFound: true).leave.contains("\u{1B}[?2004h"))
    #expect(!FullScreenModes(bracketedPasteFound: true).leave.contains("\u{1B}[?2004l"))
  }
}
