/// Slow work a flow describes and an interpreter runs: a query, a subprocess, a folder listing, a
/// save. The core never runs it; an interpreter runs it in a task, sends its events back to the
/// flow with ``Flow/taking(_:from:)`` and cancels the task to cancel the load.
///
/// ```swift
/// for load in flow.loads { Task { await load.run { event in inbox.append((load.id, event)) } } }
/// ```
@_spi(Interpreter) public struct Load: Sendable, Identifiable, Equatable {
  /// A load's identity within its flow: events of a load the flow no longer wants (cancelled,
  /// superseded, or its screen gone) are ignored, never applied to another screen.
  public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let value: Int
    /// Earlier loads first.
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.value < rhs.value }
    /// "load N", for messages and test failures.
    public var description: String { value < 0 ? "preview \(-value)" : "load \(value)" }
    /// Whether it numbers an interpreter's preview (``PreviewWork/load(number:)``), not a flow's load.
    package var isPreview: Bool { value < 0 }
  }

  /// What a load reports as it runs. Exactly one final event ends it.
  public struct Event: Sendable {
    enum Kind: Sendable {
      /// The one value of a load that answers a value, as where it leads.
      case value(Load.NextStep)
      /// More elements of a streamed load; `total` counts all that arrived so far.
      case elements(any Sendable, total: Int)
      /// A streamed load delivered its last element.
      case finished
      /// The last elements of a part a streamed load was asked to read, and more is there:
      /// another load reads on when the screen needs it; `total` counts all that arrived.
      case paused(any Sendable, total: Int)
      case failed(String)
      case cancelled
    }
    let kind: Kind

    /// Whether this event ends the load.
    public var isFinal: Bool {
      if case .elements = kind { return false }
      return true
    }

    /// Whether a streamed load ended after its last elements (not failed, not cancelled).
    package var hasFinished: Bool {
      if case .finished = kind { return true }
      return false
    }

    /// Why the load failed, in words; nil for every other event.
    public var failure: String? {
      if case .failed(let why) = kind { return why }
      return nil
    }

    /// What a preview's load (``PreviewWork/load(number:)``) made: its lines, or why there are
    /// none; nil for the events that end it after its lines, and for a cancelled one.
    package var previewLines: Result<[Page.Line], Failure>? {
      switch kind {
      case .elements(let batch, _): (batch as? [Page.Line]).map { .success($0) }
      case .failed(let why): .failure(Failure(why))
      case .value, .finished, .paused, .cancelled: nil
      }
    }

    /// How many elements arrived so far, for a streamed load.
    public var count: Int? {
      switch kind {
      case .elements(_, let total), .paused(_, let total): total
      case .value, .finished, .failed, .cancelled: nil
      }
    }

    /// The event of a load that was cancelled before it ended.
    public static let cancelled = Event(kind: .cancelled)
  }

  /// Why a load made nothing, in words: what an interpreter hands on of a failed load.
  package struct Failure: Error, Sendable {
    package let reason: String

    package init(_ reason: String) {
      self.reason = reason
    }
  }

  /// The work itself: how it reports its events.
  enum Work: Sendable {
    case value(@Sendable () async throws -> Load.NextStep)
    /// Calls its argument with each batch of elements (an array), in order.
    case stream(@Sendable (_ deliver: @Sendable (any Sendable, Int) -> Void) async throws -> Void)
    /// The same, read only as far as the screen asked: answers the part's last batch and the
    /// count with it when more is there to read, nil when the elements ended.
    case part(@Sendable (_ deliver: @Sendable (any Sendable, Int) -> Void) async throws -> (any Sendable, Int)?)
  }

  /// Two loads are the same when their identities are.
  public static func == (lhs: Load, rhs: Load) -> Bool { lhs.id == rhs.id }

  /// The load's identity within its flow.
  public let id: ID
  /// What is loading, in the author's words ("Loading albums", "Saving the journal"), as a
  /// progress line shows them.
  public let title: String
  let work: Work
  /// The values of the flow's environment, current while the work runs.
  let environment: FlowEnvironment

  init(id: ID, title: String, work: Work, environment: FlowEnvironment = FlowEnvironment()) {
    (self.id, self.title, self.work, self.environment) = (id, title, work, environment)
  }

  /// Runs the work, sending its events to `report` as they come, and always ends with one final
  /// event: the value, the end of the stream (or of the part of it the screen asked for), the
  /// failure in words, or the cancellation (when the task running it is cancelled).
  public func run(report: @escaping @Sendable (Event) -> Void) async {
    await environment.bound { await unboundRun(report: report) }
  }

  private func unboundRun(report: @escaping @Sendable (Event) -> Void) async {
    do {
      switch work {
      case .value(let produce):
        let value = try await produce()
        try Task.checkCancellation()
        report(Event(kind: .value(value)))
      case .stream(let produce):
        try await produce { batch, total in report(Event(kind: .elements(batch, total: total))) }
        try Task.checkCancellation()
        report(Event(kind: .finished))
      case .part(let produce):
        let last = try await produce { batch, total in report(Event(kind: .elements(batch, total: total))) }
        try Task.checkCancellation()
        // The last batch and the pause are one event: the screen is never shown still loading.
        report(Event(kind: last.map { .paused($0, total: $1) } ?? .finished))
      }
    } catch {
      report(
        Task.isCancelled || error is CancellationError ? .cancelled : Event(kind: .failed(String(describing: error))))
    }
  }
}

extension Load {
  /// Where slow work's value leads, once the work has ended: the next step, made by the work from
  /// its value where the value's type is known, and taken by the flow when the load reports it.
  struct NextStep: Sendable {
    let next: @Sendable () -> Next
  }

  /// Why slow work ended without a value.
  enum Stop: Equatable, Sendable {
    /// It failed, for this reason in words.
    case failed(String)
    /// The user cancelled it.
    case cancelled

    /// The reason in words, as a screen keeping unsaved work shows it.
    var words: String {
      switch self {
      case .failed(let why): why
      case .cancelled: "cancelled"
      }
    }
  }
}
