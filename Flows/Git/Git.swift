import ConsoleFlow
import Foundation
import Subprocess

/// Runs the `git` found on PATH, in one repository, as a child process (swift-subprocess): its
/// whole output, or its NUL-separated records as they come. Cancelling the task that reads ends
/// the child and reaps it.
struct Git: Sendable {
  /// The folder git runs in (`git -C`), as the user gave it.
  let folder: String

  /// A failure of git itself, in its own words.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The options every run gets: no pager, no colour, no prompts, paths taken literally, and the
  /// settings that change what git writes fixed, so a user's configuration cannot change a page.
  private func arguments(_ command: [String]) -> Arguments {
    let settings = [
      "color.ui=never", "core.quotepath=off", "core.abbrev=7", "diff.noprefix=false", "diff.mnemonicPrefix=false",
      "diff.relative=false", "diff.algorithm=myers", "diff.context=3", "diff.interHunkContext=0", "diff.renames=true",
      "log.showSignature=false",
    ]
    return Arguments(
      ["--no-pager", "--literal-pathspecs"] + settings.flatMap { ["-c", $0] } + ["-C", folder] + command)
  }

  /// How a child runs and ends. In a process group of its own: Ctrl-C and Ctrl-Z at the terminal
  /// are the REPL's to turn into a cancel or a stop, never the child's to die of. When its reader
  /// is cancelled or the program ends: SIGTERM, then SIGKILL if it has not ended half a second
  /// later; it is reaped either way.
  private static var platformOptions: PlatformOptions {
    var options = PlatformOptions()
    options.processGroupID = 0
    options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .milliseconds(500))]
    return options
  }

  private var environment: Environment {
    .inherit.updating(["GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"])
  }

  /// The whole standard output of `git COMMAND`; a non-zero exit throws git's first error line.
  func output(_ command: [String]) async throws -> [UInt8] {
    do {
      let result = try await run(
        .name("git"), arguments: arguments(command), environment: environment,
        platformOptions: Self.platformOptions, input: .none, output: .bytes(limit: 512 * 1024 * 1024),
        error: .string(limit: 64 * 1024))
      try Self.check(result.terminationStatus, errors: result.standardError)
      return result.standardOutput
    } catch let error as SubprocessError {
      throw Self.failure(error)
    }
  }

  /// The NUL-separated records of `git COMMAND`'s output, as git writes them. Reading them to
  /// their end, or being cancelled, returns only once git has ended and been reaped.
  func records(_ command: [String]) -> ReapedRecords {
    let (records, delivery) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    let arguments = arguments(command)
    let environment = environment
    let reading = Task {
      do {
        let result = try await run(
          .name("git"), arguments: arguments, environment: environment, platformOptions: Self.platformOptions,
          input: .none, output: .sequence, error: .string(limit: 64 * 1024)
        ) { execution in
          var records = ByteRecords(separator: 0)
          for try await buffer in execution.standardOutput {
            buffer.withUnsafeBytes { records.records(in: $0) }.forEach { delivery.yield($0) }
          }
          if let last = records.finish() { delivery.yield(last) }
        }
        try Self.check(result.terminationStatus, errors: result.standardError)
        delivery.finish()
      } catch let error as SubprocessError {
        delivery.finish(throwing: Self.failure(error))
      } catch {
        delivery.finish(throwing: error)
      }
    }
    delivery.onTermination = { _ in reading.cancel() }
    return ReapedRecords(records: records, reading: reading)
  }

  private static func check(_ status: TerminationStatus, errors: String?) throws {
    guard case .exited(0) = status else {
      let said = (errors ?? "").split(separator: "\n").first.map(String.init)
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
