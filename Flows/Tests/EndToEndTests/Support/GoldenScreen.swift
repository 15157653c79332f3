@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import TestSupport
import Testing

extension GoldenFiles {
  /// A whole terminal screen as a person saw it: `Tests/Snapshots/Screens/<name>.txt`.
  static func screen(_ name: String) -> String {
    repository.appendingPathComponent("Tests/Snapshots/Screens/\(name).txt").path
  }
}

extension Tmux {
  /// Checks the whole screen (every row, and where the cursor is) against the golden screen
  /// `name`: it polls until the screen matches, for at most `seconds`, then reports the
  /// difference. Recording (`CONSOLEFLOW_RECORD=1`, or a golden screen not made yet), it waits
  /// until `ready` holds and the screen stays the same over three looks, then writes it.
  ///
  /// Times on a progress line (`1.4 s`) and its spinner are masked: they differ run to run.
  func expectScreen(
    _ name: String, when ready: (String) -> Bool, seconds: Double = Tmux.patience,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let golden = GoldenFile(path: GoldenFiles.screen(name))
    let expected = golden.recording ? nil : try? String(contentsOfFile: golden.path, encoding: .utf8)
    let deadline = Date().addingTimeInterval(seconds)
    var shown = Self.masked(wholeScreen())
    var still = 0
    while Date() < deadline {
      if let expected, shown == expected { return }
      if expected == nil {
        if ready(shown) { still += 1 } else { still = 0 }
        if still == 3 { break }
      }
      Thread.sleep(forTimeInterval: 0.05)
      let next = Self.masked(wholeScreen())
      if next != shown { still = 0 }
      shown = next
    }
    do {
      switch try golden.check(shown) {
      case .matches: break
      case .recorded:
        if !golden.recording {
          Issue.record("Recorded a new screen \(name).txt; check it and run again.", sourceLocation: sourceLocation)
        } else if still < 3 {
          Issue.record("Recorded \(name).txt before it was ready:\n\(shown)", sourceLocation: sourceLocation)
        }
      case .differs(let diff):
        Issue.record(
          "Screen \(name).txt differs (CONSOLEFLOW_RECORD=1 records it anew):\n\(diff)", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
    }
  }

  /// The screen with what changes run to run masked: elapsed times and spinner frames.
  static func masked(_ screen: String) -> String {
    var text = screen.replacing(/[0-9]+\.[0-9] s/) { _ in "#.# s" }
    for frame in ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] { text = text.replacing(frame, with: "⠿") }
    return text
  }

  /// Whether the screen's last non-blank row (above the cursor line) is `text`, trailing spaces
  /// aside (capture-pane leaves them out).
  static func lastRow(is text: String) -> (String) -> Bool {
    { screen in
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
      let last = rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      return last.map { trailingSpacesDropped(String($0)) == trailingSpacesDropped(text) } ?? false
    }
  }

  private static func trailingSpacesDropped(_ text: String) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }

  /// Whether the screen shows `text` anywhere.
  static func shows(_ text: String) -> (String) -> Bool {
    { $0.contains(text) }
  }
}
