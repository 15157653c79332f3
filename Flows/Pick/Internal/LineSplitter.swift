/// Splits blocks of bytes into lines ended by a separator, handing each line to the caller in
/// place (a line cut by a block's end is kept until the next block completes it).
struct LineSplitter {
  let separator: UInt8
  private var pending: [UInt8] = []

  /// How many bytes of a line not ended yet are kept.
  var pendingCount: Int { pending.count }

  init(separator: UInt8) {
    self.separator = separator
  }

  /// Hands `line` every line `block` completes, in order.
  mutating func split(_ block: UnsafeRawBufferPointer, _ line: (UnsafeRawBufferPointer) -> Void) {
    guard let base = block.baseAddress else { return }
    var start = 0
    while start < block.count,
      let found = Platform.firstIndex(of: separator, in: base + start, count: block.count - start)
    {
      let end = start + found
      if pending.isEmpty {
        line(UnsafeRawBufferPointer(rebasing: block[start..<end]))
      } else {
        pending += block[start..<end]
        pending.withUnsafeBytes(line)
        pending.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    pending += block[start..<block.count]
  }

  /// The last line, when the input did not end with a separator, as `make` makes it.
  mutating func finish<Result>(_ make: (UnsafeRawBufferPointer) -> Result) -> Result? {
    defer { pending = [] }
    return pending.isEmpty ? nil : pending.withUnsafeBytes(make)
  }
}
