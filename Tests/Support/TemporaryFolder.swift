import Foundation

/// A fresh folder under the system's temporary folder, removed when `body` returns or throws,
/// so a test leaves nothing behind even when it fails.
///
/// ```swift
/// try withTemporaryFolder { folder in try "x".write(to: folder.appendingPathComponent("a"), ...) }
/// ```
public func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let folder = try makeTemporaryFolder()
  defer { remove(folder) }
  return try body(folder)
}

/// The same for an asynchronous body.
public func withTemporaryFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
  let folder = try makeTemporaryFolder()
  defer { remove(folder) }
  return try await body(folder)
}

private func makeTemporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("consoleflow-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

private func remove(_ folder: URL) {
  // A test may have taken permissions away: give them back so everything can be removed.
  if let paths = FileManager.default.enumerator(atPath: folder.path) {
    for case let path as String in paths {
      chmod(folder.appendingPathComponent(path).path, 0o700)
    }
  }
  try? FileManager.default.removeItem(at: folder)
}

/// A file `name` in `folder` holding `text`, and a link `linkName` beside it that points to it by
/// its relative name.
///
/// - Returns: The file's and the link's paths.
public func makeLinkedFile(in folder: URL, name: String, text: String, linkName: String) throws -> (
  file: String, link: String
) {
  let file = folder.appendingPathComponent(name).path
  let link = folder.appendingPathComponent(linkName).path
  try text.write(toFile: file, atomically: true, encoding: .utf8)
  try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: name)
  return (file, link)
}
