// Where a table's filter found a row: the cells its terms match in, so the table keeps those
// columns on screen as it keeps the sorted one.

extension CompiledPattern {
  /// The cells (from 0) of a table's row, `line` with its cells a tab apart, in which a term of
  /// the pattern matches; a term that must not match marks none.
  func matchedCells(_ line: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard setEnds.count > 0 else { return [] }
    if FieldText<UInt8>.isASCII(line) { return matchedCells(line, fields: Self.cells(of: line)) }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: line.count) { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[..<Self.decode(line, into: buffer)])
      return matchedCells(text, fields: Self.cells(of: text))
    }
  }

  private func matchedCells<Unit: FixedWidthInteger & UnsignedInteger>(
    _ text: UnsafeBufferPointer<Unit>, fields ranges: [Range<Int>]
  ) -> [Int] {
    let fields = FieldTexts(text: text, ranges: ranges)
    return fields.indices.filter { cell in
      terms.indices.contains { !terms[$0].isInverse && fields[cell].matches(terms[$0]) }
    }
  }
}
