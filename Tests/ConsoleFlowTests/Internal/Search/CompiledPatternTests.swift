import PropertyBased
import Testing

@testable import ConsoleFlow

/// Bytes that are mostly UTF-8's own: lead and continuation bytes of every length, the edges of
/// the ranges (overlong forms, surrogates, past U+10FFFF), ASCII.
private let bytes = Gen<UInt8?>.element(of: [
  0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xF8, 0xFF, 0x9F, 0xA0,
  0x8F, 0x90,
]).map { $0 ?? 0 }.array(of: 0...12)

@Suite("Compiled patterns")
struct CompiledPatternTests {
  @Test("a line's bytes decode to the scalars Swift decodes, invalid ones included")
  func decodesAsSwift() async {
    await propertyCheck(input: bytes) { line in
      let decoded = line.withUnsafeBufferPointer { line in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: line.count) { buffer in
          Array(buffer[..<CompiledPattern.decode(line, into: buffer)])
        }
      }
      #expect(decoded == String(decoding: line, as: UTF8.self).unicodeScalars.map(\.value), "\(line)")
    }
  }
}
