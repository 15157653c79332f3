@_spi(Interpreter) import ConsoleFlow
import FilesFlow
import Foundation
import SqlFlow
import Synchronization

/// `bench sql FILE TABLE INDEXED UNINDEXED`: flows sql on a large table, headless, as the REPL
/// runs it: the tables' page, the table's first page, every batch of its rows read by key (the
/// first ten against the last ten: a batch at the end costs what one at the start does), and the
/// first page sorted by an indexed and by an unindexed column; then the peak memory.
@MainActor
func sqlBenchmark(_ arguments: [String]) async throws {
  let (path, table, indexed, unindexed) = (arguments[1], arguments[2], arguments[3], arguments[4])
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
  /// Runs the load `flow` waits for until a page shows (answering that flow and the time it took),
  /// then on to its end unless `firstPageOnly`, noting when each event came.
  func shown(_ flow: Flow<Never>, after start: ContinuousClock.Instant, firstPageOnly: Bool = false) async -> (
    flow: Flow<Never>, firstPage: Double, arrivals: [Double]
  ) {
    guard case .wait(let load) = flow.currentEffect else { return (flow, milliseconds(clock.now - start), []) }
    let (events, delivery) = AsyncStream.makeStream(of: Load.Event.self)
    let running = Task {
      await load.run { delivery.yield($0) }
      delivery.finish()
    }
    var flow = flow
    var firstPage: Double?
    var arrivals: [Double] = []
    for await event in events {
      arrivals.append(milliseconds(clock.now - start))
      let (next, effect) = flow.taking(event, from: load.id)
      flow = next
      if firstPage == nil, case .show(let page)? = effect {
        _ = page.render(for: flow.traits)
        firstPage = milliseconds(clock.now - start)
        if firstPageOnly { running.cancel() }
      }
    }
    await running.value
    return (flow, firstPage ?? milliseconds(clock.now - start), arrivals)
  }
  var start = clock.now
  let file = try SQLiteFile(path: path)
  let (tables, tablesPage, _) = await shown(Flow(Sql.navigation().environment(file), input: ()), after: start)
  print("flows sql: open and the tables' page \(String(format: "%.1f", tablesPage)) ms")
  start = clock.now
  let (stepped, _) = tables.step(table)
  let (loaded, firstPage, arrivals) = await shown(stepped, after: start)
  let intervals = zip(arrivals, arrivals.dropFirst()).map { $1 - $0 }
  func median(_ values: ArraySlice<Double>) -> Double { values.sorted()[values.count / 2] }
  let (early, late) = (median(intervals.prefix(10)), median(intervals.dropLast().suffix(10)))
  print(
    "flows sql: \(table)'s first page \(String(format: "%.1f", firstPage)) ms; all \(arrivals.count - 1) batches "
      + "\(String(format: "%.0f", arrivals.last ?? 0)) ms; a batch at the start \(String(format: "%.2f", early)) ms, "
      + "at the end \(String(format: "%.2f", late)) ms (\(String(format: "%.2f", late / early))x)")
  for column in [indexed, unindexed] {
    start = clock.now
    let (sorted, _) = loaded.step(":sort \(column)")
    let (_, sortedPage, _) = await shown(sorted, after: start, firstPageOnly: true)
    print("flows sql: :sort \(column) to its first page \(String(format: "%.1f", sortedPage)) ms")
  }
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst().first
  print(
    "flows sql: peak memory \((peak.flatMap { Int($0) } ?? 0) / 1024) MiB (every row read, as paging to the end would)")
}
