import ConsoleFlow

/// The one line a load shows at a terminal while it lasts: what is loading, how long it has
/// taken, how many elements arrived, and how to cancel. A pure function of the moment, so its
/// delay and its look are tested with given durations, never with sleeps.
struct ProgressLine: Equatable {
  /// How long a load runs before its line shows: quicker loads show none.
  static let delay = Duration.milliseconds(100)

  let title: String
  let elapsed: Duration
  let count: Int?

  /// The text of the line at `traits` (cut to the width), or nil before ``delay``.
  func text(for traits: Traits) -> String? {
    guard elapsed >= Self.delay else { return nil }
    let ellipsis = traits.unicode ? "…" : "..."
    let dot = traits.unicode ? " · " : " - "
    let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
    let seconds = "\(tenths / 10).\(tenths % 10) s"
    let arrived = count.map { "\(Self.grouped($0)) so far\(dot)" } ?? ""
    let spinner = traits.unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
    // The spinner moves only where colour is on: TERM=dumb and NO_COLOR get a still line.
    let frame = traits.color ? spinner[Int(tenths) % spinner.count] + " " : ""
    let text = "\(frame)Loading \(TerminalText.escaped(title))\(ellipsis) \(arrived)\(seconds)\(dot)Ctrl-C cancels"
    let cut = DisplayWidth.prefix(text, fitting: max(1, traits.width - 1))
    return traits.color ? "\u{1B}[2m" + cut + "\u{1B}[0m" : String(cut)
  }

  /// What redraws the line in place of the one before (or erases it, with nil).
  static func redraw(_ text: String?, previousWidth: Int, traits: Traits) -> String {
    // A dumb terminal knows no erase sequence: spaces cover the old line.
    let erase = traits.color ? "\r\u{1B}[K" : "\r" + String(repeating: " ", count: previousWidth) + "\r"
    return erase + (text ?? "")
  }

  private static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return digits.enumerated().map { index, digit in
      index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
    }.joined()
  }
}
