// A narrowed list read as you page (a table of millions of rows): a move past the matches among
// the rows read reads on, as a move past the rows does on the whole list, until a match comes.
extension LiveNarrowing {
  /// A cursor move past every match, whatever their count: End's (Home's, made negative).
  package static var pastEveryMatch: Int { Int.max / 4 }

  /// A cursor sent past the matches: to match `target` (from 0; End sends it past any), when
  /// there were `matches` among `elements` rows read; the list reads on for it where `readsOn`,
  /// else (a cursor put back after the rows changed) it only waits for the search to find it.
  struct SentPast: Sendable {
    var target: Int
    var matches: Int
    var elements: Int
    var readsOn = true
    /// How many readings on it asked for; whether the last one is still to end, and whether
    /// that one was asked before it (its own count from that one's end).
    var readings = 0
    var reading = false
    var readingBefore = false
    /// Sent while End still read: how many matches past End's last it goes, known once that
    /// reading ended.
    var pastEndsLast: Int? = nil
    /// How many rows its readings may read, from `elements` on: a reading on's, and one more
    /// for each move it goes on from (three quick Downs read as far as three slow ones).
    var budget = readingOnLimit

    /// End on a list that reads nothing on: it waits for the search to end, and for the elements
    /// that still arrive, then goes to the last match (and `pastEndsLast` on).
    var waitsForTheLast: Bool { !readsOn && target == Int.max }

    /// This one, `moved` matches on from the cursor, sent before `earlier` arrived: it goes on
    /// from where that one was sent (two Downs, two matches on; a Down after End, one past
    /// End's last); while that one still reads, its own readings are asked once that one ended,
    /// counted from there.
    func after(_ earlier: SentPast?, moved: Int) -> SentPast {
      guard let earlier, earlier.readsOn else { return self }
      var next = self
      if earlier.reading { (next.reading, next.readingBefore) = (true, true) }
      guard target != Int.max else { return next }
      if earlier.target == Int.max || earlier.pastEndsLast != nil {
        next.pastEndsLast = (earlier.pastEndsLast ?? 0) + moved
      } else {
        (next.target, next.matches, next.budget) = (earlier.target + moved, earlier.matches, earlier.budget + budget)
      }
      return next
    }
  }

  /// The cursor, moved `moved` matches on, sent past the matches among the rows read, to match
  /// `target` (End past any): the list reads on for it.
  mutating func sendPast(to target: Int, moved: Int) {
    let target = moved >= Self.pastEveryMatch ? Int.max : target
    sentPast = SentPast(target: target, matches: count, elements: shown?.page.elementsRead ?? 0)
      .after(sentPast, moved: moved)
  }

  /// The reading on a cursor sent past the matches of the rows read wants now: nil for none,
  /// else whether as far as a reading on may (End, or a move whose first part brought no match)
  /// or a part. The interpreter reads it (``Flow/readingOn(toTheEnd:)``) and, once rows came,
  /// hands the flow to ``refilter(on:)``, which follows the cursor on.
  package mutating func takeReadingOn() -> Bool? {
    guard var sent = sentPast, sent.readsOn, !sent.reading, shown?.page.itemsToCome == .asYouPage else { return nil }
    sent.readings += 1
    sent.reading = true
    sentPast = sent
    return sent.target == Int.max || sent.readings > 1
  }

  /// End on a list that reads nothing on: on a list whose elements still arrive, the last match
  /// found so far, kept to as more come and the search goes on (a stream may never end, nor its
  /// search); on the whole list, the last match once the search ended, and the moves made
  /// meanwhile counted on from there.
  private mutating func followTheLast(_ sent: SentPast, on page: Page) {
    let arriving = page.itemsToCome?.areArriving == true
    guard arriving || !isSearching else { return }
    let moved = sent.pastEndsLast ?? 0
    // Moved meanwhile, the cursor keeps to the last no longer.
    if !arriving || moved != 0 { sentPast = nil }
    guard count > 0 else { return }
    moveWindow(by: min(max(0, count - 1 + moved), count - 1) - cursor)
  }

  /// After rows came: the cursor goes to the match it was sent to once that one came; to the
  /// last match once the rows end, or once ``readingOnLimit`` more were read for it (the status
  /// still says more come as you page). Until then the list reads on.
  mutating func followSentPast() {
    // The matches among every row read count, not those of a part searched: the search goes on
    // between keys (``searchOn()``), which comes back here once it is over.
    guard var sent = sentPast, let shown else { return }
    if sent.waitsForTheLast {
      followTheLast(sent, on: shown.page)
      return
    }
    guard !isSearching else { return }
    if sent.readsOn {
      let page = shown.page
      // A part that ended leaves the list paused: the next may be asked.
      if page.itemsToCome?.areArriving != true {
        if sent.readingBefore { (sent.elements, sent.readingBefore) = (page.elementsRead, false) }
        sent.reading = false
        if let moved = sent.pastEndsLast {
          // End's reading ended: the cursor goes to its last match, and the move on from there.
          if count > 0 { moveWindow(by: count - 1 - cursor) }
          sent = SentPast(target: max(0, count - 1) + moved, matches: count, elements: page.elementsRead)
        }
      }
      sentPast = sent
      let stops =
        page.itemsToCome == nil || page.elementsRead - sent.elements >= sent.budget
        || sent.target != Int.max && count > sent.target
      guard stops, !sent.reading else { return }
    }
    sentPast = nil
    guard count > (sent.readsOn ? sent.matches : 0) else { return }
    moveWindow(by: min(sent.target, count - 1) - cursor)
  }
}
