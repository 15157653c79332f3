@_spi(Flows) import ConsoleFlow

/// The raw-lines filter on `lines`, each a line's bytes.
func matches(
  _ query: String, inLines lines: [[UInt8]], options: ListFilter.Options = ListFilter.Options()
) -> [Int] {
  let bytes: [UInt8] = lines.flatMap { $0 + [0x0A] }
  var ends: [Int] = []
  for line in lines { ends.append((ends.last.map { $0 + 1 } ?? 0) + line.count) }
  return bytes.withUnsafeBufferPointer { buffer in
    ListFilter.matches(query, lineCount: lines.count, options: options) { index in
      UnsafeBufferPointer(rebasing: buffer[(index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]])
    }
  }
}
