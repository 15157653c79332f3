import ArgumentParser
import FilesFlow
import Foundation

/// `flows files`: browse folders and files.
struct FilesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "files",
    abstract: "Browse folders and files: folders open as lists, files show size, time and permissions."
  )

  @Argument(help: "The folder to start from (default: the current directory).")
  var path = "."

  @OptionGroup var options: RunOptions

  func start() throws -> FolderListing {
    do {
      return try FolderListing(folder: FileSystem.folder(at: path))
    } catch {
      throw FlowsError("\(error)")
    }
  }

  func run() throws {
    try reportingErrors {
      try options.run(flow: "files", arguments: [path], Files.navigation(), input: try start())
    }
  }
}
