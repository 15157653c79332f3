@_spi(Flows) import ConsoleFlow
import FlowInvariants
import Foundation

// Fuzzes the transcript file parser: any bytes either fail with a line number or parse into a
// file that writes and reads back to itself, and whose replay keeps the invariants.

private let chooseName = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })

private func check(_ data: Data) {
  guard let file = try? TranscriptFile(parsing: String(decoding: data, as: UTF8.self)) else { return }
  guard let again = try? TranscriptFile(parsing: file.text), again.text == file.text, again.inputs == file.inputs
  else { fatalError("a parsed file does not read back to itself: \(file.text.debugDescription)") }
  let flow = Flow(
    root(chooseName), input: ["one", "two", "\u{1B}[2J"], traits: Traits(width: file.width, height: file.height))
  if let violation = Fuzzing.blocking({ await FlowInvariants.firstViolation(flow, lines: file.inputs) }) {
    fatalError(violation)
  }
  let replayed = Fuzzing.blocking { await file.replayed(on: flow) }
  guard replayed.inputs == file.inputs || replayed.inputs.count < file.inputs.count else {
    fatalError("a replay sent inputs the file does not hold")
  }
}

@main enum Main {
  static func main() { Fuzzing.main(check: check) }
}
