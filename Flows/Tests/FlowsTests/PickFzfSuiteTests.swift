import FlowsTestSupport
import Foundation
import TestSupport
import Testing

/// The parts of fzf's own test suite that run without a terminal (test_filter.rb, test_core.rb),
/// written again as data (`Tests/FzfAnswers/suite.jsonl`): flows pick answers as fzf 0.74.5 did,
/// but where a case names its difference. fzf itself answers them again beside it when it is
/// installed, which CI requires: a run without it says so rather than passing quietly.
@Suite("fzf's own filter and core cases, beside fzf")
struct PickFzfSuiteTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardized
  static let cases = FzfSuiteCase.all("filter", from: repository)

  @Test("the cases are there")
  func recorded() {
    #expect(Self.cases.count >= 40)
  }

  @Test("flows pick answers as fzf did, or as the case's difference says", arguments: cases)
  func sameAsFzf(_ suiteCase: FzfSuiteCase) async throws {
    let result = try await pick(suiteCase.arguments ?? [], input: suiteCase.inputBytes)
    let printed = String(decoding: result.output, as: UTF8.self)
    guard let expected = suiteCase.stdout, let status = suiteCase.status else {
      Issue.record("\(suiteCase) has no recorded answer")
      return
    }
    #expect(result.status == suiteCase.pickStatus ?? status, "\(result.errors)")
    switch suiteCase.compare {
    case "order": #expect(printed == expected)
    case "lines": #expect(Set(printed.split(separator: "\n")) == Set(expected.split(separator: "\n")))
    default: break
    }
    if suiteCase.pickStatus == 2 { #expect(!result.errors.isEmpty, "a refusal says why") }
  }

  @Test(
    "fzf 0.74.5 answers each case as recorded", .enabled(if: Fzf.binary != nil || Fzf.isRequired, "\(Fzf.missing)"))
  func fzfStillAnswers() throws {
    let fzf = try #require(Fzf.binary, "\(Fzf.missing)")
    for suiteCase in Self.cases {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: fzf)
      process.arguments = suiteCase.arguments ?? []
      let (input, output) = (Pipe(), Pipe())
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      try input.fileHandleForWriting.write(contentsOf: Data(suiteCase.inputBytes))
      try input.fileHandleForWriting.close()
      let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(printed == suiteCase.stdout, "\(suiteCase)")
      #expect(process.terminationStatus == suiteCase.status, "\(suiteCase)")
    }
  }
}
