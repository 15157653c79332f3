/// Elements that are still arriving: the input of a streamed list screen, which shows them as
/// they come. Any `AsyncSequence` will do: lines of a subprocess, rows of a query, a paged API.
///
/// ```swift
/// let commits = ElementStream("Reading commits") { gitLog.commits(in: repository) }
/// let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(title: "Commits", rows: .input, label: { $0.subject })
/// ```
public struct ElementStream<Element: Sendable>: Sendable {
  /// The progress line's words while the elements arrive, as they are ("Reading commits").
  package let title: String
  private let source: Source

  /// How the elements are read.
  private enum Source: Sendable {
    /// From the first to the last, while the screen is shown.
    case all(@Sendable (_ deliver: @Sendable (any Sendable, Int) -> Void) async throws -> Void)
    /// A part at a time, each after the last element read, as far as the screen asks; and, where
    /// `previous` is given, from the end back: the last part, then each part before the first read.
    case asked(
      @Sendable (_ last: Element?) async throws -> [Element],
      previous: (@Sendable (_ first: Element?) async throws -> [Element])?)
  }

  /// The elements of the sequence `makeElements` makes each time a screen showing them is
  /// started (by the interpreter, never by a step), read until the screen is left or the load is
  /// cancelled. A value, not a running read: the same stream can start any number of screens.
  ///
  /// - Parameters:
  ///   - title: The progress line's words while they arrive, as they are ("Reading commits").
  ///   - batchWait: How long arrived elements may wait to be handed on together (a fast source's
  ///     elements go in batches, so the screen's work per element stays small); `.zero` hands
  ///     on each element as it comes.
  ///   - makeElements: Makes the sequence; reading it should stop when its task is cancelled.
  public init<Elements: AsyncSequence & Sendable>(
    _ title: String, batchWait: Duration = .milliseconds(20), _ makeElements: @escaping @Sendable () -> Elements
  ) where Elements.Element == Element {
    self.title = title
    self.source = .all { deliver in
      let elements = makeElements()
      var batch: [Element] = []
      var total = 0
      let clock = ContinuousClock()
      var lastDelivery = clock.now
      // Batches keep the interpreter's work per element small; a slow source still delivers each
      // element soon after it comes.
      do {
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
      } catch {
        // What arrived before a failure (or a cancel) is kept: the list shows it, incomplete.
        if !batch.isEmpty { deliver(batch, total + batch.count) }
        throw error
      }
      if !batch.isEmpty { deliver(batch, total + batch.count) }
    }
  }

  /// Elements that come in batches already (lines read a block at a time): each batch is handed
  /// on as it comes, with no work per element.
  ///
  /// ```swift
  /// let lines = ElementStream("lines", batches: { reader.blocksOfLines() })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The progress line's words while they arrive, as they are ("Reading commits").
  ///   - makeBatches: Makes the sequence of batches; reading it should stop when its task is cancelled.
  public init<Batches: AsyncSequence & Sendable>(
    _ title: String, batches makeBatches: @escaping @Sendable () -> Batches
  ) where Batches.Element == [Element] {
    self.title = title
    self.source = .all { deliver in
      var total = 0
      for try await batch in makeBatches() where !batch.isEmpty {
        total += batch.count
        deliver(batch, total)
        try Task.checkCancellation()
      }
    }
  }

  /// Elements read a part at a time, only as far as the screen showing them needs: its first
  /// page, then more as the user pages on (or all, for a command that needs all: a sort the
  /// screen makes itself, a name further on). A table of millions of rows stays small however
  /// long it is shown. `next` answers the elements after `last` (the first ones when nil),
  /// none at the end: a query by key, a paged API. Given `previous` too, the last key (End)
  /// reads the last elements by a query of their own, and the user pages up from them.
  ///
  /// ```swift
  /// let rows = ElementStream(
  ///   "rows", after: { last in try await store.rows(after: last?.id, limit: 500) },
  ///   before: { first in try await store.rows(before: first?.id, limit: 500) })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The progress line's words while they arrive, as they are ("Reading commits").
  ///   - next: The elements after the one given, in order; empty when there are no more.
  ///   - previous: The elements just before the one given (the last ones when nil), in order;
  ///     empty when there are none before. Nil: the end is reached by reading on.
  public init(
    _ title: String, after next: @escaping @Sendable (_ last: Element?) async throws -> [Element],
    before previous: (@Sendable (_ first: Element?) async throws -> [Element])? = nil
  ) {
    self.title = title
    self.source = .asked(next, previous: previous)
  }

  /// Whether the elements are read as asked, a part at a time: a part that failed can be read
  /// again, after the last element that arrived.
  var readsAsAsked: Bool {
    if case .asked = source { return true }
    return false
  }

  /// The work that reads the elements: all of them, or, read as asked, the part after the
  /// `arrived` elements that came before (the last of them `last`): a part of at least
  /// ``part`` elements, or `toTheEnd` as many as ``readingOnLimit`` more (an End key's).
  func work(after last: Element?, arrived: Int, toTheEnd: Bool = false) -> Load.Work {
    let wanted = toTheEnd ? readingOnLimit : Self.part
    switch source {
    case .all(let produce):
      return .stream(produce)
    case .asked(let next, _):
      return Self.part(from: last, arrived: arrived, wanted: wanted, reading: next, goingOnFrom: \.last)
    }
  }

  /// The work that reads back from `first` (from the end when nil), `arrived` elements held
  /// after it: parts of at least ``part`` elements, each delivered as read, each before the one
  /// delivered before it; it pauses once a part is read, and finishes at the first element.
  /// Nil for a source that reads only onward.
  func workBack(before first: Element?, arrived: Int) -> Load.Work? {
    guard case .asked(_, previous: let previous?) = source else { return nil }
    return Self.part(from: first, arrived: arrived, wanted: Self.part, reading: previous, goingOnFrom: \.first)
  }

  /// A part read as asked: batches `read` from `start` on, each from the element of the batch
  /// before that `goingOnFrom` picks (its last reading on, its first reading back), delivered as
  /// they come until `wanted` were read; the last of them ends the part, and none ends the list.
  private static func part(
    from start: Element?, arrived: Int, wanted: Int,
    reading read: @escaping @Sendable (Element?) async throws -> [Element],
    goingOnFrom edge: KeyPath<[Element], Element?> & Sendable
  ) -> Load.Work {
    .part { deliver in
      var (from, total, count) = (start, arrived, 0)
      while true {
        let batch = try await read(from)
        guard let next = batch[keyPath: edge] else { return nil }
        total += batch.count
        count += batch.count
        if count >= wanted { return (batch, total) }
        deliver(batch, total)
        from = next
        try Task.checkCancellation()
      }
    }
  }

  private static var largestBatch: Int { 4096 }
  /// How many elements a part read as asked holds at least: more than a page of the tallest
  /// terminal, so the first page is whole.
  private static var part: Int { 512 }
}
