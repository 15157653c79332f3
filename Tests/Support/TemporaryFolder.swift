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
  try TemporaryFolder.make(prefix: "consoleflow-test-")
}

private func remove(_ folder: URL) {
  TemporaryFolder.remove(folder)
}

/// The temporary folders tests make: each named with its process's id, so that one a killed run
/// could not remove (`defer` never runs after SIGKILL) is removed by the next run.
public enum TemporaryFolder {
  /// The names every temporary folder of the tests starts with.
  private static let prefixes = ["consoleflow-test-", "consoleflow-home-", "consoleflow-tmux-"]

  /// A fresh folder `PREFIX<pid>-<uuid>` under the system's temporary folder; the first call in a
  /// process removes the folders of runs that ended without removing theirs.
  ///
  /// ```swift
  /// let home = try TemporaryFolder.make(prefix: "consoleflow-home-")
  /// ```
  public static func make(prefix: String) throws -> URL {
    _ = staleRemoved
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes `folder` and everything in it, giving back permissions a test took away.
  public static func remove(_ folder: URL) {
    if let paths = FileManager.default.enumerator(atPath: folder.path) {
      for case let path as String in paths {
        chmod(folder.appendingPathComponent(path).path, 0o700)
      }
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Once a process: the folders of processes that no longer run (and those named before the
  /// process id was part of the name) are removed.
  private static let staleRemoved: Void = {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names {
      guard let prefix = prefixes.first(where: name.hasPrefix) else { continue }
      let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
      if let owner, owner == getpid() || kill(owner, 0) == 0 || errno != ESRCH { continue }
      remove(temporary.appendingPathComponent(name))
    }
  }()
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
