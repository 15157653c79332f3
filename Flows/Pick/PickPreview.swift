@_spi(Flows) import ConsoleFlow
import Foundation
import GitFlow
import Subprocess
import Synchronization

/// `flows pick --preview COMMAND`, as fzf's: the command runs with `sh -c` for the line under the
/// cursor, its placeholders filled (``PreviewTemplate``: the line and its fields only ever
/// quoted); what it writes (its errors too, as they come) shows as it comes. A preview the cursor
/// left is cancelled: the command's whole process group is ended, and so is every process it
/// started that left the group (`setsid`), which ``PreviewReaper`` finds.
package struct PickPreview: Sendable {
  /// The command, as given.
  package let command: String
  package let template: PreviewTemplate

  /// How many lines of a command's output are kept: more than any terminal shows. A command that
  /// writes on past them is ended.
  package static let linesKept = 500

  /// The longest line kept whole: a file with no line breaks (a binary) is cut into lines wider
  /// than any terminal.
  package static let longestLine = 4096

  package init(command: String, delimiter: String?) throws(PreviewTemplate.Unsupported) {
    self.command = command
    template = try PreviewTemplate(command, delimiter: delimiter)
  }

  /// The preview of a line of `arena`, `number` its number from 0.
  package func preview(of arena: LineArena, number: @escaping @Sendable (PickLine) -> Int) -> Preview<PickLine> {
    PreviewReaper.takeOrphans()
    return .streaming("Loading preview", readsQuery: template.readsQuery) { line, query, deliver in
      try await self.run(for: arena.bytes(of: line), number: number(line), query: query, deliver: deliver)
    }
  }

  /// Runs the command for `line`, handing `deliver` its output's lines as they come; its exit
  /// status when it failed without a word.
  package func run(
    for line: [UInt8], number: Int, query: String, deliver: @escaping @Sendable ([Page.Line]) -> Void
  ) async throws {
    var files: [String] = []
    defer { PreviewFiles.remove(files) }
    let commandLine = try template.command(line: line, number: number, query: query, files: &files)
    var options = PlatformOptions()
    // A group of its own: Ctrl-C at the terminal is the chooser's; a cancel ends the group.
    options.processGroupID = 0
    options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
    let group = Locked<ProcessGroup?>(nil)
    let ran: Swift.Result<(TerminationStatus, Int), any Error>
    PreviewReaper.willStart()
    do {
      // The cursor moved on: the command's group is asked to end at once, its reads then end.
      let result = try await withTaskCancellationHandler {
        try await Subprocess.run(
          .path("/bin/sh"), arguments: Arguments([Array("-c".utf8) + [0], commandLine + [0]]),
          platformOptions: options, input: .none, output: .sequence, error: .combinedWithOutput
        ) { execution in
          let started = ProcessGroup(id: execution.processIdentifier.value)
          PreviewReaper.started(started.id)
          group.withLock { $0 = started }
          // Cancelled before the group was known: the handler had nothing to end.
          if Task.isCancelled { started.askToEnd() }
          return try await Self.deliverLines(of: execution.standardOutput, group: started, deliver: deliver)
        }
      } onCancel: {
        group.withLock { $0 }?.askToEnd()
      }
      ran = .success((result.terminationStatus, result.closureResult))
    } catch {
      ran = .failure(error)
    }
    if group.withLock({ $0 }) == nil { PreviewReaper.notStarted() }
    // However it ended, nothing it started outlives the preview: its group, then what left it.
    if let left = group.withLock({ $0 }) {
      await left.end(grace: .milliseconds(200))
      PreviewReaper.ended(left.id)
    }
    await PreviewReaper.endOrphans()
    try Task.checkCancellation()
    let (status, delivered) = try ran.get()
    if delivered == 0, case .exited(let code) = status, code != 0 {
      deliver([Page.Line("\(command): exit status \(code)", tone: .message)])
    }
  }

  /// Hands `deliver` the lines of `sequence` as they come, the first ``linesKept``; past them, or
  /// once the command's shell has ended while a process it left holds the output open, the
  /// command's group and what left it are ended, so the reading ends. Answers how many lines went.
  private static func deliverLines(
    of sequence: SubprocessOutputSequence, group: ProcessGroup, deliver: @Sendable ([Page.Line]) -> Void
  ) async throws -> Int {
    // The shell ended and something it left (`setsid … &`) holds the output: the preview is over.
    let watch = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(50))
        if Platform.processHasEnded(group.id) {
          await PreviewReaper.endOrphans()
          return
        }
      }
    }
    defer { watch.cancel() }
    var delivered = 0
    var current: [UInt8] = []
    for try await buffer in sequence {
      var lines: [Page.Line] = []
      buffer.withUnsafeBytes { bytes in
        for byte in bytes {
          if byte == UInt8(ascii: "\n") {
            lines.append(Page.Line(String(decoding: current, as: UTF8.self)))
            current = []
          } else {
            current.append(byte)
            if current.count == longestLine {
              lines.append(Page.Line(String(decoding: current, as: UTF8.self)))
              current = []
            }
          }
        }
      }
      let kept = Array(lines.prefix(linesKept - delivered))
      if !kept.isEmpty { deliver(kept) }
      delivered += kept.count
      if delivered >= linesKept {
        await group.end(grace: .milliseconds(200))
        return delivered
      }
    }
    if !current.isEmpty {
      deliver([Page.Line(String(decoding: current, as: UTF8.self))])
      delivered += 1
    }
    return delivered
  }
}
