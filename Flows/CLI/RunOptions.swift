import ArgumentParser
import ConsoleFlow
import ConsoleFlowREPL
import Foundation

/// How a flow runs: at a terminal, from piped input, from a script; recorded or not.
struct RunOptions: ParsableArguments {
  @Option(help: "When to use colour: auto, always or never.")
  var color: ColorChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Run headlessly on the lines of FILE and print the transcript; a line that is not accepted stops with an error naming its line number.",
      valueName: "FILE"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Write the session to FILE as a .transcript file that `flows test FILE` replays.", valueName: "FILE"))
  var record: String?

  @Flag(help: "With piped input, stop at the first line that is not accepted (scripts always do).")
  var strict = false

  /// Runs `navigation` from `input` in the chosen mode; `arguments` are the flow's own, for a recording's header.
  func run<A, Output: Sendable>(
    flow name: String, arguments: [String], _ navigation: Navigation<A, Output>, input: A
  ) throws {
    let repl = REPL(
      name: name, color: color, strict: strict || script != nil, recordPath: record, arguments: arguments)
    do {
      if let script {
        let text: String
        do {
          text = try String(contentsOfFile: script, encoding: .utf8)
        } catch {
          throw FlowsError("\(script): cannot read the script: \(error.localizedDescription)")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        try repl.run(navigation, input: input, lines: lines, source: script)
      } else {
        try repl.run(navigation, input: input)
      }
    } catch let rejected as RejectedLine {
      throw FlowsError(rejected.description)
    }
  }
}

extension ColorChoice: ExpressibleByArgument {}
