/// Splits bytes that come in blocks (a pipe, a child process's output) into records ended by a
/// separator, such as lines ended by a newline or NUL: the one splitter for input read as it
/// comes. A last record with no separator after it is one too; a trailing separator starts none.
///
/// ```swift
/// var lines = ByteRecords(separator: UInt8(ascii: "\n"))
/// lines.records(in: block) // the lines this block completes
/// lines.finish()           // the last line, when the input did not end with a newline
/// ```
public struct ByteRecords: Sendable {
  /// The byte that ends a record.
  public let separator: UInt8
  private var pending: [UInt8] = []

  /// A splitter on `separator`.
  public init(separator: UInt8) {
    self.separator = separator
  }

  /// The records `block` completes, in order; the bytes after its last separator wait for the
  /// next block.
  public mutating func records(in block: UnsafeRawBufferPointer) -> [[UInt8]] {
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
  public mutating func finish() -> [UInt8]? {
    defer { pending = [] }
    return pending.isEmpty ? nil : pending
  }
}
