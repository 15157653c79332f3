import ArgumentParser
import GitFlow

/// `flows git`: browse a git history.
struct GitCommand: FlowCommand {
  static let configuration = CommandConfiguration(
    commandName: "git",
    abstract: "Browse a git history: commits as git log writes them, a commit's files, a file's diff.",
    discussion: "Runs the git on PATH. Any folder inside a work tree, or a bare repository, works."
  )

  @Argument(help: "The repository, or any folder inside its work tree (default: the current directory).")
  var path = "."

  @OptionGroup var options: RunOptions

  var flowArguments: [String] { [path] }

  func start(in place: FlowPlace) async throws -> StartedFlow {
    let repository = try await Repository.open(place.resolve(path))
    return StartedFlow(GitBrowser.navigation(repository: repository), input: repository.commits())
  }
}
