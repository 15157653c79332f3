extension REPL {
  /// A line a strict headless run did not accept.
  public struct RejectedLine: Error, CustomStringConvertible {
    /// Where the lines came from: the script's path, or `stdin`.
    public let source: String
    /// The line's number, from 1.
    public let line: Int
    /// The line as given.
    public let input: String
    /// Why it was not accepted, as the flow said it.
    public let reason: String
    /// `source:line: "input" was not accepted: reason`, as a compiler reports a line.
    public var description: String { "\(source):\(line): \"\(input)\" was not accepted: \(reason)" }
  }

  /// A strict run was asked to open at a path whose part no longer matches.
  public struct PathMismatch: Error, CustomStringConvertible {
    /// Which part did not match, where, and why.
    public let reason: String
    /// The reason.
    public var description: String { reason }
  }

  /// A headless run ended (quit, or its input ended) while screens held changes not saved.
  public struct UnsavedChanges: Error, CustomStringConvertible {
    /// What was not saved, in words, one a screen.
    public let changes: [String]
    /// `not saved: ...`, the changes one after another.
    public var description: String { "not saved: " + changes.joined(separator: "; ") }
  }

  /// SIGTERM or SIGHUP arrived while a line was read: the terminal was restored and the run ended.
  public struct Terminated: Error, CustomStringConvertible {
    /// The signal's number.
    public let signal: Int32
    /// The status a shell reports for a process ended by this signal: 128 + its number.
    public var exitStatus: Int32 { 128 + signal }
    /// `ended by signal N`.
    public var description: String { "ended by signal \(signal)" }
  }

  /// Standard output could not be written, for another reason than a reader that went away.
  public struct OutputFailed: Error, CustomStringConvertible {
    /// Why, in words.
    public let reason: String
    /// `cannot write to standard output: reason`.
    public var description: String { "cannot write to standard output: \(reason)" }
  }

  /// The transcript file to record to cannot be written; nothing was run.
  public struct RecordingFailed: Error, CustomStringConvertible {
    /// The file and why, in words.
    public let reason: String
    /// `cannot record the session: reason`.
    public var description: String { "cannot record the session: \(reason)" }
  }

  /// The first screen's own load failed before anything arrived (`flows git` outside a
  /// repository): there is nothing to show but the failure, so the run ends with it.
  public struct FirstScreenFailed: Error, CustomStringConvertible {
    /// Why, in the load's words.
    public let reason: String
    /// The reason.
    public var description: String { reason }
  }
}
