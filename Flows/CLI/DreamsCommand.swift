import ArgumentParser
@_spi(Flows) import ConsoleFlowFiles
import DreamsFlow

/// `flows dreams`: the dream journal.
struct DreamsCommand: FlowCommand {
  static let configuration = CommandConfiguration(
    commandName: "dreams",
    abstract: "Keep a dream journal: list, view, edit, add and delete dreams, saved as JSON.",
    discussion:
      "The journal is $XDG_DATA_HOME/consoleflow/dreams.json (default ~/.local/share/...) unless --file is given."
  )

  @Option(help: "The journal file (JSON).")
  var file: String?

  @OptionGroup var options: RunOptions

  var flowArguments: [String] { file.map { ["--file", $0] } ?? [] }

  /// What `flows check` types: on the journal, add a dream, open it, delete it, save; in the
  /// forms, a title (and an empty one, which a new dream refuses), a description, every field.
  static var sampleAnswers: [String: [String]] {
    [
      "Dreams": ["add", "1", "delete 1", "save"], "Title": ["Flying over the sea", ""],
      "Description": ["A hall of doors", ""], "Dream": ["1", "2", "3", "4", "done"],
    ]
  }

  func start(in place: FlowPlace) async throws -> StartedFlow {
    // A replay writes to a fresh, empty journal, so it never touches real data.
    let path =
      place.scratchFolder.map { $0 + "/dreams.json" }
      ?? file.map(place.resolve) ?? (StandardPaths().data + "/dreams.json")
    let journal = Journal(path: path)
    return StartedFlow(Dreams.navigation(journal: journal), input: try journal.load())
  }
}
