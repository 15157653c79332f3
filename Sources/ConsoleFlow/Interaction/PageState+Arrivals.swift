extension PageState {
  /// What the cursor waits for on a list read as you page.
  package enum Awaited: Equatable, Sendable {
    /// Sent past the rows read: to item `target` once more than `from` rows arrived (`Int.max`,
    /// End: to the last item, once they stop arriving), then `then` items on (moves made while
    /// End read: a negative count goes up).
    case item(target: Int, from: Int, then: Int = 0)
    /// Its item, labelled so, went past the `from` rows read when the rows moved (a sort): the
    /// list reads on to find it.
    case label(String, from: Int)
    /// Home on a list read from its end: the cursor goes to the first row once the list is read
    /// from it again.
    case fromTheStart
    /// Sent above the first row of a list read from its end: to item `target` (0 is the one just
    /// before the first of the `from` rows held) as the part before arrives; nil once there,
    /// while the rest of the part arrives before the rows held.
    case before(target: Int?, from: Int)
  }

  /// The list now holds `items` rows, more `arriving` or none, `complete` when none are to come:
  /// a cursor sent past the rows read goes where it was sent once more arrived (to the last
  /// item once they stopped arriving, keeping to it meanwhile), or to the last if none will; and
  /// the cursor stays shown among `rows` (a resize, a list that grew or shrank). Answers a
  /// reading on when a move made meanwhile went past the rows that came.
  @discardableResult
  package mutating func rowsArrived(
    items: Int, rows: Int, arriving: Bool = false, complete: Bool, before: Page.ItemsToCome? = nil, rereads: Int = 0
  ) -> Request? {
    if rereads != self.rereads {
      // The rows were read again from an end: the item followed is not among them.
      self.rereads = rereads
      cursorLabel = nil
      if case .label? = awaited { awaited = nil }
    }
    switch awaited {
    case .fromTheStart?:
      // The list read from its first row again.
      if before == nil, items > 0 {
        awaited = nil
        firstItem = 1
        move(.home, count: items, rows: rows)
        movedToAnotherItem()
      }
    case .before(let target, let from)?:
      return arrivedBefore(target: target, from: from, items: items, rows: rows, before: before)
    case .item, .label, nil:
      break
    }
    if case .item(let target, let from, let then)? = awaited {
      if complete || items > from && !(target == Int.max && arriving) {
        awaited = nil
        let destination = min(target, items) + then
        // Moves up made while End read from the end go past its first row: the list reads back.
        if destination < 1, before == .asYouPage {
          move(.to(1), count: items, rows: rows)
          awaited = .before(target: destination, from: items)
          return .reread(.back)
        }
        // A Down pressed while End read goes past End's last: the list reads on for it.
        if destination > items, !complete {
          move(.to(items), count: items, rows: rows)
          awaited = .item(target: destination, from: items)
          return .readOn(toTheEnd: false)
        }
        move(.to(max(1, destination)), count: items, rows: rows)
        // The cursor is where it was sent: its item is the one to follow (End's last may have
        // the number the cursor had).
        movedToAnotherItem()
      } else if target == Int.max, then == 0, items > 0 {
        // End keeps to the last row while the rows arrive: the cursor is on a row drawn.
        move(.to(items), count: items, rows: rows)
      }
    }
    if items > 0 { keepCursorShown(count: items, rows: rows) }
    return nil
  }

  /// The cursor back on its item after the rows moved: when the item numbered `cursor` is no
  /// longer the one labelled ``cursorLabel``, the cursor goes to where `position(of:)` finds that
  /// label (from 0), if anywhere; then `label` (the item now under it) is remembered.
  ///
  /// On a list read as you page (`more` says how its rows come, `items` how many came), an item
  /// not among the rows read is sought: the answer asks the interpreter to read on, and the
  /// cursor goes to the item once it arrives. Once the rows stop arriving without it, the cursor
  /// stays where it is.
  @discardableResult
  package mutating func follow(
    label: String?, more: Page.ItemsToCome? = nil, items: Int = 0, position: (String) -> Int?
  ) -> Request? {
    // Rows are read again, or arrive before the first: the cursor goes by number meanwhile.
    switch awaited {
    case .fromTheStart?, .before?: return nil
    case .item?, .label?, nil: break
    }
    if case .label(let sought, let from)? = awaited {
      if let found = position(sought) {
        cursor = found + 1
        awaited = nil
        return nil
      }
      // Reading on (or about to): the item may come. Else the rows stopped without it.
      if more?.areArriving == true || more == .asYouPage && items <= from { return nil }
      awaited = nil
    } else if let kept = cursorLabel, let label, label != kept {
      if let found = position(kept) {
        cursor = found + 1
        return nil
      }
      if more == .asYouPage {
        awaited = .label(kept, from: items)
        return .readOn(toTheEnd: true)
      }
    }
    cursorLabel = label
    return nil
  }

  /// Rows arrived before the first of the `from` held (a list read from its end): every number
  /// moves on by as many, the cursor's and the first row's with them; the cursor sent to
  /// `target` goes there once it arrived, or to the first row once none is left before. Until
  /// the part starts arriving (`before` still says more is read as you page, nothing came), it
  /// waits; a part that ended short of it reads the next.
  private mutating func arrivedBefore(
    target: Int?, from: Int, items: Int, rows: Int, before: Page.ItemsToCome?
  ) -> Request? {
    var target = target
    let came = items > from
    if came {
      let added = items - from
      cursor = cursor.map { $0 + added }
      firstItem += added
      target = target.map { $0 + added }
    }
    if items > 0 { keepCursorShown(count: items, rows: rows) }
    if let sent = target, sent < 1, came, before == .asYouPage {
      // Sent further up than the part that came: the part before it.
      move(.to(1), count: items, rows: rows)
      awaited = .before(target: sent, from: items)
      return .reread(.back)
    }
    if let sent = target, sent >= 1 || before == nil || came && before != .readingOn {
      move(.to(max(1, sent)), count: items, rows: rows)
      movedToAnotherItem()
      target = nil
    }
    let waits = before == .readingOn || before == .asYouPage && !came && target != nil
    awaited = waits ? .before(target: target, from: items) : nil
    return nil
  }
}
