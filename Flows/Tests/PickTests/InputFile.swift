import Foundation
import TestSupport

/// `body` given a descriptor open for reading on a file holding `bytes`, and one open for
/// writing on an empty file whose bytes it answers after: what `flows pick` reads and prints. The
/// files go when it ends, also when it throws.
func withFiles(
  holding bytes: [UInt8], _ body: (_ input: Int32, _ output: Int32) async throws -> Void
) async throws -> [UInt8] {
  try await withTemporaryFolder { folder in
    let (input, output) = (folder.appendingPathComponent("lines"), folder.appendingPathComponent("printed"))
    try Data(bytes).write(to: input)
    try Data().write(to: output)
    let reading = try FileHandle(forReadingFrom: input)
    let writing = try FileHandle(forWritingTo: output)
    defer {
      try? reading.close()
      try? writing.close()
    }
    try await body(reading.fileDescriptor, writing.fileDescriptor)
    return [UInt8](try Data(contentsOf: output))
  }
}
