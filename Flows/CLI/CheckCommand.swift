import ArgumentParser
import ConsoleFlow
@_spi(Flows) import ConsoleFlowExploration

/// `flows check NAME [ARGUMENTS]`: explores a shipped flow's screens by itself, prints what it
/// found and what it reached, and exits 1 on any finding.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Explore a shipped flow's screens by itself and report what is wrong (status 1 on any finding).",
    discussion: """
      Every screen reached is checked: :back shows the page before exactly, :home the first screen, pages fit \
      20, 80 and 200 columns with no raw control character, what a screen offers is taken, no load fails, no \
      step is slow (in music and dreams: a step of sql, git or files measures your data). Lists are sampled by the seed; sql also checks every row's foreign keys in SQLite. The \
      report lists the screens and branch cases of the flow's map that were not reached, and why; with \
      --require-coverage any of them exits 1 too. A flow that writes (dreams) writes to a scratch file, never \
      yours.
      """
  )

  @Argument(help: "The flow: music, dreams, files, git or sql.")
  var flow: String

  @Option(help: "How many choices deep from the first screen to go.")
  var depth = 4

  @Option(help: ArgumentHelp("How long to explore at most (a very long time means no limit).", valueName: "SECONDS"))
  var budget = 60.0

  @Flag(
    help: "Exit 1 also when a screen or a branch case of the flow's map was not reached (the report says why), for CI.")
  var requireCoverage = false

  @Option(help: "What chooses the items tried between the first and the last of a list.")
  var seed: UInt64 = 1

  @OptionGroup var place: PlaceOption

  @Argument(parsing: .allUnrecognized, help: "The flow's own arguments, as `flows NAME` takes them.")
  var flowArguments: [String] = []

  /// The longest budget a check keeps to, in seconds (about 30 years): any longer one means the
  /// same, no limit, and a duration that long can still be counted.
  static let longestBudget = 1e9

  /// How long a step may take before it is a finding. A step of `flows sql`, `git` or `files`
  /// reads the user's data, bounded by construction (a page of rows, a batch of commits, one
  /// folder): how long it takes measures that data and the machine's load, not the flow, so it
  /// is never a finding there (``FlowCommand/stepTimeMeasuresData``).
  static func slowStep(of flow: any FlowCommand) -> Duration {
    type(of: flow).stepTimeMeasuresData ? .seconds(longestBudget) : Explorer().slowStep
  }

  func validate() throws {
    guard depth >= 0 else { throw ValidationError("--depth is a number of choices, 0 or more") }
    guard budget > 0, budget.isFinite else { throw ValidationError("--budget is a number of seconds above 0") }
  }

  func run() async throws {
    do {
      let parsed: any FlowCommand
      do {
        parsed = try Flows.parse(flow: flow, arguments: flowArguments)
      } catch let problem as Flows.ArgumentsRefused {
        throw FlowsError("the arguments (\(problem.given)) are not \(flow)'s: \(problem.why)")
      }
      FlowPlace.removeScratchFoldersOfEndedRuns()
      let explorer = Explorer(
        depth: depth, time: .seconds(min(budget, Self.longestBudget)), seed: seed,
        answers: type(of: parsed).sampleAnswers, slowStep: Self.slowStep(of: parsed))
      let (report, dataCheck) = try await FlowPlace.inScratchFolder(workingFolder: place.workingFolder) { place in
        let started = try await parsed.start(in: place)
        return (await started.explore(explorer), try await started.checkData?())
      }
      var lines = "\(report)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if let dataCheck { lines += [""] + dataCheck.lines }
      // The report's lines hold names from the data: each is shown with its control characters escaped.
      for line in lines { print(TerminalText.escaped(line)) }
      let problems = dataCheck?.count ?? 0
      if !report.isClean || problems > 0 || requireCoverage && !report.coverage.isFull { throw ExitCode(1) }
    } catch {
      throw FlowsError.exitCode(for: error)
    }
  }
}
