@_spi(Flows) import ConsoleFlow
import Foundation
import Subprocess
import Synchronization

/// Runs the `git` found on PATH, in one repository, as a child process (swift-subprocess): its
/// whole output, or its NUL-separated records as they come. Arguments are bytes, so a path git
/// gave (`bad\xff.txt`) goes back to it unchanged. Its standard error is read beside its output,
/// however much it writes, and only its start kept for a message. Cancelling the task that reads
/// ends the child and reaps it.
struct Git: Sendable {
  /// The folder git runs in (`git -C`), as the user gave it.
  let folder: String

  /// A failure of git itself, in its own words.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How much of git's standard error is kept for a message; the rest is read and dropped.
  static let errorsKept = 8192

  /// The options every run gets: no pager, no colour, no prompts, paths taken literally, and the
  /// settings that change what git writes fixed, so a user's configuration cannot change a page.
  private func arguments(_ command: [[UInt8]]) -> Arguments {
    let settings = [
      "color.ui=never", "core.quotepath=off", "core.abbrev=7", "diff.noprefix=false", "diff.mnemonicPrefix=false",
      "diff.relative=false", "diff.algorithm=myers", "diff.context=3", "diff.interHunkContext=0", "diff.renames=true",
      "log.showSignature=false",
    ]
    let options = ["--no-pager", "--literal-pathspecs"] + settings.flatMap { ["-c", $0] } + ["-C", folder]
    // swift-subprocess copies byte arguments with strdup: each must end with its NUL.
    return Arguments((options.map { Array($0.utf8) } + command).map { $0 + [0] })
  }

  /// How a child runs and ends. In a process group of its own: Ctrl-C and Ctrl-Z at the terminal
  /// are the REPL's to turn into a cancel or a stop, never the child's to die of. When its reader
  /// is cancelled or the program ends, the whole group (git and the helpers it started): SIGTERM,
  /// then SIGKILL if any is left half a second later; git is reaped either way.
  private static var platformOptions: PlatformOptions {
    var options = PlatformOptions()
    options.processGroupID = 0
    options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(500))]
    return options
  }

  private var environment: Environment {
    .inherit.updating(["GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"])
  }

  /// Whether the folder is in a repository: throws the reason in words when it is not.
  func checkRepository() async throws {
    do {
      _ = try await output(["rev-parse", "--git-dir"])
    } catch let failure as Failure where failure.description.contains("not a git repository") {
      // git names the folder it looked for (".git"), not the one the user gave.
      throw Failure(description: "\(folder): not a git repository (nor is any folder above it)")
    }
  }

  /// The whole standard output of `git COMMAND`, however large; a non-zero exit throws git's
  /// first error line.
  func output(_ command: [String]) async throws -> [UInt8] {
    try await output(command.map { Array($0.utf8) })
  }

  /// The same, with arguments as bytes.
  func output(_ command: [[UInt8]]) async throws -> [UInt8] {
    try await run(command) { output in
      var bytes: [UInt8] = []
      for try await buffer in output { buffer.withUnsafeBytes { bytes += $0 } }
      return bytes
    }
  }

  /// The NUL-separated records of `git COMMAND`'s output, as git writes them. Reading them to
  /// their end, or being cancelled, returns only once git has ended and been reaped.
  func records(_ command: [String]) -> ReapedRecords {
    let (records, delivery) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    let reading = Task {
      do {
        try await run(command.map { Array($0.utf8) }) { output in
          var records = ByteRecords(separator: 0)
          for try await buffer in output {
            buffer.withUnsafeBytes { records.records(in: $0) }.forEach { delivery.yield($0) }
          }
          if let last = records.finish() { delivery.yield(last) }
        }
        delivery.finish()
      } catch {
        delivery.finish(throwing: error)
      }
    }
    delivery.onTermination = { _ in reading.cancel() }
    return ReapedRecords(records: records, reading: reading)
  }

  /// Runs `git COMMAND`, its output handed to `read` as it comes and its standard error drained
  /// beside it; a non-zero exit throws git's first error line, after what `read` took.
  private func run<Result: Sendable>(
    _ command: [[UInt8]], read: (SubprocessOutputSequence) async throws -> Result
  ) async throws -> Result {
    let group = Locked<ProcessGroup?>(nil)
    let ran: Swift.Result<(status: TerminationStatus, value: Result, errors: [UInt8]), any Error>
    do {
      let result = try await Subprocess.run(
        .name("git"), arguments: arguments(command), environment: environment,
        platformOptions: Self.platformOptions, input: .none, output: .sequence, error: .sequence
      ) { execution in
        group.withLock { $0 = ProcessGroup(id: execution.processIdentifier.value) }
        async let errors = Self.start(of: execution.standardError, keeping: Self.errorsKept)
        let value = try await read(execution.standardOutput)
        return (value, try await errors)
      }
      ran = .success((result.terminationStatus, result.closureResult.0, result.closureResult.1))
    } catch {
      ran = .failure(error)
    }
    // However git ended (done, failed, cancelled), nothing of its group outlives it.
    if let left = group.withLock({ $0 }) { await left.end() }
    do {
      let result = try ran.get()
      try Self.check(result.status, errors: result.errors)
      return result.value
    } catch let error as SubprocessError {
      throw Self.failure(error)
    }
  }

  /// The first `kept` bytes of `sequence`, read to its end.
  private static func start(of sequence: SubprocessOutputSequence, keeping kept: Int) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    for try await buffer in sequence where bytes.count < kept {
      buffer.withUnsafeBytes { bytes += $0.prefix(kept - bytes.count) }
    }
    return bytes
  }

  private static func check(_ status: TerminationStatus, errors: [UInt8]) throws {
    guard case .exited(0) = status else {
      let said = errors.split(separator: UInt8(ascii: "\n")).first.map { Array($0).text }
      throw Failure(description: said.map(Self.withoutPrefix) ?? "git ended with \(status)")
    }
  }

  /// git's "fatal: " and "error: " prefixes say nothing to a reader of the flow.
  private static func withoutPrefix(_ line: String) -> String {
    for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
    return line
  }

  private static func failure(_ error: SubprocessError) -> Failure {
    if error.code == .executableNotFound {
      return Failure(description: "git was not found on PATH; install git to browse a history")
    }
    return Failure(description: "git could not be run: \(error)")
  }
}

/// A child's records, as an async sequence whose end (or cancellation) waits for the child to
/// be ended and reaped: a load's task never finishes while its git still runs.
struct ReapedRecords: AsyncSequence, Sendable {
  typealias Element = [UInt8]
  let records: AsyncThrowingStream<[UInt8], any Error>
  let reading: Task<Void, Never>?

  /// No records at all.
  static var empty: ReapedRecords { ReapedRecords(records: AsyncThrowingStream { $0.finish() }, reading: nil) }

  struct AsyncIterator: AsyncIteratorProtocol {
    var base: AsyncThrowingStream<[UInt8], any Error>.AsyncIterator
    let reading: Task<Void, Never>?

    mutating func next() async throws -> [UInt8]? {
      do {
        if let record = try await base.next() { return record }
        // The stream ended (or its reader was cancelled): wait for git to be gone.
        reading?.cancel()
        await reading?.value
        return nil
      } catch {
        reading?.cancel()
        await reading?.value
        throw error
      }
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: records.makeAsyncIterator(), reading: reading)
  }
}

extension [UInt8] {
  /// The bytes as text: invalid UTF-8 shows as replacement characters, never a crash.
  var text: String { String(decoding: self, as: UTF8.self) }
}
