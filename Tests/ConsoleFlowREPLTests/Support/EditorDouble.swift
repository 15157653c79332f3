import ConsoleFlow
import Synchronization
import TestSupport

@_spi(Flows) @testable import ConsoleFlowREPL

/// A line editor that draws what readline draws, for an embedded run: the prompt, the line as it
/// is typed at its end, the line again where the shell asks, completions listed below.
@MainActor
final class EditorDouble: LineEditor {
  private let terminal: TerminalDouble
  private(set) var isReading = false
  var tabCompletions: (String) -> [String] = { _ in [] }
  private(set) var prompt = ""
  private(set) var line = ""
  /// Lines remembered, oldest first, and where Up and Down stand among them.
  private(set) var history: [String] = []
  private var historyIndex: Int?
  /// Every move the shell asked for, in order.
  private(set) var edits: [LineEdit] = []
  var columns: Int
  /// Keys pressed, not read yet: each is what it does to the line.
  var keys: [(EditorDouble) -> [InputEvent]] = []
  var hasKeysWaiting: Bool { !keys.isEmpty }
  /// Bytes at the terminal while no line is read, which a chooser's wait reads raw.
  var bytesAhead: [UInt8] = []
  /// The bytes the loop handed on as typed before the line, in order.
  private(set) var typedAhead: [UInt8] = []

  init(terminal: TerminalDouble) {
    self.terminal = terminal
    columns = terminal.screen.columns
  }

  func type(_ text: String) -> [InputEvent] {
    line += text
    terminal.draw(text)
    return [.lineChanged(EditedLine(line))]
  }

  func backspace(_ times: Int) -> [InputEvent] {
    for _ in 0..<min(times, line.count) {
      line.removeLast()
      terminal.draw("\u{8}\u{1B}[K")
    }
    return [.lineChanged(EditedLine(line))]
  }

  func enter() -> [InputEvent] {
    isReading = false
    terminal.draw("\n")
    return [.entered(line)]
  }

  func endOfInput() -> [InputEvent] {
    guard line.isEmpty else { return [] }
    isReading = false
    return [.endOfInput]
  }

  func tab() -> [InputEvent] {
    let matches = tabCompletions(line)
    if matches.count == 1 {
      line = matches[0]
      terminal.draw("\r\u{1B}[K" + prompt + line)
      return [.lineChanged(EditedLine(line))]
    }
    guard matches.count > 1 else { return [] }
    terminal.draw("\n" + matches.joined(separator: "  ") + "\n" + prompt + line)
    return [.completionsListed]
  }

  func readAhead() -> [UInt8]? {
    defer { (bytesAhead, bytesAheadTypedBefore) = ([], false) }
    return bytesAhead
  }

  /// Whether the bytes ahead were typed before the run set the terminal's modes (typed ahead).
  var bytesAheadTypedBefore = false
  var holdsKeysTypedBefore: Bool { bytesAheadTypedBefore && !bytesAhead.isEmpty }

  func typeAhead(_ bytes: [UInt8]) {
    typedAhead += bytes
  }

  /// Key by key while a line is read, as readline: a line entered leaves the rest for the next.
  func readKeys() -> [InputEvent] {
    var events: [InputEvent] = []
    while isReading, !keys.isEmpty, !events.contains(where: \.endsTheLine) {
      events += keys.removeFirst()(self)
    }
    return events
  }

  func perform(_ edit: LineEdit) -> [InputEvent] {
    edits.append(edit)
    switch edit {
    case .read(let prompt):
      self.prompt = prompt
      line = ""
      historyIndex = nil
      isReading = true
      terminal.draw(prompt)
    case .drop:
      isReading = false
    case .drawAgain:
      terminal.draw(prompt + line)
    case .redisplay, .resize:
      terminal.draw("\r\u{1B}[K" + prompt + line)
    case .changePrompt(let prompt):
      self.prompt = prompt
      terminal.draw("\r\u{1B}[K" + prompt + line)
    case .replace(let text):
      line = text
    case .toEnd, .suspend, .resume, .measure, .forgetKeysBeforeInterrupt:
      break
    case .freshLineAfterInterrupt:
      line = ""
      terminal.draw(prompt)
    case .recall(let offset):
      guard !history.isEmpty else { return [] }
      let index = max(0, min(history.count, (historyIndex ?? history.count) + offset))
      historyIndex = index
      line = index < history.count ? history[index] : ""
      terminal.draw("\r\u{1B}[K" + prompt + line)
      return [.recalled(EditedLine(line))]
    }
    return []
  }

  func remember(_ line: String) {
    history.append(line)
  }
}
