/// Elements in chunks of a fixed size, each after the first taking its whole room at once (the
/// first grows as an array does, so that a few elements take a few bytes): a copy shares the
/// chunks, and a change copies only the chunk it is in.
struct Chunks<Element: Sendable>: RandomAccessCollection, Sendable {
  private var chunks: [[Element]] = []
  private(set) var endIndex = 0
  var startIndex: Int { 0 }

  private static var chunkSize: Int { 1_024 }

  init() {}

  subscript(index: Int) -> Element {
    get { chunks[index / Self.chunkSize][index % Self.chunkSize] }
    set { chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue }
  }

  mutating func append(_ element: Element) {
    if endIndex % Self.chunkSize == 0 {
      var chunk: [Element] = []
      if endIndex > 0 { chunk.reserveCapacity(Self.chunkSize) }
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    endIndex += 1
  }

  /// The bytes the chunks hold, with their room.
  var bytes: Int {
    chunks.reduce(chunks.capacity * MemoryLayout<[Element]>.stride) {
      $0 + $1.capacity * MemoryLayout<Element>.stride
    }
  }
}
