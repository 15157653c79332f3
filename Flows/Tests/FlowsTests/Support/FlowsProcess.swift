import Foundation
import TestSupport

/// Runs the built `flows` binary with piped input and answers its output, errors and status.
func flows(
  _ arguments: [String], input: String = "", environment extra: [String: String] = [:], in folder: URL? = nil,
  program: String? = nil
) throws -> (output: String, errors: String, status: Int32) {
  let process = try FlowsProcess(arguments, environment: extra, in: folder, program: program)
  process.write(input)
  process.closeInput()
  return process.finish()
}

/// The built `flows` binary running with pipes for its standard streams, driven step by step:
/// write lines, wait for output, send signals. It runs in a home of its own, with an environment
/// written out whole (80×24, `TERM=dumb`), removed when the process is finished or forgotten.
final class FlowsProcess {
  struct Timeout: Error, CustomStringConvertible {
    let wanted: String
    let output: String
    var description: String { "timed out waiting for \"\(wanted)\"; the output was:\n\(output)" }
  }

  let process = Process()
  private let stdin = Pipe()
  private let stdout = Pipe()
  private let stderr = Pipe()
  private(set) var output = ""
  /// The process's home, its XDG folders inside.
  let home: URL

  /// Starts `flows` with `arguments` (or `program`, a shell that starts it, say).
  init(
    _ arguments: [String], environment extra: [String: String] = [:], in folder: URL? = nil, program: String? = nil
  ) throws {
    home = try TemporaryFolder.make(prefix: "consoleflow-home-")
    process.executableURL = program.map { URL(fileURLWithPath: $0) } ?? BuiltProducts.flows
    process.arguments = arguments
    process.environment = TestEnvironment.explicit(home: home.path, extra: extra)
    if let folder { process.currentDirectoryURL = folder }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
  }

  /// Writes to the program's stdin; a program that ended without reading it (a start that
  /// failed) is no failure of the test's own.
  func write(_ text: String) {
    _ = Self.brokenPipesIgnored
    try? stdin.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// SIGPIPE would end the whole test process when a program closes its stdin first.
  private static let brokenPipesIgnored: Void = { _ = Foundation.signal(SIGPIPE, SIG_IGN) }()

  func closeInput() {
    try? stdin.fileHandleForWriting.close()
  }

  /// Reads stdout until it holds `text`, for at most `seconds`.
  func waitFor(_ text: String, seconds: Double = 10) throws {
    let descriptor = stdout.fileHandleForReading.fileDescriptor
    let deadline = Date().addingTimeInterval(seconds)
    while !output.contains(text) {
      let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&ready, 1, left) > 0 else { throw Timeout(wanted: text, output: output) }
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { throw Timeout(wanted: text, output: output) }
      output += String(decoding: buffer[0..<count], as: UTF8.self)
    }
  }

  func signal(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  deinit {
    if process.isRunning { process.terminate() }
    TemporaryFolder.remove(home)
  }

  /// Waits for the end and answers all output, the errors and the status.
  func finish() -> (output: String, errors: String, status: Int32) {
    let rest = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    output += String(decoding: rest, as: UTF8.self)
    return (output, String(decoding: errors, as: UTF8.self), process.terminationStatus)
  }
}

/// A file holding `text`, with a fresh name, in `folder`.
func temporaryFile(in folder: URL, _ text: String) throws -> String {
  let path = folder.appendingPathComponent(UUID().uuidString).path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}
