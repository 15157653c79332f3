// `swift run -c release FullScreenBenchmark`: the bytes full screen writes per cursor move on a
// list of 1,000,000 lines, and the time to lay out and diff each frame, at 80×24, 40×15 and
// 130×40. The list's pages are made as the core would give them for the rows shown (a row's
// label from its number); each move is laid out by FullScreenLayout and written by FrameDiff.
// Moves: down within the rows shown, down past the last row (the list scrolls a row), Page
// Down, and the wheel (three rows); scrolled in place (scroll regions) and written again.
// Run by scripts/bench.sh.
import ConsoleFlow
import ConsoleFlowREPL
import Foundation

let count = 1_000_000
let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo"]

/// Line `number`'s label: its number and two to nine words, the same on every run.
func label(_ number: Int) -> String {
  var state = UInt64(number) &* 0x9E37_79B9_7F4A_7C15
  var parts = ["line \(number)"]
  for _ in 0..<(2 + Int(state % 8)) {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    parts.append(words[Int(state >> 33) % words.count])
  }
  return parts.joined(separator: " ")
}

/// The page of `rows` lines from `first`, as the core gives a list's page.
func page(first: Int, rows: Int) -> Page {
  let last = min(count, first + rows - 1)
  var page = Page(
    title: "Lines", breadcrumb: ["Lines"], status: "\(first)–\(last) of \(count)",
    items: (first...last).map { Page.Item(number: $0, label: label($0)) }, prompt: "Lines> ")
  page.itemCount = count
  return page
}

/// A move of the benchmark, and how the view takes it.
struct Move {
  let name: String
  let apply: (FullScreenView, Int) -> FullScreenView
}

/// `view` with its state changed by `change`.
func changed(_ view: FullScreenView, _ change: (inout PageState) -> Void) -> FullScreenView {
  var view = view
  change(&view.state)
  return view
}

let moves = [
  Move(name: "down, in view") { view, rows in
    // Back to the top row at the last: only moves that stay in view are measured.
    let cursor = view.cursor ?? 1
    return cursor - view.firstItem == rows - 1
      ? FullScreenView(cursor: view.firstItem, firstItem: view.firstItem)
      : changed(view) { $0.move(.down, count: count, rows: rows) }
  },
  Move(name: "down, scrolling") { view, rows in changed(view) { $0.move(.down, count: count, rows: rows) } },
  Move(name: "page down") { view, rows in changed(view) { $0.move(.pageDown, count: count, rows: rows) } },
  Move(name: "wheel, 3 rows") { view, rows in changed(view) { $0.scroll(by: 3, count: count, rows: rows) } },
]

let clock = ContinuousClock()
func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
  let sorted = samples.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

let steps = 2000
print("full screen, \(count) lines: bytes per cursor move (mean, max) and layout + diff per move (p50, p90)")
for (width, height) in [(80, 24), (40, 15), (130, 40)] {
  let traits = Traits(width: width, height: height, color: true)
  let rows = FullScreenLayout.geometry(for: page(first: 1, rows: 1), view: FullScreenView(), traits: traits).listRows
    .count
  var whole = FrameDiff()
  let start = FullScreenView(cursor: 500_000, firstItem: 500_000 - rows + 1)
  let firstFrame = whole.bytes(
    toShow: FullScreenLayout.frame(for: page(first: start.firstItem, rows: rows), view: start, traits: traits))
  print("\(width)x\(height): \(rows) rows; a whole frame \(firstFrame.utf8.count) bytes")
  for move in moves {
    for scrolls in [true, false] {
      // The in-view move never scrolls: once is enough.
      if !scrolls && move.name == "down, in view" { continue }
      var diff = FrameDiff()
      diff.scrollsInPlace = scrolls
      var view = start
      _ = diff.bytes(
        toShow: FullScreenLayout.frame(for: page(first: view.firstItem, rows: rows), view: view, traits: traits))
      var bytes: [Int] = []
      var times: [Double] = []
      for _ in 0..<steps {
        view = move.apply(view, rows)
        let shown = page(first: view.firstItem, rows: rows)
        var written = ""
        let elapsed = clock.measure {
          written = diff.bytes(toShow: FullScreenLayout.frame(for: shown, view: view, traits: traits))
        }
        bytes.append(written.utf8.count)
        times.append(microseconds(elapsed))
      }
      let mean = Double(bytes.reduce(0, +)) / Double(bytes.count)
      let name = move.name + (move.name == "down, in view" ? "" : scrolls ? ", scrolled in place" : ", rewritten")
      print(
        String(
          format: "  %-34@ %7.1f bytes (max %5d)   %6.0f µs p50  %6.0f µs p90", name as NSString, mean,
          bytes.max() ?? 0, percentile(times, 0.5), percentile(times, 0.9)))
    }
  }
}
print("synchronized output adds \(("\u{1B}[?2026h" + "\u{1B}[?2026l").utf8.count) bytes to each update")
