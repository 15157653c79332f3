import ArgumentParser
import ConsoleFlow
import Foundation

/// `flows`: runs the shipped flows; alone, it lists them.
@main
struct Flows: AsyncParsableCommand {
  /// Every shipped flow, once: the subcommands, the list below and `flows test` read it.
  static let shipped: [any FlowCommand.Type] = [
    MusicCommand.self, DreamsCommand.self, FilesCommand.self, GitCommand.self, SqlCommand.self,
  ]

  static let configuration = CommandConfiguration(
    commandName: "flows",
    abstract: "Run ConsoleFlow's shipped flows at a console.",
    version: version,
    subcommands: shipped + [PickCommand.self, TestCommand.self, CheckCommand.self]
  )

  /// The release `flows --version` prints: CHANGELOG.md's latest, which a test holds it to.
  static let version = "0.1.0"

  /// Starts `flows`. SIGQUIT ends it at once with its default action (status 131): the
  /// runtime's crash handler would otherwise take it for a crash. The signals that end or
  /// interrupt it are unblocked, should the parent have handed down a mask that blocks them.
  static func main() async {
    Platform.takeEndingSignals()
    let arguments = Array(CommandLine.arguments.dropFirst())
    // `flows pick` reads its arguments as fzf reads its own.
    if arguments.first == "pick" { await PickCommand.main(fzfArguments: Array(arguments.dropFirst())) }
    await main(spellingOut(arguments))
  }

  /// `--map` alone means Mermaid; the parser needs the value spelt out. After `--` every word is
  /// an argument as it is (a file named `--map`).
  static func spellingOut(_ arguments: [String]) -> [String] {
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    return arguments[..<end].map { $0 == "--map" ? "--map=mermaid" : $0 } + arguments[end...]
  }

  func run() throws {
    print("Flows (run one with: flows NAME, options with: flows NAME --help):")
    for command in Self.shipped {
      let name = command.flowName.padding(toLength: 8, withPad: " ", startingAt: 0)
      print("  \(name)\(command.configuration.abstract)")
    }
    print("Choose among lines, as fzf does: flows pick [FILE] (flows pick --help)")
    print("Replay recorded sessions with: flows test PATH...")
    print("Explore a flow's screens and report what is wrong: flows check NAME [ARGUMENTS]")
  }

  /// A shipped flow's arguments that its command does not take.
  struct ArgumentsRefused: Error {
    let given: String
    let why: String
  }

  /// The shipped flow called `flow`, its command parsed from `arguments`.
  static func parse(flow: String, arguments: [String]) throws -> any FlowCommand {
    guard let command = shipped.first(where: { $0.flowName == flow }) else {
      let names = shipped.map { $0.flowName }.joined(separator: ", ")
      throw FlowsError("no shipped flow is called \"\(flow)\" (the flows: \(names))")
    }
    do {
      return try command.parse(arguments)
    } catch {
      let given = arguments.map { TerminalText.escaped($0) }.joined(separator: " ")
      throw ArgumentsRefused(given: given, why: command.message(for: error))
    }
  }
}
