import Foundation

/// A small tree in `folder/fixture` with fixed times and modes and relative links, so what the
/// browser shows is the same wherever the folder is.
public func makeTree(in folder: URL) throws -> String {
  let root = folder.appendingPathComponent("fixture").path
  let manager = FileManager.default
  try manager.createDirectory(atPath: "\(root)/music/albums", withIntermediateDirectories: true)
  try Data("hello\n".utf8).write(to: URL(fileURLWithPath: "\(root)/readme.txt"))
  try Data(count: 3000).write(to: URL(fileURLWithPath: "\(root)/music/song.mp3"))
  try manager.createSymbolicLink(atPath: "\(root)/music/back-to-top", withDestinationPath: "..")
  try manager.createSymbolicLink(atPath: "\(root)/shortcut", withDestinationPath: "music/albums")
  let time = Date(timeIntervalSince1970: 1_700_000_000)
  for path in ["readme.txt", "music/song.mp3", "music/albums", "music", ""] {
    try manager.setAttributes(
      [.modificationDate: time, .posixPermissions: path.contains(".") ? 0o644 : 0o755], ofItemAtPath: "\(root)/\(path)")
  }
  return root
}
