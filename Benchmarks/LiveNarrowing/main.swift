// `swift run -c release LiveNarrowingBenchmark FILE`: live narrowing on every line of FILE (the
// pick corpus), as the REPL does it at each key: the narrowed list's first page, drawn. Words are
// typed key by key (narrowing), erased key by key (a backspace, whose filter was kept), and each
// shorter text typed afresh (an edit: no kept filter). Run by scripts/bench.sh.
@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(Data("usage: LiveNarrowingBenchmark FILE\n".utf8))
  exit(2)
}
let labels = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
let choose = Screen<[String], String>.list(title: "Lines", rows: .input, label: { $0 })
let traits = Traits(width: 80, height: 24)
let base = Flow(root(choose), input: labels, traits: traits)
let clock = ContinuousClock()

func milliseconds(_ work: () -> Void) -> Double {
  let elapsed = clock.measure(work)
  return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

func percentile(_ samples: [Double], _ fraction: Double) -> String {
  let sorted = samples.sorted()
  return String(format: "%.1f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
}
/// Types the words into `base`, key by key, and prints the figures under `name`.
func measure<Output>(_ base: Flow<Output>, _ name: String) {
  var first = LiveNarrowing<Output>()
  // The first key folds every label once (a list of labels), for every filter after it: apart.
  let fold = milliseconds {
    _ = first.typed("l", on: base)
    _ = first.page(on: base).render(for: traits)
  }
  var narrowing: [Double] = []
  var widening: [Double] = []
  var editing: [Double] = []
  var counting: [Double] = []
  /// The narrowing keys over 16 ms, to see which texts cost.
  var slowest: [String] = []
  for word in words {
    var live = LiveNarrowing<Output>()
    for length in 1...word.count {
      narrowing.append(
        milliseconds {
          _ = live.typed(String(word.prefix(length)), on: base)
          _ = live.page(on: base).render(for: traits)
        })
      if narrowing[narrowing.count - 1] > 16 {
        slowest.append("\"\(word.prefix(length))\" \(String(format: "%.1f", narrowing[narrowing.count - 1])) ms")
      }
    }
    // The rest of the count, a part at a time, as the REPL does between keys.
    counting.append(milliseconds { while !live.searchOn() {} })
    for length in (0..<word.count).reversed() {
      widening.append(
        milliseconds {
          _ = live.typed(String(word.prefix(length)), on: base)
          _ = live.page(on: base).render(for: traits)
        })
      if length > 0 {
        var fresh = LiveNarrowing<Output>()
        editing.append(
          milliseconds {
            _ = fresh.typed(String(word.prefix(length)), on: base)
            _ = fresh.page(on: base).render(for: traits)
          })
      }
    }
  }
  print("live narrowing, \(name): the first key \(String(format: "%.1f", fold)) ms")
  for (kind, samples) in [
    ("a narrowing key", narrowing), ("a backspace", widening), ("an edit (no kept filter)", editing),
    ("the final count after a word", counting),
  ] {
    print(
      "live narrowing, \(name), \(kind): median \(percentile(samples, 0.5)) ms, p99 \(percentile(samples, 0.99)) ms,"
        + " max \(percentile(samples, 1)) ms (\(samples.count) samples)")
  }
  if !slowest.isEmpty {
    print("live narrowing, \(name), narrowing keys over 16 ms: \(slowest.joined(separator: ", "))")
  }
}

let words = [
  "led zeppelin", "iron maiden", "queen", "stairway to heaven", "black sabbath", "miles davis", "xyzzy", "the",
  "a", "love", "rock", "symphony no. 5",
]
measure(base, "\(labels.count) labels (the list folds them once)")

// The same lines as `flows pick` holds them: bytes in place, the list searching them there.
/// The file's lines held as bytes, as `flows pick` holds them, read from every core.
final class HeldLines: @unchecked Sendable {
  let text: UnsafeMutableBufferPointer<UInt8>
  let starts: [Int]

  init(_ data: Data) {
    text = .allocate(capacity: data.count)
    _ = text.initialize(from: data)
    var starts = [0]
    for index in text.indices where text[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
    if starts.last == text.count { starts.removeLast() }
    self.starts = starts
  }

  func line(_ line: Int) -> UnsafeBufferPointer<UInt8> {
    let end = line + 1 < starts.count ? starts[line + 1] - 1 : text.count
    return UnsafeBufferPointer(rebasing: text[starts[line]..<end])
  }
}
let held = HeldLines(try Data(contentsOf: URL(fileURLWithPath: path)))
let lineStarts = held.starts
let lineBytes: @Sendable (Int) -> UnsafeBufferPointer<UInt8> = { [held] in held.line($0) }
let pick = Screen<ElementStream<Int>, Int>.list(
  title: "Pick", label: { String(decoding: lineBytes($0), as: UTF8.self) }, labelBytes: lineBytes)
let batches = AsyncStream<[Int]> { feed in
  for start in stride(from: 0, to: lineStarts.count, by: 65_536) {
    feed.yield(Array(start..<min(start + 65_536, lineStarts.count)))
  }
  feed.finish()
}
let streamed = await Flow(root(pick), input: ElementStream("lines", batches: { batches }), traits: traits)
  .finishingLoads().flow
measure(streamed, "\(lineStarts.count) lines as bytes (flows pick)")
