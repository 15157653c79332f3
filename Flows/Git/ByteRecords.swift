/// Splits bytes that come in blocks (a pipe, a child process's output) into records ended by a
/// separator, as git's NUL-ended fields. A last record with no separator after it is one too; a trailing separator starts none.
///
struct ByteRecords: Sendable {
  /// The byte that ends a record.
  let separator: UInt8
  private var pending: [UInt8] = []

  /// A splitter on `separator`.
  init(separator: UInt8) {
    self.separator = separator
  }

  /// The records `block` completes, in order; the bytes after its last separator wait for the
  /// next block.
  mutating func records(in block: UnsafeRawBufferPointer) -> [[UInt8]] {
    var records: [[UInt8]] = []
    var start = 0
    for index in 0..<block.count where block[index] == separator {
      pending += block[start..<index]
      records.append(pending)
      pending.removeAll(keepingCapacity: true)
      start = index + 1
    }
    pending += block[start..<block.count]
    return records
  }

  /// The last record, when the input did not end with a separator.
  mutating func finish() -> [UInt8]? {
    defer { pending = [] }
    return pending.isEmpty ? nil : pending
  }
}
