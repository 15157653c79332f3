@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import TestSupport
import Testing

/// The examples in the documentation comments of the library's public API, each made the body of
/// a function in `Examples/`, one file a source folder, so that the test target compiles them.
/// When a comment changes, its file no longer matches and this test fails until
/// `CONSOLEFLOW_RECORD=1` makes it anew; the build then says whether the new example compiles.
@Suite("The documentation comments' examples")
struct DocCommentExampleTests {
  @Test("every Swift example of a public declaration's comment is compiled, as written")
  func everyExampleIsCompiled() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 60, "the public API's comments hold their examples")
    let files = Dictionary(grouping: examples, by: \.compiledFile)
    for (name, examples) in files.sorted(by: { $0.key < $1.key }) {
      let golden = GoldenFile(path: Self.compiled.appendingPathComponent(name).path)
      switch try golden.check(Self.file(of: examples)) {
      case .matches: break
      case .recorded:
        if !golden.recording { Issue.record("Wrote Examples/\(name); build and run the tests again.") }
      case .differs(let diff):
        Issue.record(
          "The examples changed (CONSOLEFLOW_RECORD=1 writes them anew, then the build checks them):\n\(diff)")
      }
    }
    // A file whose examples are gone goes too, or it would compile examples no comment holds.
    let kept = try FileManager.default.contentsOfDirectory(atPath: Self.compiled.path).filter { $0.hasSuffix(".swift") }
    for stale in Set(kept).subtracting(files.keys) {
      let path = Self.compiled.appendingPathComponent(stale).path
      if GoldenFile.isRecording() {
        try FileManager.default.removeItem(atPath: path)
      } else {
        Issue.record("Examples/\(stale) holds examples no comment has (CONSOLEFLOW_RECORD=1 removes it)")
      }
    }
  }

  /// The folder of the compiled files, beside this one.
  private static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// One example: where it is, and its lines as written.
  struct Example {
    let file: String
    let number: Int
    let lines: [String]
    /// Whether it documents SPI (`@_spi(...)`): it is compiled apart, importing the SPI, so an
    /// example of the public API never leans on it.
    let isSPI: Bool

    /// The compiled file it goes to: one for each folder of sources, as
    /// `ConsoleFlow+Screens.swift` for `Sources/ConsoleFlow/Screens/`, and `+SPI` for SPI.
    var compiledFile: String {
      let folders = file.split(separator: "/").dropFirst().dropLast()
      return folders.joined(separator: "+") + (isSPI ? "+SPI" : "") + ".swift"
    }
  }

  /// Every example of a public declaration's comment in the library's sources, file by file.
  static func examples() throws -> [Example] {
    let sources = GoldenFiles.repository.appendingPathComponent("Sources")
    let paths = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try paths.flatMap { path in
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      return examples(in: text).enumerated().map {
        Example(file: "Sources/" + path, number: $0 + 1, lines: $1.lines, isSPI: $1.isSPI)
      }
    }
  }

  /// The Swift blocks of the `///` comments in `text` that document a public declaration, each
  /// with whether it is SPI: marked `@_spi(...)` itself, or inside a type or extension so marked
  /// (at the file's top level).
  static func examples(in text: String) -> [(lines: [String], isSPI: Bool)] {
    var found: [(lines: [String], isSPI: Bool)] = []
    var pending: [[String]] = []
    var block: [String]?
    var attributesAreSPI = false
    var inSPIScope = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let words = trimmed.split(separator: " ")
      let isTopLevel = !line.hasPrefix(" ") && !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("}")
      if trimmed.hasPrefix("///") {
        var comment = trimmed.dropFirst(3)
        if comment.first == " " { comment = comment.dropFirst() }
        if block == nil, comment.trimmingCharacters(in: .whitespaces) == "```swift" {
          block = []
        } else if let finished = block, comment.trimmingCharacters(in: .whitespaces) == "```" {
          pending.append(finished)
          block = nil
        } else {
          block?.append(String(comment))
        }
      } else if trimmed.hasPrefix("@"), !words.contains("public"), !words.contains("extension") {
        // An attribute between the comment and its declaration.
        if trimmed.hasPrefix("@_spi(") { attributesAreSPI = true }
        continue
      } else {
        let isSPI = attributesAreSPI || trimmed.hasPrefix("@_spi(")
        if isTopLevel { inSPIScope = isSPI }
        // The modifiers before the declaration's keyword hold `public` when it is public API.
        if words.prefix(4).contains("public") {
          found += pending.map { (lines: $0, isSPI: isSPI || inSPIScope) }
        }
        pending = []
        block = nil
        attributesAreSPI = false
      }
    }
    return found
  }

  /// The Swift file that holds every example as the body of a function of its own.
  static func file(of examples: [Example]) -> String {
    // The SPI each module has: the `flows` tool's (`Flows`) and the interpreters' (`Interpreter`).
    let isSPI = examples.first?.isSPI == true
    let (tool, interpreter) = isSPI ? ("@_spi(Flows) ", "@_spi(Interpreter) ") : ("", "")
    var text = """
      // swift-format-ignore-file
      // Made by DocCommentExampleTests from the examples in the library's documentation comments:
      // do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
      // (the formatter leaves it as written too).

      \(tool)\(interpreter)import ConsoleFlow
      \(interpreter)import ConsoleFlowExploration
      \(tool)import ConsoleFlowFiles
      \(tool)import ConsoleFlowGoldenFiles
      \(tool)\(interpreter)import ConsoleFlowREPL
      \(interpreter)import ConsoleFlowTesting
      import Foundation
      import Testing

      """
    for example in examples {
      let name = (example.file.split(separator: "/").last.map(String.init) ?? example.file)
        .replacingOccurrences(of: ".swift", with: "")
        .filter { $0.isLetter || $0.isNumber }
      text += """

        // \(example.file), example \(example.number)
        @MainActor private func \(name.prefix(1).lowercased() + name.dropFirst())Example\(example.number)() async throws {

        """
      for line in example.lines { text += line.isEmpty ? "\n" : "  \(line)\n" }
      text += "}\n"
    }
    return text
  }
}
