// `swift run -c release LiveNarrowingBenchmark FILE`: live narrowing on every line of FILE (the
// pick corpus), as the REPL does it at each key: the narrowed list's first page, drawn. Words are
// typed key by key (narrowing), erased key by key (a backspace, whose filter was kept), and each
// shorter text typed afresh (an edit: no kept filter). Run by scripts/bench.sh.
import ConsoleFlow
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(Data("usage: LiveNarrowingBenchmark FILE\n".utf8))
  exit(2)
}
let labels = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
let choose = Screen<[String], String>.list(title: "Lines", label: { $0 })
let traits = Traits(width: 80, height: 24)
let base = Flow(root(choose), input: labels, traits: traits)
let clock = ContinuousClock()

func milliseconds(_ work: () -> Void) -> Double {
  let elapsed = clock.measure(work)
  return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

// The first key folds every label once, for every filter after it: measured apart.
var first = LiveNarrowing(base)
let fold = milliseconds {
  _ = first.typed("l")
  _ = first.page.render(for: traits)
}
let words = [
  "led zeppelin", "iron maiden", "queen", "stairway to heaven", "black sabbath", "miles davis", "xyzzy", "the",
  "a", "love", "rock", "symphony no. 5",
]
var narrowing: [Double] = []
var widening: [Double] = []
var editing: [Double] = []
var counting: [Double] = []
/// The narrowing keys over 16 ms, to see which texts cost.
var slowest: [String] = []
for word in words {
  var live = LiveNarrowing(base)
  for length in 1...word.count {
    narrowing.append(
      milliseconds {
        _ = live.typed(String(word.prefix(length)))
        _ = live.page.render(for: traits)
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
        _ = live.typed(String(word.prefix(length)))
        _ = live.page.render(for: traits)
      })
    if length > 0 {
      var fresh = LiveNarrowing(base)
      editing.append(
        milliseconds {
          _ = fresh.typed(String(word.prefix(length)))
          _ = fresh.page.render(for: traits)
        })
    }
  }
}

func percentile(_ samples: [Double], _ fraction: Double) -> String {
  let sorted = samples.sorted()
  return String(format: "%.1f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
}
print("live narrowing, \(labels.count) lines: the first key (folding every label once) \(Int(fold)) ms")
for (name, samples) in [
  ("a narrowing key", narrowing), ("a backspace", widening), ("an edit (no kept filter)", editing),
  ("the final count after a word", counting),
] {
  print(
    "live narrowing, \(name): median \(percentile(samples, 0.5)) ms, p99 \(percentile(samples, 0.99)) ms,"
      + " max \(percentile(samples, 1)) ms (\(samples.count) samples)")
}
if !slowest.isEmpty { print("live narrowing, narrowing keys over 16 ms: \(slowest.joined(separator: ", "))") }
