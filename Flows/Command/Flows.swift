import ArgumentParser

/// `flows`: runs the shipped flows; alone, it lists them.
@main
struct Flows: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flows",
    abstract: "Run ConsoleFlow's shipped flows at a console.",
    subcommands: [MusicCommand.self, DreamsCommand.self, FilesCommand.self, TestCommand.self]
  )

  func run() throws {
    print("Flows (run one with: flows NAME, options with: flows NAME --help):")
    for command in Self.configuration.subcommands where command != TestCommand.self {
      let name = command.configuration.commandName ?? ""
      print("  \(name.padding(toLength: 8, withPad: " ", startingAt: 0))\(command.configuration.abstract)")
    }
    print("Replay recorded sessions with: flows test PATH...")
  }
}
