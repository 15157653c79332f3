/// Keys typed in line mode while the shell waits for a load, read as they come so that each
/// means what the pages' key map says from the first moment (``Shell/eventWhileWaiting(for:)``):
/// a key that acts at once (leaving, stopping) becomes its event; the bytes of every other key
/// are kept, as typed, for the line editor, which reads them once the prompt shows (fzf puts
/// keys typed while its list loads into the query). A terminal's answers are dropped. A pure
/// value: the time is given, so a lone Esc is told from a key's sequence without sleeps.
struct KeysAhead {
  private var decoder: KeyDecoder
  /// The bytes of a key not decided yet (Esc, a sequence begun).
  private var held: [UInt8] = []

  /// What bytes read were: the events of keys that act at once, and the bytes of the others.
  struct Taken<Event> {
    var events: [Event] = []
    var typed: [UInt8] = []
  }

  /// Keys read with `escapeDelay` between Esc and the rest of a key's sequence.
  init(escapeDelay: Duration = KeyDecoder.escapeDelay) {
    decoder = KeyDecoder(escapeDelay: escapeDelay)
  }

  /// When a key held (a lone Esc) is decided if no byte comes first.
  var deadline: Duration? { decoder.deadline }

  /// Takes `bytes` read at `now`, each key's meaning as `meaning` says (nil: a key typed).
  mutating func take<Event>(_ bytes: [UInt8], at now: Duration, meaning: (Key) -> Event?) -> Taken<Event> {
    var taken = Taken<Event>()
    for byte in bytes {
      held.append(byte)
      sort(decoder.decode(CollectionOfOne(byte), at: now), into: &taken, meaning: meaning)
    }
    return taken
  }

  /// Decides a key held once its wait passed at `now`: a lone Esc becomes a key; a sequence cut
  /// short goes to the line editor as it came.
  mutating func expire<Event>(at now: Duration, meaning: (Key) -> Event?) -> Taken<Event> {
    var taken = Taken<Event>()
    let events = decoder.expire(at: now)
    if events.isEmpty, decoder.deadline == nil, !held.isEmpty {
      taken.typed = held
      held = []
    } else {
      sort(events, into: &taken, meaning: meaning)
    }
    return taken
  }

  /// Sorts the events the held bytes made: once any came, the bytes are a key's.
  private mutating func sort<Event>(_ events: [KeyEvent], into taken: inout Taken<Event>, meaning: (Key) -> Event?) {
    guard !events.isEmpty else { return }
    defer { held = [] }
    var acts = false
    var answers = true
    for event in events {
      switch event {
      case .key(let key):
        answers = false
        if let meant = meaning(key) {
          taken.events.append(meant)
          acts = true
        }
      case .modeReport, .deviceAttributes: break
      case .text, .paste, .mouse: answers = false
      }
    }
    if !acts && !answers { taken.typed += held }
  }
}
