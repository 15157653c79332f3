/// Where a paged view stands: its first position on screen, and where the pages before it
/// started, so `:prev` goes back exactly where `:next` came from however many each page held.
/// Lists and notices page with it alike.
struct Paging: Equatable, Sendable {
  /// The first position shown.
  var offset = 0
  /// Where the pages before this one started.
  var earlierStarts: [Int] = []

  /// What a page turn did.
  enum Turn: Sendable {
    case turned(Paging)
    /// Past what arrived so far: wait for more.
    case awaitMore
    case refused(Rejection)
  }

  /// `:next` from the page showing `visible` of `count` positions; while `complete` is false more
  /// are coming, and a page past those here waits for them.
  func next(from visible: Range<Int>, count: Int, complete: Bool = true) -> Turn {
    guard complete || count - visible.upperBound >= visible.count else { return .awaitMore }
    guard visible.upperBound < count else { return .refused(Rejection(.lastPage, "This is the last page.")) }
    var next = self
    next.earlierStarts.append(visible.lowerBound)
    next.offset = visible.upperBound
    return .turned(next)
  }

  /// `:prev` from the page showing `visible`: back to where the page before started, or, when
  /// that is not known (a resize changed the page size), `pageSize` positions back.
  func previous(from visible: Range<Int>, pageSize: Int) -> Turn {
    guard visible.lowerBound > 0 else { return .refused(Rejection(.firstPage, "This is the first page.")) }
    var next = self
    let earlier = next.earlierStarts.popLast().flatMap { $0 < visible.lowerBound ? $0 : nil }
    next.offset = earlier ?? max(0, visible.lowerBound - pageSize)
    return .turned(next)
  }
}

extension Paging.Turn {
  /// What a screen whose `state` keeps its paging at `paging` answers to this turn: the state
  /// turned, a wait for more, or the refusal.
  func reaction<State, Output>(_ state: State, paging: WritableKeyPath<State, Paging>) -> Reaction<State, Output> {
    switch self {
    case .turned(let turned):
      var next = state
      next[keyPath: paging] = turned
      return .stay(next)
    case .awaitMore: return .awaitMore
    case .refused(let rejection): return .reject(rejection)
    }
  }
}
