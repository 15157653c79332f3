@_spi(Interpreter) import ConsoleFlow
import FilesFlow
import Foundation
import SqlFlow
import Synchronization

/// `bench rows table` or `bench rows as-list`: 1,000,000 rows streamed in batches of 10,000 into the
/// table screen (five typed columns) or into the list screen of the same rows (a label and a
/// detail): the time to the first page and to the last row (median of 3), then, for the table,
/// `:sort` by a number and by text (median of 3); the process's peak memory once the rows are in,
/// and after the sorts.
@MainActor
func rowsBenchmark(kind: String) async throws {
  struct Song: Sendable {
    let number: Int
    let name: String
    let milliseconds: Int
    let composer: String?
    let bytes: Int64
  }
  let count = 1_000_000
  func songs() -> ElementStream<Song> {
    ElementStream(
      "rows",
      batches: {
        // Each batch made when it is asked for, as rows read from a source come.
        let next = Mutex(0)
        return AsyncStream<[Song]> {
          let start = next.withLock { start in
            defer { start += 10_000 }
            return start
          }
          guard start < count else { return nil }
          return (start..<start + 10_000).map { index in
            Song(
              number: index + 1, name: "Track \(index) of album \(index % 977)",
              milliseconds: index &* 7919 % 900_000, composer: index % 5 == 0 ? nil : "Composer \(index % 331)",
              bytes: Int64(index &* 104_729 % 20_000_000))
          }
        }
      })
  }
  let table = Screen<ElementStream<Song>, Song>.table(
    title: "Songs",
    columns: [
      TableColumn("#", \.number), TableColumn("Name", \.name),
      TableColumn("Length") { .duration(.milliseconds($0.milliseconds)) }, TableColumn("Composer", \.composer),
      TableColumn("Size") { .bytes($0.bytes) },
    ], rows: .input, key: "Name")
  let list = Screen<ElementStream<Song>, Song>.list(
    title: "Songs", rows: .input, label: { $0.name }, detail: { String($0.milliseconds / 1000) })
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
  var firstPage: [Double] = []
  var whole: [Double] = []
  var loaded: Flow<Song>?
  for _ in 0..<3 {
    let start = clock.now
    var flow = Flow(root(kind == "table" ? table : list), input: songs(), traits: Traits(width: 100, height: 30))
    guard case .wait(let load) = flow.currentEffect else { fatalError("the rows' screen waits for its first page") }
    let (events, delivery) = AsyncStream.makeStream(of: Load.Event.self)
    let running = Task {
      await load.run { delivery.yield($0) }
      delivery.finish()
    }
    var shown = false
    for await event in events {
      let (next, effect) = flow.taking(event, from: load.id)
      flow = next
      if !shown, case .show(let page)? = effect {
        shown = true
        _ = page.render(for: flow.traits)
        firstPage.append(milliseconds(clock.now - start))
      }
    }
    await running.value
    whole.append(milliseconds(clock.now - start))
    loaded = flow
  }
  func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
  func peakMiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst().first
    return (peak.flatMap { Int($0) } ?? 0) / 1024
  }
  print(
    "\(kind), 1,000,000 rows streamed: first page \(median(firstPage)) ms, every row \(median(whole)) ms (median of 3)")
  print("\(kind), 1,000,000 rows in: peak memory \(peakMiB()) MiB")
  if kind == "table", let flow = loaded {
    for column in ["-length", "name"] {
      var times: [Double] = []
      for _ in 0..<3 {
        let start = clock.now
        let sorted = flow.step(":sort \(column)").flow
        _ = sorted.page.render(for: sorted.traits)
        times.append(milliseconds(clock.now - start))
      }
      print("table, 1,000,000 rows: :sort \(column) to its first page \(median(times)) ms (median of 3)")
    }
  }
  if kind == "table" { print("table, 1,000,000 rows, after the sorts: peak memory \(peakMiB()) MiB") }
}
