/// The keys a terminal holds as a run sets its modes were typed under the modes before (a
/// shell's, as the program started): typed ahead, for the run's first page, whatever it shows
/// by the time they are read. Where those modes turned Return into a newline, a newline among
/// them is a Return, not the Ctrl-J a key map may bind to another intent (a chooser's down):
/// `seq 5 | flows pick` with `3` and Enter typed at once chose nothing otherwise.
struct TypedBeforeTheModes {
  /// How many of the bytes still to be read were typed under the modes before.
  private var left: Int
  /// Whether the modes before turned Return into a newline, and the ones set do not.
  private let restoresReturns: Bool

  /// The bytes the terminal on `descriptor` holds now, its modes just set from `before` to `now`.
  init(before: Platform.TerminalModes, now: Platform.TerminalModes, on descriptor: Int32) {
    restoresReturns = Platform.turnsReturnIntoNewline(before) && !Platform.turnsReturnIntoNewline(now)
    left = Platform.bytesWaiting(descriptor)
  }

  /// None: every byte is read as the modes set take it.
  init() { (left, restoresReturns) = (0, false) }

  /// Whether no byte still to be read was typed under the modes before.
  var isEmpty: Bool { left == 0 }

  /// `bytes` read next, their newlines typed under the modes before given back as Returns.
  mutating func restore(_ bytes: [UInt8]) -> [UInt8] {
    guard left > 0 else { return bytes }
    var restored = bytes
    if restoresReturns {
      for index in restored.indices.prefix(left) where restored[index] == 0x0A { restored[index] = 0x0D }
    }
    left -= min(left, bytes.count)
    return restored
  }
}
