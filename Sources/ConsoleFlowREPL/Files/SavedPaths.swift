@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// Where each flow was left, so `--resume` reopens it: `$XDG_STATE_HOME/consoleflow/paths.json`,
/// one path for each flow and its arguments (the key), the most recent first and at most
/// ``capacity`` of them, written atomically with mode 0600 under a lock. A file that cannot be
/// read or parsed is reported and left as it is: never fatal, never overwritten.
///
/// ```swift
/// let saved = SavedPaths(environment: ProcessInfo.processInfo.environment)
/// try saved.save(["AC/DC"], for: "music")
/// saved.path(for: "music") // .found(["AC/DC"])
/// ```
struct SavedPaths: Sendable {
  /// How many flows' paths are kept; the least recently left go first.
  static let capacity = 100
  /// The file.
  let file: String

  /// What reading a saved path found.
  enum Lookup: Equatable, Sendable {
    case found([String])
    /// Nothing is saved for this key (or nothing at all yet).
    case none
    /// The file is there but unusable, in words.
    case unreadable(String)
  }

  /// The store under the state folder of `environment`.
  init(environment: [String: String]) {
    file = StandardPaths(environment: environment).state + "/paths.json"
  }

  /// The path saved for `key`.
  func path(for key: String) -> Lookup {
    switch read() {
    case .success(let entries): entries.first { $0.key == key }.map { .found($0.path) } ?? .none
    case .failure(let problem): .unreadable(problem.description)
    }
  }

  /// Saves `path` for `key`, first among the entries; throws when the file cannot be written or
  /// is unreadable (it is then left alone).
  func save(_ path: [String], for key: String) throws {
    try FileLock.holding(besides: file, links: .refuse) {
      var entries = try read().get()
      entries.removeAll { $0.key == key }
      entries.insert(Entry(key: key, path: path), at: 0)
      let data = try JSONEncoder.sorted.encode(Contents(version: 1, paths: Array(entries.prefix(Self.capacity))))
      try AtomicFile.write(data, to: file, links: .refuse, newFileMode: 0o600)
    }
  }

  private struct Entry: Codable {
    let key: String
    let path: [String]
  }

  private struct Contents: Codable {
    let version: Int
    let paths: [Entry]
  }

  /// Why the file cannot be used.
  struct Unreadable: Error, CustomStringConvertible {
    /// The file and its problem, in words.
    let description: String
  }

  private func read() -> Result<[Entry], Unreadable> {
    guard FileManager.default.fileExists(atPath: file) else { return .success([]) }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(Unreadable(description: "\(file): cannot be read"))
    }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1 else {
      return .failure(Unreadable(description: "\(file): not a saved-paths file; it is left as it is"))
    }
    return .success(contents.paths)
  }
}

extension JSONEncoder {
  /// Keys in a fixed order, so the file's bytes depend on its content only.
  fileprivate static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return encoder
  }
}
