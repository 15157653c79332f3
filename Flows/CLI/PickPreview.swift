import ConsoleFlow
import GitFlow
import Subprocess
import Synchronization

/// `flows pick --preview COMMAND`, as fzf's: the command runs with `sh -c` for the line under the
/// cursor, each `{}` in it standing for the line quoted for the shell (the line is never read as
/// shell text); what it writes, its errors after, is the preview. A preview the cursor left is
/// cancelled: the command's whole process group is ended.
struct PickPreview: Sendable {
  /// The command, as given.
  let command: String

  /// How many lines of a command's output are kept: more than any terminal shows. A command that
  /// writes on past them is ended.
  static let linesKept = 500

  /// The command line that previews `line`: each `{}` replaced by the line, quoted.
  func commandLine(for line: [UInt8]) -> [UInt8] {
    let quoted = ShellText.quoted(line)
    var result: [UInt8] = []
    var bytes = command.utf8[...]
    while let brace = bytes.firstIndex(of: UInt8(ascii: "{")) {
      result += bytes[..<brace]
      let rest = bytes[brace...]
      if rest.starts(with: "{}".utf8) {
        result += quoted
        bytes = rest.dropFirst(2)
      } else {
        result.append(UInt8(ascii: "{"))
        bytes = rest.dropFirst()
      }
    }
    return result + bytes
  }

  /// The preview of `line`: the command's output, then its errors, as lines; its exit status
  /// when it failed without a word.
  func lines(for line: [UInt8]) async throws -> [Page.Line] {
    var options = PlatformOptions()
    // A group of its own: Ctrl-C at the terminal is the chooser's; a cancel ends the group.
    options.processGroupID = 0
    options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
    let group = Mutex<ProcessGroup?>(nil)
    let ran: Swift.Result<(TerminationStatus, [[UInt8]], [[UInt8]]), any Error>
    do {
      // The cursor moved on: the command's group is asked to end at once, its reads then end.
      let result = try await withTaskCancellationHandler {
        try await run(line, options: options, group: group)
      } onCancel: {
        group.withLock { $0 }?.askToEnd()
      }
      ran = .success(result)
    } catch {
      ran = .failure(error)
    }
    // However it ended, nothing it started outlives the preview.
    if let left = group.withLock({ $0 }) { await left.end(grace: .milliseconds(200)) }
    try Task.checkCancellation()
    let (status, output, errors) = try ran.get()
    var lines = output.map { Page.Line(String(decoding: $0, as: UTF8.self)) }
    lines += errors.map { Page.Line(String(decoding: $0, as: UTF8.self), tone: .message) }
    if lines.isEmpty, case .exited(let code) = status, code != 0 {
      lines = [Page.Line("\(command): exit status \(code)", tone: .message)]
    }
    return Array(lines.prefix(Self.linesKept))
  }

  /// Runs the command for `line`, its group noted in `group` as soon as it starts: its exit
  /// status, its output's lines and its errors'.
  private func run(
    _ line: [UInt8], options: PlatformOptions, group: borrowing Mutex<ProcessGroup?>
  ) async throws -> (TerminationStatus, [[UInt8]], [[UInt8]]) {
    let result = try await Subprocess.run(
      .path("/bin/sh"), arguments: Arguments([Array("-c".utf8) + [0], commandLine(for: line) + [0]]),
      platformOptions: options, input: .none, output: .sequence, error: .sequence
    ) { execution in
      let started = ProcessGroup(id: execution.processIdentifier.value)
      group.withLock { $0 = started }
      // Cancelled before the group was known: the handler had nothing to end.
      if Task.isCancelled { started.askToEnd() }
      async let errors = Self.lines(of: execution.standardError, group: started)
      let output = try await Self.lines(of: execution.standardOutput, group: started)
      return (output, try await errors)
    }
    return (result.terminationStatus, result.closureResult.0, result.closureResult.1)
  }

  /// The first ``linesKept`` lines of `sequence`; past them the command's group is ended, so a
  /// command that writes forever stops.
  private static func lines(of sequence: SubprocessOutputSequence, group: ProcessGroup) async throws -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for try await buffer in sequence {
      buffer.withUnsafeBytes { bytes in
        for byte in bytes {
          if byte == UInt8(ascii: "\n") {
            lines.append(current)
            current = []
          } else {
            current.append(byte)
            // A file with no line breaks (a binary) is cut into lines wider than any terminal.
            if current.count == 4096 {
              lines.append(current)
              current = []
            }
          }
        }
      }
      if lines.count >= linesKept {
        await group.end(grace: .milliseconds(200))
        return lines
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
