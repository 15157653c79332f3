import Foundation

/// The files `{f}` placeholders are written to, removed when their preview ends.
enum PreviewFiles {
  /// A file for `{f}` could not be made in `folder`.
  struct Unwritable: Error, CustomStringConvertible {
    let folder: String
    var description: String { "--preview: cannot write a file for {f} in \(folder)" }
  }

  /// A new file in the temporary folder, readable by its owner alone, holding `bytes`.
  static func write(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("flows-pick-\(UUID().uuidString)").path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
    else {
      throw Unwritable(folder: FileManager.default.temporaryDirectory.path)
    }
    return path
  }

  static func remove(_ files: [String]) {
    for file in files { try? FileManager.default.removeItem(atPath: file) }
  }
}
