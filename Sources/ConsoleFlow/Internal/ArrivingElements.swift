/// Elements a list holds that more may join while it is shown.
protocol GrowingElements: RandomAccessCollection where Index == Int {
  /// No elements yet.
  init()
  /// The same elements with `batch` after them.
  func appending(_ batch: [Element]) -> Self
  /// Whether `later` is these elements with more arrived after them (the same store, further
  /// on), so what was found among these still holds there.
  func grows(into later: Self) -> Bool
}

/// The elements of a list that grows while it is shown: every state of the screen shares one
/// store and sees its first `count` elements, so an arrival appends in place instead of copying
/// every element that came before (a million lines in batches stay linear).
///
/// The store holds its elements in blocks that never move: a list never holds two copies of
/// itself while it grows, and a search reads elements from every core without a lock.
struct ArrivingElements<Element: Sendable>: GrowingElements, Sendable {
  private let store: Store
  /// How many elements this state sees.
  let endIndex: Int
  var startIndex: Int { 0 }

  init() {
    store = Store()
    endIndex = 0
  }

  private init(store: Store, count: Int) {
    self.store = store
    self.endIndex = count
  }

  subscript(position: Int) -> Element {
    store.element(at: position)
  }

  func grows(into later: ArrivingElements) -> Bool {
    later.store === store && later.endIndex >= endIndex
  }

  /// The same list with `batch` arrived. The newest state appends to the shared store; an older
  /// one (never, in a flow, but possible for a kept value) gets a store of its own.
  func appending(_ batch: [Element]) -> ArrivingElements {
    if store.append(batch, after: endIndex) { return ArrivingElements(store: store, count: endIndex + batch.count) }
    let copy = Store()
    _ = copy.append(Array(self), after: 0)
    _ = copy.append(batch, after: endIndex)
    return ArrivingElements(store: copy, count: endIndex + batch.count)
  }
}

extension ArrivingElements {
  /// Blocks of elements, each written once and never moved, each twice the size of the one
  /// before: a state reads only the elements it counts, written before it was made, so reading
  /// needs no lock; appending takes one. At most half of the last block is room to spare.
  private final class Store: @unchecked Sendable {
    /// The first block holds 2^8 elements; block k after it, 2^(8 + k - 1).
    private static var firstShift: Int { 8 }
    /// Enough blocks for any list that fits in memory.
    private static var tableSize: Int { 48 }

    private let table = UnsafeMutablePointer<UnsafeMutablePointer<Element>?>.allocate(capacity: tableSize)
    /// How many elements were written, guarded for appends from more than one state.
    private let written = Locked(0)

    init() {
      table.initialize(repeating: nil, count: Self.tableSize)
    }

    deinit {
      let count = written.withLock { $0 }
      for block in 0..<Self.tableSize {
        guard let elements = table[block] else { break }
        let start = Self.start(of: block)
        elements.deinitialize(count: Swift.max(0, Swift.min(Self.size(of: block), count - start)))
        elements.deallocate()
      }
      table.deallocate()
    }

    func element(at position: Int) -> Element {
      let block = Self.block(of: position)
      // swift-format-ignore: NeverForceUnwrap
      // A state reads only positions written before it was made: their block is there.
      return table[block]![position - Self.start(of: block)]
    }

    /// Appends `batch` when the store holds exactly `count` elements; false otherwise.
    func append(_ batch: [Element], after count: Int) -> Bool {
      written.withLock { written in
        guard written == count else { return false }
        for element in batch {
          let block = Self.block(of: written)
          // A block's entry is written once, when it is made: readers read it meanwhile.
          let elements: UnsafeMutablePointer<Element>
          if let existing = table[block] {
            elements = existing
          } else {
            elements = .allocate(capacity: Self.size(of: block))
            table[block] = elements
          }
          (elements + (written - Self.start(of: block))).initialize(to: element)
          written += 1
        }
        return true
      }
    }

    private static func block(of position: Int) -> Int {
      let scaled = position >> firstShift
      return scaled == 0 ? 0 : Int.bitWidth - scaled.leadingZeroBitCount
    }

    private static func start(of block: Int) -> Int {
      block == 0 ? 0 : (1 << firstShift) << (block - 1)
    }

    private static func size(of block: Int) -> Int {
      block == 0 ? 1 << firstShift : (1 << firstShift) << (block - 1)
    }
  }
}
