import Testing

@testable import ConsoleFlowREPL

/// The events of `text`'s bytes read at once at time zero, with what is pending decided after.
private func decoded(_ text: String) -> [KeyEvent] {
  var decoder = KeyDecoder()
  return decoder.decode(Array(text.utf8), at: .zero) + decoder.expire(at: .seconds(60))
}

private func key(_ name: Key.Name, _ modifiers: Key.Modifiers = []) -> KeyEvent { .key(Key(name, modifiers)) }

/// Each key in its spellings, text, pastes, waits and sequences dropped whole.
@Suite("Keys: the bytes a terminal sends, decoded")
struct KeyDecoderTests {
  @Test("printable text comes as text, a run of it as one event, UTF-8 whole")
  func text() {
    #expect(decoded("abc") == [.text("abc")])
    #expect(decoded("Mötley Crüe 坂本 🎸") == [.text("Mötley Crüe 坂本 🎸")])
    #expect(decoded("a\rb") == [.text("a"), key(.enter), .text("b")])
  }

  @Test("a character split between two reads comes whole from the second")
  func splitCharacter() {
    let reads = Reads()
    let bytes = Array("é坂🎸".utf8)
    #expect(reads(bytes[0..<1], at: .zero) == [])
    #expect(reads(bytes[1..<3], at: .milliseconds(1)) == [.text("é")])
    #expect(reads(bytes[3..<6], at: .milliseconds(2)) == [.text("坂")])
    #expect(reads(bytes[6..<8], at: .milliseconds(3)) == [])
    #expect(reads(bytes[8...], at: .milliseconds(4)) == [.text("🎸")])
  }

  @Test("bytes that are no UTF-8 character are dropped, never shown")
  func invalidBytes() {
    let reads = Reads()
    #expect(reads([0x61, 0xFF, 0x62, 0xFE], at: .zero) == [.text("ab")])
    // A lead byte cut short by ASCII, a lone continuation byte, an overlong slash, a C1 control.
    #expect(reads([0xC3, 0x41, 0x80, 0xC0, 0xAF, 0xC2, 0x9B, 0x42], at: .zero) == [.text("AB")])
  }

  @Test("Enter (CR), Ctrl-J (LF) apart from it, Tab, Backspace as DEL or Ctrl-H, and Ctrl-letters")
  func controls() {
    // Full screen reads with ICRNL off: LF is Ctrl-J, which a chooser's key map binds to a move.
    #expect(
      decoded("\r\n\t\u{7F}\u{8}") == [
        key(.enter), key(.character("j"), .control), key(.tab), key(.backspace), key(.backspace),
      ])
    #expect(
      decoded("\u{1}\u{3}\u{1A}") == [
        key(.character("a"), .control), key(.character("c"), .control), key(.character("z"), .control),
      ])
    #expect(
      decoded("\u{0}\u{1C}\u{1F}") == [
        key(.character(" "), .control), key(.character("\\"), .control), key(.character("_"), .control),
      ])
  }

  @Test("Escape alone is decided once the wait passes with nothing after it, never before")
  func escapeAlone() {
    let reads = Reads()
    #expect(reads([0x1B], at: .seconds(1)) == [])
    #expect(reads.deadline == .seconds(1) + KeyDecoder.escapeDelay)
    #expect(reads.expire(at: .seconds(1) + .milliseconds(50)) == [])
    #expect(reads.expire(at: .seconds(1) + KeyDecoder.escapeDelay) == [key(.escape)])
    #expect(reads.deadline == nil)
  }

  @Test("an Escape whose wait passed before the next read is Escape, and the next read stands alone")
  func escapeThenLateBytes() {
    let reads = Reads()
    _ = reads([0x1B], at: .zero)
    #expect(reads("[A", at: .seconds(1)) == [key(.escape), .text("[A")])
  }

  @Test("an Escape followed quickly by the rest is one key, whatever the reads")
  func escapeThenSequence() {
    let reads = Reads()
    #expect(reads([0x1B], at: .zero) == [])
    #expect(reads([0x5B], at: .milliseconds(10)) == [])
    #expect(reads([0x41], at: .milliseconds(20)) == [key(.up)])
  }

  @Test("arrows in normal and application mode, with xterm's modifiers")
  func arrows() {
    #expect(decoded("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
    #expect(decoded("\u{1B}OA\u{1B}OD") == [key(.up), key(.left)])
    #expect(
      decoded("\u{1B}[1;5A\u{1B}[1;2B\u{1B}[1;3C\u{1B}[1;8D") == [
        key(.up, .control), key(.down, .shift), key(.right, .alt), key(.left, [.shift, .alt, .control]),
      ])
    // Old xterm's Alt: an Escape before the sequence.
    #expect(decoded("\u{1B}\u{1B}[A") == [key(.up, .alt)])
  }

  @Test(
    "Home and End in every common spelling",
    arguments: [
      ("\u{1B}[H", Key.Name.home), ("\u{1B}[1~", .home), ("\u{1B}OH", .home), ("\u{1B}[7~", .home),
      ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}OF", .end), ("\u{1B}[8~", .end),
    ])
  func homeAndEnd(sequence: String, name: Key.Name) {
    #expect(decoded(sequence) == [key(name)])
  }

  @Test("Page Up and Down, Insert, Delete, Shift-Tab, keypad Enter")
  func editingKeys() {
    #expect(
      decoded("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~\u{1B}[Z\u{1B}OM") == [
        key(.pageUp), key(.pageDown), key(.insert), key(.delete), key(.tab, .shift), key(.enter),
      ])
    #expect(decoded("\u{1B}[5;5~\u{1B}[3;2~") == [key(.pageUp, .control), key(.delete, .shift)])
  }

  @Test("F1 to F12 as xterm, VT220 and the Linux console send them")
  func functionKeys() {
    let sequences = [
      "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
      "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
    ]
    #expect(decoded(sequences.joined()) == (1...12).map { key(.function($0)) })
    #expect(
      decoded("\u{1B}[11~\u{1B}[1;2P\u{1B}[[A\u{1B}[[E") == [
        key(.function(1)), key(.function(1), .shift), key(.function(1)), key(.function(5)),
      ])
  }

  @Test("Alt-letters: an Escape before the character, Ctrl and Backspace too")
  func altKeys() {
    #expect(
      decoded("\u{1B}x\u{1B}X\u{1B}é") == [
        key(.character("x"), .alt), key(.character("X"), .alt), key(.character("é"), .alt),
      ])
    #expect(
      decoded("\u{1B}\u{7F}\u{1B}\u{1}\u{1B}\r") == [
        key(.backspace, .alt), key(.character("a"), [.control, .alt]), key(.enter, .alt),
      ])
  }

  @Test("an Escape just before a mouse report, a paste or an unknown sequence is kept as Escape")
  func escapeBeforeOtherSequences() {
    #expect(
      decoded("\u{1B}\u{1B}[<65;1;1M") == [key(.escape), .mouse(MouseReport(action: .wheel(.down), column: 0, row: 0))])
    #expect(decoded("\u{1B}\u{1B}[200~x\u{1B}[201~") == [key(.escape), .paste("x")])
    #expect(decoded("\u{1B}\u{1B}[I") == [key(.escape)])
  }

  @Test("Alt-[ and Alt-O typed are told from a sequence by the wait after them")
  func altBracket() {
    #expect(decoded("\u{1B}[") == [key(.character("["), .alt)])
    #expect(decoded("\u{1B}O") == [key(.character("O"), .alt)])
    #expect(decoded("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
  }

  @Test("a bracketed paste is one text, its keys never keys, its control characters dropped")
  func paste() {
    let pasted = "\u{1B}[200~:quit\r\nrm -rf /\u{1B}[A\u{3}\ttab\u{1B}[201~"
    #expect(decoded("a" + pasted + "b") == [.text("a"), .paste(":quit\nrm -rf /[A\ttab"), .text("b")])
    #expect(decoded("\u{1B}[200~one\rtwo\u{1B}[201\u{1B}[201~") == [.paste("one\ntwo[201")])
  }

  @Test("a paste split over many reads, its end too, comes once at its end")
  func splitPaste() {
    let reads = Reads()
    let bytes = Array("\u{1B}[200~héllo wörld\u{1B}[201~x".utf8)
    var events: [KeyEvent] = []
    for (offset, byte) in bytes.enumerated() {
      events += reads([byte], at: .milliseconds(offset))
    }
    #expect(events == [.paste("héllo wörld"), .text("x")])
  }

  @Test("a paste whose end never comes ends after a long silence, so keys work again")
  func endlessPaste() {
    let reads = Reads()
    #expect(reads("\u{1B}[200~partial", at: .zero) == [])
    #expect(reads.expire(at: .seconds(1)) == [])
    #expect(reads.deadline == KeyDecoder.pasteIdleLimit)
    #expect(reads.expire(at: KeyDecoder.pasteIdleLimit) == [.paste("partial")])
    #expect(reads("q", at: .seconds(10)) == [.text("q")])
  }

  @Test("a huge paste keeps its first mebibyte and reads the rest to its end")
  func hugePaste() {
    let reads = Reads()
    var events = reads("\u{1B}[200~", at: .zero)
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
    for _ in 0..<20 { events += reads(chunk, at: .zero) }
    events += reads("\u{1B}[201~y", at: .zero)
    #expect(events.count == 2)
    if case .paste(let text) = events.first { #expect(text.utf8.count == KeyDecoder.pasteLimit) }
    #expect(events.last == .text("y"))
  }

  @Test("focus reports, unknown and broken sequences are consumed whole and never shown")
  func unknownSequences() {
    #expect(decoded("a\u{1B}[I\u{1B}[Ob") == [.text("ab")])
    #expect(decoded("\u{1B}[99~\u{1B}[12;34;56q\u{1B}[>0;276;0c\u{1B}[1:2A") == [])
    #expect(decoded("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}]0;title\u{1B}\\\u{1B}_Gi=1;OK\u{1B}\\x") == [.text("x")])
    // A sequence cut by a control character: the sequence goes, the character stays.
    #expect(decoded("\u{1B}[12\rx") == [key(.enter), .text("x")])
    // A sequence far too long is read to its end and dropped.
    #expect(decoded("\u{1B}[" + String(repeating: "1;", count: 500) + "Az") == [.text("z")])
  }

  @Test("a sequence cut short by the wait is dropped, never shown")
  func sequenceCutShort() {
    let reads = Reads()
    #expect(reads("\u{1B}[1;5", at: .zero) == [])
    #expect(reads.expire(at: .seconds(1)) == [])
    #expect(reads("A", at: .seconds(2)) == [.text("A")])
  }

  @Test("xterm's modifyOtherKeys: a character with its modifiers, shifted text as text")
  func modifyOtherKeys() {
    #expect(
      decoded("\u{1B}[27;5;105~\u{1B}[27;2;65~\u{1B}[27;5;13~") == [
        key(.character("i"), .control), .text("A"), key(.enter, .control),
      ])
  }

  @Test("replies to questions: a mode's report and the device attributes")
  func replies() {
    #expect(
      decoded("\u{1B}[?2026;2$y\u{1B}[?62;22c") == [
        .modeReport(ModeReport(mode: 2026, setting: .reset)), .deviceAttributes,
      ])
  }
}
