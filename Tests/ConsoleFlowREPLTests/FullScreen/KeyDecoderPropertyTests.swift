import PropertyBased
import Testing

@testable import ConsoleFlowREPL

/// Bytes that make up sequences, so that random streams hold many of them, whole and broken.
private let sequenceBytes: [UInt8] =
  Array("\u{1B}\u{1B}\u{1B}[[O]<?;;0123456789~$yMmABCDHFPZcIu\r\t\u{7}\\".utf8)
  + [0x7F, 0x08, 0x00, 0x9B, 0xC3, 0xA9, 0xE5, 0x9D, 0x82, 0xF0, 0x9F, 0x8E, 0xB8, 0xFF]
/// A byte stream: half any byte, half a byte of a sequence.
private let streams = Gen.int(in: 0...511).array(of: 0...160).map { values in
  values.map { $0 < 256 ? UInt8($0) : sequenceBytes[$0 % sequenceBytes.count] }
}
/// Where reads end: sizes of successive reads.
private let readSizes = Gen.int(in: 1...9).array(of: 1...60)

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

@Suite("Keys: any bytes decode, and never to control characters as text")
struct KeyDecoderPropertyTests {
  @Test("any byte stream, read in any pieces at any pace, decodes; its text holds no control character")
  func anyBytes() async {
    await propertyCheck(count: 400, input: streams, readSizes, Gen.int(in: 0...150)) { bytes, sizes, pace in
      for event in decode(bytes, reads: sizes, step: .milliseconds(pace)) {
        switch event {
        case .text(let text):
          #expect(!text.isEmpty)
          #expect(!text.unicodeScalars.contains(where: isControl), "\(bytes)")
        case .paste(let text):
          #expect(!text.unicodeScalars.contains { isControl($0) && $0 != "\n" && $0 != "\t" }, "\(bytes)")
        case .key(let key):
          if case .character(let character) = key.name {
            #expect(!key.modifiers.isEmpty)
            #expect(!character.unicodeScalars.contains { isControl($0) })
          }
        case .mouse(let report):
          #expect(report.column >= 0 && report.row >= 0)
        case .modeReport, .deviceAttributes: break
        }
      }
    }
  }

  @Test("reads that come at once mean the same however the bytes are cut between them")
  func readsDoNotMatter() async {
    await propertyCheck(count: 400, input: streams, readSizes) { bytes, sizes in
      #expect(joined(decode(bytes, reads: sizes, step: .zero)) == joined(decode(bytes, reads: [], step: .zero)))
    }
  }
}
