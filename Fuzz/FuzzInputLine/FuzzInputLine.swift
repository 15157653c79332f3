import ConsoleFlow
import FlowInvariants
import Foundation

// Fuzzes the input language: any bytes, read as lines, sent to two lists of awkward names; every
// step must keep the invariants. `scripts/fuzz.sh` builds it for libFuzzer; a normal build
// replays the files it is given.

private let names = ["AC/DC", "Motörhead", "坂本龍一", "🎸 Band", ":back", "\\escaped", "1984", "e\u{301}", ""]
private let chooseName = Screen<[String], String>.list(
  title: "Names", rows: .input, label: { $0 }, detail: { "\($0.count)" })
private let flow = Flow(root(chooseName).map { [$0, $0 + " again"] } >>> chooseName, input: names)

private func check(_ data: Data) {
  let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
  let typed = lines.map(String.init)
  if let violation = Fuzzing.blocking({ await FlowInvariants.firstViolation(flow, lines: typed) }) {
    fatalError(violation)
  }
}

@main enum Main {
  static func main() { Fuzzing.main(check: check) }
}
