import ArgumentParser
import DreamsFlow
import Foundation

/// `flows dreams`: the dream journal.
struct DreamsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dreams",
    abstract: "Keep a dream journal: list, view, edit, add and delete dreams, saved as JSON.",
    discussion: "The journal is $XDG_DATA_HOME/consoleflow/dreams.json (default ~/.local/share/...) unless --file is given."
  )

  @Option(help: "The journal file (JSON).")
  var file: String?

  @OptionGroup var options: RunOptions

  func run() throws {
    try reportingErrors {
      let journal = Journal(path: file ?? Journal.defaultPath(environment: ProcessInfo.processInfo.environment))
      let dreams: [Dream]
      do {
        dreams = try journal.load()
      } catch {
        throw FlowsError("\(error)")
      }
      try options.run(flow: "dreams", arguments: file.map { ["--file", $0] } ?? [], Dreams.navigation(journal: journal), input: dreams)
    }
  }
}
