import Foundation
import Testing

/// `flows pick --filter` with fzf's options keeps the lines fzf 0.74.5 keeps, with its exit
/// status: Tests/FzfAnswers/options.jsonl, recorded by scripts/record-fzf-answers.py.
@Suite("flows pick with fzf's options")
struct PickFzfOptionsTests {
  struct Answer: Decodable, Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let query: String
    let lines: [Int]
    let status: Int32
    var testDescription: String { (arguments + ["--filter", query]).joined(separator: " ") }
  }

  static let home = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../Tests/FzfAnswers")
  static let corpus = (try? Data(contentsOf: home.appendingPathComponent("corpus.txt"))) ?? Data()
  static let answers: [Answer] = {
    let text = (try? String(contentsOf: home.appendingPathComponent("options.jsonl"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Answer.self, from: Data($0.utf8)) }
  }()

  @Test("the answers are there")
  func recorded() {
    #expect(Self.answers.count >= 285 && !Self.corpus.isEmpty)
  }

  @Test("each case keeps fzf's lines and ends with its status", arguments: answers)
  func sameAsFzf(_ answer: Answer) async throws {
    let result = try await pick(answer.arguments + ["--filter", answer.query], input: [UInt8](Self.corpus))
    #expect(result.status == answer.status, "\(result.errors)")
    // Lines as bytes: Swift's strings would take a decomposed é for the composed one.
    var printed = result.output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map(Array.init)
    if answer.arguments.contains("--print-query") {
      #expect(printed.first == Array(answer.query.utf8), "the query comes first")
      printed.removeFirst()
    }
    var numbers: [[UInt8]: [Int]] = [:]
    for (number, line) in zip(1..., Self.corpus.split(separator: 0x0A)) {
      numbers[Array(line), default: []].append(number)
    }
    let kept = Set(printed).flatMap { numbers[$0] ?? [] }.sorted()
    #expect(kept == answer.lines)
    if answer.arguments.contains(where: { $0 == "+s" || $0 == "--no-sort" }) && !answer.arguments.contains("--tac") {
      let lines = Self.corpus.split(separator: 0x0A).map(Array.init)
      #expect(printed == answer.lines.map { lines[$0 - 1] }, "+s keeps the input's order")
    }
  }
}
