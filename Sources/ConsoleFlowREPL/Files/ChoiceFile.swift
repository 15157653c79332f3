@_spi(Flows) import ConsoleFlow
@_spi(Flows) import ConsoleFlowFiles
import Foundation

/// Where one list's choices are kept (``ChoiceMemory``): `$XDG_STATE_HOME/consoleflow/choices/
/// <key>.json`, mode 0600 in a folder of mode 0700, written through ``AtomicFile``, at most
/// ``ChoiceMemory/capacity`` choices. The key names the list (a flow's screen path, `flows pick
/// --history-key`); any byte of it but a letter, a digit, `-`, `_` and `.` is written as `%XX`,
/// so no key leaves the folder. A symbolic link at its path is neither read nor written; a file
/// that cannot be read as choices counts as none and is written anew.
@_spi(Flows) public struct ChoiceFile: Sendable {
  /// The file's path.
  public let path: String

  /// The file of the list named `key`, under the state folder `environment` names.
  public init(key: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    path = "\(Self.folder(environment: environment))/\(Self.fileName(key)).json"
  }

  /// The folder every list's choices are kept in.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    "\(StandardPaths(environment: environment).state)/choices"
  }

  /// The choices kept; none when the file is missing, a link, or not choices.
  public func load() -> ChoiceMemory {
    guard !Platform.isSymbolicLink(path), let data = FileManager.default.contents(atPath: path),
      let memory = try? JSONDecoder().decode(ChoiceMemory.self, from: data)
    else { return ChoiceMemory() }
    return ChoiceMemory(choices: memory.choices)
  }

  /// Keeps `memory`, owner-only.
  public func save(_ memory: ChoiceMemory) throws {
    try Self.makeFolder(Self.folderOf(path))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try AtomicFile.write(try encoder.encode(memory), to: path, links: .refuse, newFileMode: 0o600)
  }

  /// Adds one choice, read and written at once.
  public func remember(_ item: String, for query: String, at time: Double) throws {
    var memory = load()
    memory.remember(item, for: query, at: time)
    try save(memory)
  }

  /// Forgets this list's choices: the file is removed.
  public func forget() throws {
    try Self.remove(path)
  }

  /// Forgets every list's choices: every file of the folder.
  public static func forgetAll(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    let folder = folder(environment: environment)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasSuffix(".json") { try remove("\(folder)/\(name)") }
  }

  private static func remove(_ path: String) throws {
    guard FileManager.default.fileExists(atPath: path) || Platform.isSymbolicLink(path) else { return }
    try FileManager.default.removeItem(atPath: path)
  }

  /// Makes `folder` and the state folders above it that are missing, each owner-only.
  private static func makeFolder(_ folder: String) throws {
    var isFolder: ObjCBool = false
    guard !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return }
    let parent = folderOf(folder)
    if parent != folder && !parent.isEmpty { try makeFolder(parent) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: nil)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
  }

  private static func folderOf(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  /// The key as a file name: letters, digits, `-`, `_` and `.` as they are (a name of dots
  /// alone escaped), other bytes `%XX`.
  static func fileName(_ key: String) -> String {
    var name = ""
    for byte in key.utf8 {
      let plain =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x2D || byte == 0x5F || byte == 0x2E
      name += plain ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
    }
    if name.allSatisfy({ $0 == "." }) { name = name.replacing(".", with: "%2E") }
    return name.isEmpty ? "%" : name
  }
}
