import ArgumentParser
import GitFlow

/// `flows git`: browse a git history.
struct GitCommand: FlowCommand {
  static let configuration = CommandConfiguration(
    commandName: "git",
    abstract: "Browse a git history: commits as git log writes them, a commit's files, a file's diff.",
    discussion: "Runs the git on PATH. Any folder inside a work tree, or a bare repository, works."
  )

  /// A step reads the user's data: its time is no finding of `flows check`.
  static let stepTimeMeasuresData = true

  @Argument(help: "The repository, or any folder inside its work tree (default: the current directory).")
  var path = "."

  @OptionGroup var options: RunOptions

  var flowArguments: [String] { [path] }

  /// Runs no git: whether the folder is a repository is the first load's to find out, once the
  /// REPL holds the signals (progress, Ctrl-C, no child left behind).
  func start(in place: FlowPlace) async throws -> StartedFlow {
    let repository = Repository(at: place.resolve(path))
    return StartedFlow(GitBrowser.navigation(repository: repository), input: repository.commits())
  }
}
