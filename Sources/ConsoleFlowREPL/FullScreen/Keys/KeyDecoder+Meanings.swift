// What the bytes a terminal sends mean: control bytes alone, control sequences (keys in every
// common spelling: xterm, VT220, rxvt, the Linux console; mouse reports; replies to questions).

extension KeyDecoder {
  /// What a whole control sequence means to the decoder.
  enum SequenceMeaning: Equatable {
    /// An event.
    case event(KeyEvent)
    /// `CSI 200~`: a bracketed paste begins.
    case startPaste
  }

  /// The meaning of the sequence `ESC introducer parameters intermediates final`, where the
  /// introducer is `[` (CSI) or `O` (SS3); nil for a sequence that means nothing here (focus
  /// reports, unknown keys, replies not asked for), dropped whole.
  static func event(introducer: UInt8, parameters: [UInt8], intermediates: [UInt8], final: UInt8) -> SequenceMeaning? {
    if intermediates == [UInt8(ascii: "$")] && final == UInt8(ascii: "y") {
      return ModeReport(parameters: parameters).map { .event(.modeReport($0)) }
    }
    guard intermediates.isEmpty else { return nil }
    switch parameters.first {
    case UInt8(ascii: "<")?:
      guard introducer == 0x5B, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
      return mouse(numbers(parameters.dropFirst()), released: final == UInt8(ascii: "m"), offset: 0)
    case UInt8(ascii: "?")?:
      return introducer == 0x5B && final == UInt8(ascii: "c") ? .event(.deviceAttributes) : nil
    case UInt8(ascii: ">")?, UInt8(ascii: "=")?:
      return nil
    default:
      break
    }
    guard let numbers = numbers(parameters) else { return nil }
    if introducer == 0x5B && final == UInt8(ascii: "M") {
      // urxvt's mouse report (mode 1015): the button code with 32 added, then x and y.
      return mouse(numbers, released: false, offset: 32)
    }
    if final == UInt8(ascii: "~") {
      guard introducer == 0x5B else { return nil }
      return tilde(numbers)
    }
    guard let name = letterKey(final, introducer: introducer) else { return nil }
    // `CSI 1;5A`: the modifiers are the second number; SS3's old `ESC O 5A` gives only them.
    let second = numbers.count >= 2 ? numbers[1] : nil
    let alone = introducer == 0x4F && numbers.count == 1 ? numbers[0] : nil
    var modifiers = Key.Modifiers(xtermParameter: second ?? alone ?? 1)
    if final == UInt8(ascii: "Z") { modifiers.insert(.shift) }
    return .event(.key(Key(name, modifiers)))
  }

  /// The key a sequence ending in a letter names: the arrows, Home, End, Shift-Tab, F1–F4 and
  /// keypad Enter.
  private static func letterKey(_ final: UInt8, introducer: UInt8) -> Key.Name? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .tab
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    case UInt8(ascii: "M") where introducer == 0x4F: .enter
    default: nil
    }
  }

  /// `CSI n ~` and `CSI n ; m ~`: the VT220 keys, rxvt's Home and End, F1–F12, a paste's start,
  /// and xterm's `CSI 27 ; m ; code ~` (modifyOtherKeys).
  private static func tilde(_ numbers: [Int?]) -> SequenceMeaning? {
    guard let first = numbers.first, let number = first else { return nil }
    let modifiers = Key.Modifiers(xtermParameter: numbers.count >= 2 ? numbers[1] ?? 1 : 1)
    let name: Key.Name
    switch number {
    case 1, 7: name = .home
    case 2: name = .insert
    case 3: name = .delete
    case 4, 8: name = .end
    case 5: name = .pageUp
    case 6: name = .pageDown
    case 11...15: name = .function(number - 10)
    case 17...21: name = .function(number - 11)
    case 23, 24: name = .function(number - 12)
    case 200: return .startPaste
    case 27:
      guard numbers.count == 3, let code = numbers[2] else { return nil }
      return otherKey(code: code, modifiers: modifiers)
    default: return nil
    }
    return .event(.key(Key(name, modifiers)))
  }

  /// The key of xterm's modifyOtherKeys report: a character code with modifiers. Shifted
  /// printable text stays text.
  private static func otherKey(code: Int, modifiers: Key.Modifiers) -> SequenceMeaning? {
    if code < 0x80, let key = controlKey(UInt8(code)), code != 0x00 {
      var key = key
      if key.modifiers.isEmpty || code == 0x7F || code == 0x08 { key.modifiers = modifiers }
      return .event(.key(key))
    }
    if code == 0x1B { return .event(.key(Key(.escape, modifiers))) }
    guard let scalar = Unicode.Scalar(code), !(0...0x1F).contains(code), !(0x7F...0x9F).contains(code) else {
      return nil
    }
    if modifiers.subtracting(.shift).isEmpty { return .event(.text(String(Character(scalar)))) }
    return .event(.key(Key(.character(Character(scalar)), modifiers)))
  }

  /// The report of an SGR (`offset` 0) or urxvt (`offset` 32) mouse sequence's three numbers.
  private static func mouse(_ numbers: [Int?]?, released: Bool, offset: Int) -> SequenceMeaning? {
    guard let numbers, numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else {
      return nil
    }
    return MouseReport(code: code - offset, x: x, y: y, released: released).map { .event(.mouse($0)) }
  }

  /// The numbers of `;`-separated decimal parameters, nil for one left empty (its default);
  /// nil for parameters that are not such numbers (`:` sub-parameters, huge values).
  private static func numbers(_ parameters: some Collection<UInt8>) -> [Int?]? {
    guard !parameters.isEmpty else { return [] }
    var numbers: [Int?] = []
    for field in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
      guard field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      numbers.append(field.isEmpty ? nil : field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
    return numbers
  }

  /// The events of one `decode` call: text typed in a row is gathered into one event.
  struct Events {
    private var list: [KeyEvent] = []
    private var text = ""

    /// Adds `event` after the text before it.
    mutating func append(_ event: KeyEvent) {
      flushText()
      list.append(event)
    }

    /// Adds a character of typed text.
    mutating func appendText(_ character: Character) {
      text.append(character)
    }

    /// The events, the text at the end among them.
    mutating func finished() -> [KeyEvent] {
      flushText()
      return list
    }

    private mutating func flushText() {
      guard !text.isEmpty else { return }
      list.append(.text(text))
      text = ""
    }
  }

  // MARK: - Bytes alone

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    // Return; Ctrl-J is a key of its own (full screen reads the terminal with CR kept apart).
    case 0x0D: Key(.enter)
    case 0x09: Key(.tab)
    case 0x7F, 0x08: Key(.backspace)
    case 0x00: Key(.character(" "), .control)
    case 0x01...0x1A: Key(.character(Character(Unicode.Scalar(byte + 0x60))), .control)
    case 0x1C...0x1F: Key(.character(Character(Unicode.Scalar(byte + 0x40))), .control)
    default: nil
    }
  }

  /// How many bytes the UTF-8 character that `lead` starts takes; nil when it starts none.
  static func characterLength(lead: UInt8) -> Int? {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: nil
    }
  }
}
