import ArgumentParser
import FilesFlow

/// `flows files`: browse folders and files.
struct FilesCommand: FlowCommand {
  static let configuration = CommandConfiguration(
    commandName: "files",
    abstract: "Browse folders and files: folders open as lists, files show size, time and permissions."
  )

  /// A step reads the user's data: its time is no finding of `flows check`.
  static let stepTimeMeasuresData = true

  @Argument(help: "The folder to start from (default: the current directory).")
  var path = "."

  @OptionGroup var options: RunOptions

  var flowArguments: [String] { [path] }

  func start(in place: FlowPlace) async throws -> StartedFlow {
    let folder = FileSystem.folder(at: path, relativeTo: place.workingFolder)
    return StartedFlow(Files.navigation(), input: try FolderListing(folder: folder))
  }
}
