import Testing

@testable import ConsoleFlowREPL

/// Bytes that make up sequences, so that random streams hold many of them, whole and broken.
private let sequenceBytes: [UInt8] =
  Array("\u{1B}\u{1B}\u{1B}[[O]<?;;0123456789~$yMmABCDHFPZcIu\r\t\u{7}\\".utf8)
  + [0x7F, 0x08, 0x00, 0x9B, 0xC3, 0xA9, 0xE5, 0x9D, 0x82, 0xF0, 0x9F, 0x8E, 0xB8, 0xFF]

/// A random byte stream: half any byte, half a byte of a sequence.
private func stream(_ random: inout SeededRandom) -> [UInt8] {
  (0..<Int.random(in: 0...160, using: &random)).map { _ in
    Bool.random(using: &random)
      ? UInt8.random(in: 0...255, using: &random) : sequenceBytes.randomElement(using: &random) ?? 0
  }
}

/// Random sizes of successive reads.
private func readSizes(_ random: inout SeededRandom) -> [Int] {
  (0..<Int.random(in: 1...60, using: &random)).map { _ in Int.random(in: 1...9, using: &random) }
}

/// The events of `bytes` read in reads of `sizes` (then whole), at `step` apart, the rest
/// decided at the end.
private func decode(_ bytes: [UInt8], reads sizes: [Int], step: Duration) -> [KeyEvent] {
  var decoder = KeyDecoder()
  var events: [KeyEvent] = []
  var rest = bytes[...]
  var now = Duration.zero
  for size in sizes + [bytes.count] where !rest.isEmpty {
    events += decoder.decode(rest.prefix(size), at: now)
    rest = rest.dropFirst(size)
    now += step
  }
  return events + decoder.expire(at: now + .seconds(60))
}

/// Text events side by side joined: how reads cut typed text does not matter.
private func joined(_ events: [KeyEvent]) -> [KeyEvent] {
  var joined: [KeyEvent] = []
  for event in events {
    if case .text(let more) = event, case .text(let text)? = joined.last {
      joined[joined.count - 1] = .text(text + more)
    } else {
      joined.append(event)
    }
  }
  return joined
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// Random byte streams, read in random pieces at random paces.
@Suite("Keys: any bytes decode, and never to control characters as text")
struct KeyDecoderPropertyTests {
  @Test("any byte stream, read in any pieces at any pace, decodes; its text holds no control character")
  func anyBytes() {
    forEachRandomCase(2000) { seed, random in
      let bytes = stream(&random)
      let events = decode(
        bytes, reads: readSizes(&random), step: .milliseconds(Int.random(in: 0...150, using: &random)))
      for event in events {
        switch event {
        case .text(let text):
          #expect(!text.isEmpty, "case \(seed)")
          #expect(!text.unicodeScalars.contains(where: isControl), "case \(seed)")
        case .paste(let text):
          #expect(!text.unicodeScalars.contains { isControl($0) && $0 != "\n" && $0 != "\t" }, "case \(seed)")
        case .key(let key):
          if case .character(let character) = key.name {
            #expect(!key.modifiers.isEmpty, "case \(seed)")
            #expect(!character.unicodeScalars.contains(where: isControl), "case \(seed)")
          }
        case .mouse(let report):
          #expect(report.column >= 0 && report.row >= 0, "case \(seed)")
        case .modeReport, .deviceAttributes: break
        }
      }
    }
  }

  @Test("reads that come at once mean the same however the bytes are cut between them")
  func readsDoNotMatter() {
    forEachRandomCase(2000) { seed, random in
      let bytes = stream(&random)
      let cut = decode(bytes, reads: readSizes(&random), step: .zero)
      #expect(joined(cut) == joined(decode(bytes, reads: [], step: .zero)), "case \(seed)")
    }
  }
}
