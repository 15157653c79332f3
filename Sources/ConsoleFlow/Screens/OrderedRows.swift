/// A table's rows in the order a sort put them; nil, as they were given. A sort makes a new
/// list on the reordered rows, so every position the list keeps (matches, cached search texts)
/// counts in this order.
struct OrderedRows<Base: RandomAccessCollection & Sendable>: RandomAccessCollection, Sendable
where Base.Index == Int, Base.Element: Sendable {
  let base: Base
  /// Positions in `base`, in the order shown.
  let order: [Int]?

  var startIndex: Int { 0 }
  var endIndex: Int { base.count }

  subscript(position: Int) -> Base.Element {
    base[base.startIndex + (order?[position] ?? position)]
  }
}

extension OrderedRows: GrowingElements where Base: GrowingElements {
  init() {
    self.init(base: Base(), order: nil)
  }

  func grows(into later: OrderedRows) -> Bool {
    order == nil && later.order == nil && base.grows(into: later.base)
  }

  /// Rows arrive only before a sort: `:sort` waits for the last of them.
  func appending(_ batch: [Base.Element]) -> OrderedRows {
    precondition(order == nil, "rows arrived after a sort")
    return OrderedRows(base: base.appending(batch), order: nil)
  }
}
