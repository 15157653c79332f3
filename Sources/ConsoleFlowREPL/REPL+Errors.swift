extension REPL {
  /// Why a run ended without a result: its kind, which a program matches, and its words, which a
  /// user reads (`description`, the same for every error of a kind and its values).
  ///
  /// ```swift
  /// do {
  ///   try await REPL(name: "music").run(navigation, input: artists)
  /// } catch let error as REPL.Error where error.kind == .terminated {
  ///   exit(error.exitStatus ?? 1)
  /// }
  /// ```
  public struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// What ended the run: a set that grows (a new kind breaks no source), compared with `==` or
    /// matched in a `switch` with a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
      /// The kind's name, as its static member spells it.
      public let description: String

      private init(_ name: String) { description = name }

      /// A line a strict headless run did not accept: ``Error/source``, ``Error/line`` and
      /// ``Error/input`` say which.
      public static let rejectedLine = Kind("rejectedLine")
      /// A strict run was asked to open at a path whose part no longer matches.
      public static let pathMismatch = Kind("pathMismatch")
      /// A headless run ended (quit, or its input ended) while screens held changes not saved:
      /// ``Error/changes``.
      public static let unsavedChanges = Kind("unsavedChanges")
      /// SIGTERM or SIGHUP arrived while a line was read, or Ctrl-C in a headless run: the
      /// terminal was restored and the run ended (``Error/signal``, ``Error/exitStatus``).
      public static let terminated = Kind("terminated")
      /// Standard output could not be written, for another reason than a reader that went away.
      public static let outputFailed = Kind("outputFailed")
      /// The transcript file to record to cannot be written (before the first page, nothing was
      /// run; later, the file ends at its last whole step).
      public static let recordingFailed = Kind("recordingFailed")
      /// The first screen's own load failed before anything arrived (`flows git` outside a
      /// repository): there is nothing to show but the failure, so the run ends with it.
      public static let firstScreenFailed = Kind("firstScreenFailed")
      /// Enter on a query that matches nothing, where what is typed is a query
      /// (`REPL.Typing.query`): ``Error/input`` is the query.
      @_spi(Flows) public static let noMatch = Kind("noMatch")
    }

    /// What ended the run.
    public let kind: Kind
    /// Why, in words: the flow's for a rejected line, the load's for a first screen, the
    /// system's for output or a recording, which part did not match for a path; the changes for
    /// unsaved changes, the signal for a termination.
    public let reason: String
    /// Where the rejected line came from: the script's path, or `stdin`.
    public let source: String?
    /// The rejected line's number, from 1.
    public let line: Int?
    /// The rejected line as given, or the query that matched nothing.
    public let input: String?
    /// What was not saved, in words, one a screen.
    public let changes: [String]
    /// The signal's number, for a run it ended.
    public let signal: Int32?

    /// The status a shell reports for a process ended by ``signal``: 128 + its number.
    public var exitStatus: Int32? { signal.map { 128 + $0 } }

    /// The error in words, as a user reads it: `source:line: "input" was not accepted: reason`
    /// as a compiler reports a line, `not saved: ...`, `ended by signal N`, `cannot write to
    /// standard output: reason`, `cannot record the session: reason`, or the reason alone.
    public var description: String {
      switch kind {
      case .rejectedLine: "\(source ?? ""):\(line ?? 0): \"\(input ?? "")\" was not accepted: \(reason)"
      case .unsavedChanges: "not saved: \(reason)"
      case .terminated: "ended by \(reason)"
      case .outputFailed: "cannot write to standard output: \(reason)"
      case .recordingFailed: "cannot record the session: \(reason)"
      case .noMatch: "nothing matches \"\(input ?? "")\""
      default: reason
      }
    }

    private init(
      _ kind: Kind, _ reason: String, source: String? = nil, line: Int? = nil, input: String? = nil,
      changes: [String] = [], signal: Int32? = nil
    ) {
      (self.kind, self.reason, self.source, self.line) = (kind, reason, source, line)
      (self.input, self.changes, self.signal) = (input, changes, signal)
    }

    /// Line `line` of `source`, `input`, refused for `reason`.
    static func rejectedLine(source: String, line: Int, input: String, reason: String) -> Error {
      Error(.rejectedLine, reason, source: source, line: line, input: input)
    }

    /// A path's part that no longer matches, as the flow said it.
    static func pathMismatch(_ reason: String) -> Error { Error(.pathMismatch, reason) }

    /// Changes not saved at the end of a headless run.
    static func unsavedChanges(_ changes: [String]) -> Error {
      Error(.unsavedChanges, changes.joined(separator: "; "), changes: changes)
    }

    /// The run ended by signal `signal`.
    static func terminated(signal: Int32) -> Error { Error(.terminated, "signal \(signal)", signal: signal) }

    /// Standard output failed, for `reason`.
    static func outputFailed(_ reason: String) -> Error { Error(.outputFailed, reason) }

    /// The recording failed, for `reason`.
    static func recordingFailed(_ reason: String) -> Error { Error(.recordingFailed, reason) }

    /// The first screen's load failed, for `reason`.
    static func firstScreenFailed(_ reason: String) -> Error { Error(.firstScreenFailed, reason) }

    /// Enter on `query`, which matches nothing.
    static func noMatch(query: String) -> Error { Error(.noMatch, "nothing matches", input: query) }
  }
}
