/// Elements that are still arriving: the input of a streamed list screen, which shows them as
/// they come. Any `AsyncSequence` will do: lines of a subprocess, rows of a query, a paged API.
///
/// ```swift
/// let commits = ElementStream("commits", gitLog.commits(in: repository))
/// let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(title: "Commits", label: { $0.subject })
/// ```
public struct ElementStream<Element: Sendable>: Sendable {
  /// What is arriving, in words, for the progress line ("commits").
  public let title: String
  let produce: @Sendable (_ deliver: @Sendable (any Sendable, Int) -> Void) async throws -> Void

  /// The elements of `elements`, read when the screen showing them is started (by the
  /// interpreter, never by a step) and until it is left or the load is cancelled.
  ///
  /// - Parameters:
  ///   - title: What is arriving, in words.
  ///   - elements: The sequence; reading it should stop when its task is cancelled.
  ///   - batchWait: How long arrived elements may wait to be handed on together (a fast source's
  ///     elements go in batches, so the screen's work per element stays small); `.zero` hands
  ///     on each element as it comes.
  public init<Elements: AsyncSequence & Sendable>(
    _ title: String, _ elements: Elements, batchWait: Duration = .milliseconds(20)
  ) where Elements.Element == Element {
    self.title = title
    self.produce = { deliver in
      var batch: [Element] = []
      var total = 0
      let clock = ContinuousClock()
      var lastDelivery = clock.now
      // Batches keep the interpreter's work per element small; a slow source still delivers each
      // element soon after it comes.
      for try await element in elements {
        batch.append(element)
        if batch.count >= Self.largestBatch || clock.now - lastDelivery >= batchWait {
          total += batch.count
          deliver(batch, total)
          batch.removeAll(keepingCapacity: true)
          lastDelivery = clock.now
        }
        try Task.checkCancellation()
      }
      if !batch.isEmpty { deliver(batch, total + batch.count) }
    }
  }

  private static var largestBatch: Int { 4096 }
}
