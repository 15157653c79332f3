import Synchronization

/// The terminal's keys as full screen reads them: raw bytes, read as they come (no line editing,
/// no echo, Ctrl-C and Ctrl-Z read as keys, no flow control), and the modes found given back.
/// The real one is ``SystemKeyboard``; a test's hands over the bytes the test typed.
@MainActor
protocol FullScreenKeyboard: AnyObject {
  /// The bytes waiting, without waiting for more: none when none waits (another process on the
  /// terminal took what `poll` saw, or a signal came: the loop takes it); nil at the end of the
  /// input (the terminal gone).
  func read() -> [UInt8]?
  /// Keys read raw from now on.
  func takeKeys()
  /// The modes found before ``takeKeys()``.
  func giveKeysBack()
  /// Reads and drops what the terminal still sends, for at most `grace`, until the device
  /// attributes' answer (the last of the question on entry) came: a run that ends before it
  /// came leaves no answer for the shell to read as typed.
  func dropAnswers(within grace: Duration)
  /// Whether the next bytes ``read()`` reads were typed before ``takeKeys()`` set the modes (a
  /// shell's typeahead, for the first page).
  var holdsKeysTypedBefore: Bool { get }
}

/// The keys of the terminal on standard input.
@MainActor
final class SystemKeyboard: FullScreenKeyboard {
  /// The modes found before full screen took the keys; given back on every way out. Read once
  /// the run is the terminal's foreground job: before, they are the shell's.
  private var found: Platform.TerminalModes?
  /// The keys typed before ``takeKeys()`` set the modes, read first.
  private var typedBefore = TypedBeforeTheModes()

  func read() -> [UInt8]? {
    // Never a read that waits: one that did would leave SIGTERM to a loop that never turns again.
    Platform.readWithoutWaiting(Platform.standardInput).map { typedBefore.restore($0) }
  }

  var holdsKeysTypedBefore: Bool { !typedBefore.isEmpty }

  func takeKeys() {
    // Started in the background (`&`), the run waits, stopped, for `fg`.
    Platform.waitForTheForeground(of: Platform.standardInput)
    found = found ?? Platform.terminalModes(Platform.standardInput)
    guard let found else { return }
    FullScreenRescue.keep(found)
    let keys = Platform.forKeys(found)
    Platform.setTerminalModes(keys, on: Platform.standardInput)
    typedBefore = TypedBeforeTheModes(before: found, now: keys, on: Platform.standardInput)
  }

  func giveKeysBack() {
    if let found { Platform.setTerminalModes(found, on: Platform.standardInput) }
  }

  func dropAnswers(within grace: Duration) {
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    var decoder = KeyDecoder()
    while case let left = deadline - clock.now, left > .zero,
      Platform.poll([Platform.standardInput], timeout: left).first?.readable == true,
      let bytes = read(), !bytes.isEmpty
    {
      if decoder.decode(bytes, at: .zero).contains(.deviceAttributes) { return }
    }
  }
}

/// The way out that no code of the run takes: a crash (or a signal whose default action ends
/// the process). Its handler, async-signal-safe, gives the terminal back as full screen found it
/// (the modes' bytes written, the terminal's modes set) before the signal's default action. It
/// is armed while the screen is taken and disarmed when given back.
enum FullScreenRescue {

  // Reached from the handler: set before it is installed, never reallocated while armed; their
  // exclusive access unchecked, the check being a call into the runtime.
  @exclusivity(unchecked) nonisolated(unsafe) private static var leaveBytes =
    UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  @exclusivity(unchecked) nonisolated(unsafe) private static var modes: Platform.TerminalModes?
  private static let armed = Atomic<Bool>(false)
  private static let hasModes = Atomic<Bool>(false)
  @MainActor private static var previous: [(Int32, Platform.Disposition)] = []

  /// Keeps the terminal's modes found, for the handler to give back.
  static func keep(_ found: Platform.TerminalModes) {
    guard !hasModes.load(ordering: .acquiring) else { return }
    modes = found
    hasModes.store(true, ordering: .releasing)
  }

  /// Arms the handler with `leave`, the bytes that give the screen back.
  @MainActor
  static func arm(leaving leave: [UInt8]) {
    disarm()
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: leave.count)
    _ = buffer.initialize(from: leave)
    leaveBytes = buffer
    armed.store(true, ordering: .releasing)
    previous = Platform.crashSignals.map { ($0, Platform.handle($0, with: handler)) }
  }

  /// Disarms it: the signals' dispositions as they were.
  @MainActor
  static func disarm() {
    for (signal, disposition) in previous { Platform.restore(signal, disposition) }
    previous = []
    armed.store(false, ordering: .releasing)
  }

  /// Async-signal-safe: writes the bytes that give the screen back and the modes found, if armed.
  static func giveBack() {
    guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
    _ = Platform.writeAll(UnsafeRawBufferPointer(leaveBytes), to: Platform.standardOutput) { false }
    if hasModes.load(ordering: .acquiring), let modes { Platform.setTerminalModes(modes, on: Platform.standardInput) }
  }

  private static let handler: Platform.Handler = { signal in
    giveBack()
    // The default action as the handler returns: the signal is blocked in it until then.
    Platform.handle(signal, with: nil)
    Platform.raise(signal)
  }
}
