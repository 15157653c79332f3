@_spi(Interpreter) import ConsoleFlow

/// The one line a load shows at a terminal while it lasts: the load's words as its author wrote
/// them ("Loading albums", "Saving the journal"), how long it has taken, how many elements arrived, and how to cancel. A pure function of the moment, so its
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
    let ellipsis = traits.drawnSymbols.ellipsis
    let dot = traits.unicode ? " · " : " - "
    let tenths = Self.tenths(elapsed)
    let seconds = Self.seconds(elapsed)
    let arrived = count.map { "\(Self.grouped($0)) so far\(dot)" } ?? ""
    let spinner = traits.unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
    // The spinner moves only where colour is on: TERM=dumb and NO_COLOR get a still line.
    let frame = traits.color ? spinner[Int(tenths) % spinner.count] + " " : ""
    let text = "\(frame)\(TerminalText.escaped(title))\(ellipsis) \(arrived)\(seconds)\(dot)Ctrl-C cancels"
    let cut = DisplayWidth.prefix(text, fitting: max(1, traits.width - 1))
    return traits.color ? "\u{1B}[2m" + cut + "\u{1B}[0m" : String(cut)
  }

  static func tenths(_ duration: Duration) -> Int64 {
    duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
  }

  /// A duration in seconds with one decimal: `2.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let tenths = tenths(duration)
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// A count with its thousands grouped: `1,234`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return digits.enumerated().map { index, digit in
      index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
    }.joined()
  }
}

/// A load's progress in plain mode, for a screen reader: only appended lines. One says the load
/// started (once it lasts ``ProgressLine/delay``), one at most every ``interval`` says it goes
/// on, and one says it ended. A pure function of the moment, tested with given durations.
struct PlainProgress: Equatable {
  /// The least time between two lines about the same load.
  static let interval = Duration.seconds(5)

  let title: String
  /// When the last line was written, from the start of the wait; nil before the first.
  private(set) var lastLine: Duration?

  init(title: String) {
    self.title = title
  }

  /// The line due at `elapsed`, if one is, with `count` elements arrived so far.
  mutating func line(at elapsed: Duration, count: Int?) -> String? {
    let title = TerminalText.escaped(self.title)
    switch lastLine {
    case nil where elapsed >= ProgressLine.delay:
      lastLine = elapsed
      return "\(title). Ctrl-C cancels."
    case let last? where elapsed - last >= Self.interval:
      lastLine = elapsed
      let arrived = count.map { "\(ProgressLine.grouped($0)) so far, " } ?? ""
      return "\(title): \(arrived)\(ProgressLine.seconds(elapsed))."
    default:
      return nil
    }
  }

  /// The line that says the load ended at `elapsed`, if a line said it started.
  func endLine(at elapsed: Duration, cancelled: Bool) -> String? {
    guard lastLine != nil else { return nil }
    let title = TerminalText.escaped(self.title)
    return "\(title): \(cancelled ? "cancelled" : "ended") after \(ProgressLine.seconds(elapsed))."
  }
}
