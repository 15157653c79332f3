/// Turns the bytes a terminal sends in raw mode into ``KeyEvent``s, as a pure value: reads
/// may end anywhere (inside a character, a sequence or a paste) and the next one goes on from
/// there. Escape alone and the start of a sequence begin with the same byte, so the decoder
/// waits: a lone Escape is decided once ``deadline`` passes with nothing more, when the loop
/// calls ``expire(at:)`` or the next bytes come later than it. The time is given, never read.
///
/// Sequences it does not know are consumed whole and dropped, never shown as text; bracketed
/// paste comes as one ``KeyEvent/paste(_:)``; focus reports are dropped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8), at: .zero) // [.key(Key(.up))]
/// decoder.decode([0x1B], at: .milliseconds(10)) // []: Escape, or a sequence's start?
/// decoder.expire(at: .milliseconds(200)) // [.key(Key(.escape))]
/// ```
package struct KeyDecoder: Sendable {
  /// How long a lone Escape waits for the rest of a sequence: fzf's default, long enough for a
  /// sequence cut between two reads over ssh, short enough not to be felt.
  package static let escapeDelay: Duration = .milliseconds(100)
  /// How long a bracketed paste waits for more before it ends without its closing sequence: a
  /// terminal that never sends it must not swallow every key after it.
  package static let pasteIdleLimit: Duration = .seconds(5)
  /// The most bytes one paste keeps; the rest of it is dropped.
  package static let pasteLimit = 1 << 20
  /// The most parameter bytes a sequence keeps; a longer one is read to its end and dropped.
  private static let sequenceLimit = 64

  /// Where the decoder is in the bytes; the bytes it holds are in ``held`` and ``pasted``.
  enum State: Equatable, Sendable {
    /// Between keys.
    case ground
    /// Inside a UTF-8 character that needs `needed` bytes in all; after an Escape when `alt`.
    case character(needed: Int, alt: Bool)
    /// After an Escape.
    case escape
    /// After two: Alt with a sequence, or two Escapes.
    case doubleEscape
    /// Inside a control sequence opened by `ESC [` (CSI) or `ESC O` (SS3); after a second
    /// Escape when `alt`.
    case sequence(introducer: UInt8, alt: Bool)
    /// Inside a string sequence (`ESC ]` OSC, `ESC _` APC), until BEL or `ESC \`.
    case string(introducer: UInt8, afterEscape: Bool, empty: Bool)
    /// Inside an X10 mouse report: `CSI M` and three bytes.
    case legacyMouse
    /// After the Linux console's `ESC [ [`, which a letter from A to E ends: F1 to F5.
    case consoleFunctionKey(alt: Bool)
    /// Inside a bracketed paste, `matched` bytes of its closing sequence read.
    case paste(matched: Int)
  }

  var state = State.ground
  /// The bytes of the character, sequence or mouse report being read.
  private var held: [UInt8] = []
  /// Whether the sequence being read went past ``sequenceLimit`` or broke its grammar.
  private var spoilt = false
  /// The bytes of the paste being read.
  var pasted: [UInt8] = []
  /// When the last bytes came.
  private var lastBytes: Duration = .zero
  private let escapeDelay: Duration
  private let pasteIdleLimit: Duration

  /// A decoder between keys, with the given waits.
  package init(escapeDelay: Duration = KeyDecoder.escapeDelay, pasteIdleLimit: Duration = KeyDecoder.pasteIdleLimit) {
    self.escapeDelay = escapeDelay
    self.pasteIdleLimit = pasteIdleLimit
  }

  /// When what is pending (a lone Escape, a sequence cut short, a paste without its end) is
  /// to be decided if no byte comes first: the loop waits until then at most and calls
  /// ``expire(at:)``. Nil when nothing is pending.
  package var deadline: Duration? {
    switch state {
    case .ground: nil
    case .paste: lastBytes + pasteIdleLimit
    default: lastBytes + escapeDelay
    }
  }

  /// The events in `bytes`, read at `now` (the time since the run began). What was pending
  /// and whose ``deadline`` passed before them is decided first.
  package mutating func decode(_ bytes: some Sequence<UInt8>, at now: Duration) -> [KeyEvent] {
    var events = Events()
    if let deadline, now >= deadline { decidePending(into: &events) }
    var any = false
    for byte in bytes {
      any = true
      take(byte, into: &events)
    }
    if any { lastBytes = now }
    return events.finished()
  }

  /// What was pending, decided, once its ``deadline`` passed: a lone Escape becomes Escape,
  /// a paste ends with what came, a sequence cut short is dropped. Nothing before the deadline.
  package mutating func expire(at now: Duration) -> [KeyEvent] {
    guard let deadline, now >= deadline else { return [] }
    var events = Events()
    decidePending(into: &events)
    return events.finished()
  }

  // MARK: - One byte

  private mutating func take(_ byte: UInt8, into events: inout Events) {
    switch state {
    case .ground: takeInGround(byte, into: &events)
    case .character(let needed, let alt): takeInCharacter(byte, needed: needed, alt: alt, into: &events)
    case .escape: takeAfterEscape(byte, into: &events)
    case .doubleEscape:
      if byte == 0x5B || byte == 0x4F {
        startSequence(introducer: byte, alt: true)
      } else {
        events.append(.key(Key(.escape)))
        state = .escape
        take(byte, into: &events)
      }
    case .sequence(let introducer, let alt): takeInSequence(byte, introducer: introducer, alt: alt, into: &events)
    case .string(let introducer, let afterEscape, _):
      if byte == 0x07 || (afterEscape && byte == 0x5C) || byte == 0x18 || byte == 0x1A {
        state = .ground
      } else if afterEscape {
        // An Escape that does not end the string starts something else: the string was cut.
        state = .escape
        take(byte, into: &events)
      } else {
        state = .string(introducer: introducer, afterEscape: byte == 0x1B, empty: false)
      }
    case .legacyMouse:
      held.append(byte)
      guard held.count == 3 else { return }
      let (code, x, y) = (Int(held[0]) - 32, Int(held[1]) - 32, Int(held[2]) - 32)
      state = .ground
      if let report = MouseReport(code: code, x: x, y: y, released: false) { events.append(.mouse(report)) }
    case .paste(let matched): takeInPaste(byte, matched: matched, into: &events)
    case .consoleFunctionKey(let alt):
      state = .ground
      guard (0x41...0x45).contains(byte) else { return take(byte, into: &events) }
      events.append(.key(Key(.function(Int(byte) - 0x40), alt ? .alt : [])))
    }
  }

  private mutating func takeInGround(_ byte: UInt8, into events: inout Events) {
    switch byte {
    case 0x1B: state = .escape
    case 0x20...0x7E: events.appendText(Character(Unicode.Scalar(byte)))
    case 0x00...0x1F, 0x7F:
      if let key = Self.controlKey(byte) { events.append(.key(key)) }
    default:
      if let needed = Self.characterLength(lead: byte) {
        held = [byte]
        state = .character(needed: needed, alt: false)
      }
    // Any other byte cannot start a UTF-8 character: it is dropped.
    }
  }

  private mutating func takeAfterEscape(_ byte: UInt8, into events: inout Events) {
    state = .ground
    switch byte {
    case 0x5B, 0x4F: startSequence(introducer: byte, alt: false)
    case 0x5D, 0x5F: state = .string(introducer: byte, afterEscape: false, empty: true)
    case 0x1B: state = .doubleEscape
    case 0x20...0x7E: events.append(.key(Key(.character(Character(Unicode.Scalar(byte))), .alt)))
    case 0x00...0x1F, 0x7F:
      if var key = Self.controlKey(byte) {
        key.modifiers.insert(.alt)
        events.append(.key(key))
      }
    default:
      if let needed = Self.characterLength(lead: byte) {
        held = [byte]
        state = .character(needed: needed, alt: true)
      } else {
        events.append(.key(Key(.escape)))
      }
    }
  }

  private mutating func takeInCharacter(_ byte: UInt8, needed: Int, alt: Bool, into events: inout Events) {
    guard (0x80...0xBF).contains(byte) else {
      // Cut short: the bytes so far are no character; the new byte starts afresh.
      state = .ground
      take(byte, into: &events)
      return
    }
    held.append(byte)
    guard held.count == needed else { return }
    state = .ground
    // Overlong forms, surrogates and C1 controls are no text.
    guard let text = String(validating: held, as: UTF8.self), let scalar = text.unicodeScalars.first,
      !(0x80...0x9F).contains(scalar.value), let character = text.first
    else { return }
    if alt {
      events.append(.key(Key(.character(character), .alt)))
    } else {
      events.appendText(character)
    }
  }

  private mutating func startSequence(introducer: UInt8, alt: Bool) {
    held.removeAll(keepingCapacity: true)
    spoilt = false
    state = .sequence(introducer: introducer, alt: alt)
  }

  private mutating func takeInSequence(_ byte: UInt8, introducer: UInt8, alt: Bool, into events: inout Events) {
    switch byte {
    case 0x20...0x3F:
      // Parameters (0x30–0x3F) may not follow intermediates (0x20–0x2F).
      if byte >= 0x30, let last = held.last, last < 0x30 { spoilt = true }
      if held.count < Self.sequenceLimit { held.append(byte) } else { spoilt = true }
    case 0x40...0x7E:
      state = .ground
      guard !spoilt else { return }
      if introducer == 0x5B && held.isEmpty && byte == 0x5B {
        state = .consoleFunctionKey(alt: alt)
        return
      }
      let parameters = held.prefix { $0 >= 0x30 }
      let intermediates = held.dropFirst(parameters.count)
      if introducer == 0x5B && parameters.isEmpty && intermediates.isEmpty && byte == 0x4D {
        held.removeAll(keepingCapacity: true)
        state = .legacyMouse
        return
      }
      let event = Self.event(
        introducer: introducer, parameters: Array(parameters), intermediates: Array(intermediates), final: byte)
      // After a second Escape, a key is held with Alt; anything else came after an Escape.
      switch event {
      case .startPaste?:
        if alt { events.append(.key(Key(.escape))) }
        pasted.removeAll(keepingCapacity: false)
        state = .paste(matched: 0)
      case .event(.key(var key))?:
        if alt { key.modifiers.insert(.alt) }
        events.append(.key(key))
      case .event(let event)?:
        if alt { events.append(.key(Key(.escape))) }
        events.append(event)
      case nil:
        if alt { events.append(.key(Key(.escape))) }
      }
    default:
      // A control character or a byte past ASCII breaks the sequence: it is dropped, and the
      // byte read as if it came alone.
      state = .ground
      take(byte, into: &events)
    }
  }

  // MARK: - Deciding what is pending

  private mutating func decidePending(into events: inout Events) {
    switch state {
    case .ground, .character, .legacyMouse, .consoleFunctionKey: break
    case .escape: events.append(.key(Key(.escape)))
    case .doubleEscape:
      events.append(.key(Key(.escape)))
      events.append(.key(Key(.escape)))
    case .sequence(let introducer, let alt):
      // `ESC [` or `ESC O` and nothing more is Alt with that character, typed.
      if held.isEmpty && !spoilt {
        if alt { events.append(.key(Key(.escape))) }
        events.append(.key(Key(.character(Character(Unicode.Scalar(introducer))), .alt)))
      }
    case .string(let introducer, _, let empty):
      if empty { events.append(.key(Key(.character(Character(Unicode.Scalar(introducer))), .alt))) }
    case .paste(let matched):
      for held in Self.pasteEnd.prefix(matched) { keepPasted(held) }
      events.append(.paste(Self.pastedText(pasted)))
      pasted.removeAll(keepingCapacity: false)
    }
    held.removeAll(keepingCapacity: true)
    state = .ground
  }
}
