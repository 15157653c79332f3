@_spi(Flows) @_spi(Interpreter) import ConsoleFlow

extension Explorer {
  /// What an exploration found and reached. Its description is the readable report; its
  /// ``summary`` is one line for a test's failure.
  ///
  /// ```swift
  /// let report = await Explorer().explore(navigation, input: artists)
  /// #expect(report.findings.isEmpty && report.coverage.isFull, "\(report)")
  /// ```
  public struct Report: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in the order it was found.
    public internal(set) var findings: [Finding] = []
    /// Which screens and branch cases of the map were reached.
    public internal(set) var coverage = Coverage()
    /// The screens that take typed text and were given no sample answers (the explorer's `answers`),
    /// by their names on the map, the names `answers` is keyed by: what lies behind them was not explored.
    public internal(set) var unanswered: [String] = []
    /// How many screens (a screen with its input) were visited.
    @_spi(Interpreter) public internal(set) var screensVisited = 0
    /// How many lines were sent.
    @_spi(Interpreter) public internal(set) var stepsTaken = 0
    /// The budget that ended the exploration before everything in its depth was visited, if any.
    public internal(set) var stoppedBy: Budget?
    /// Each line sequence sent from the first screen, once, in the order sent: the paths a test
    /// runs again in another interpreter, expecting the same ends.
    @_spi(Interpreter) public internal(set) var paths: [[String]] = []

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }

    /// One line: findings, screens and cases reached, whether a completion was.
    public var summary: String {
      let screens = coverage.screens.filter(\.reached).count
      let cases = coverage.cases.filter(\.reached).count
      let found = findings.isEmpty ? "no findings" : findings.count == 1 ? "1 finding" : "\(findings.count) findings"
      return "\(found); \(screens) of \(coverage.screens.count) screens and \(cases) of \(coverage.cases.count) "
        + "branch cases reached; \(coverage.reachedCompletion ? "a completion reached" : "no completion reached"); "
        + "\(screensVisited) screens visited in \(stepsTaken) steps"
        + (stoppedBy.map { ", stopped by the \($0) budget" } ?? "")
    }

    /// The whole report, for a person.
    public var description: String {
      var lines = [summary]
      if !findings.isEmpty {
        lines.append("")
        lines.append("Findings:")
        lines += findings.map { "- " + $0.description.replacing("\n", with: "\n  ") }
      }
      let missing = coverage.screens.filter { !$0.reached } + coverage.cases.filter { !$0.reached }
      if !missing.isEmpty {
        lines.append("")
        lines.append("Not reached:")
        lines += missing.map { reach in "- \(reach.name)" + (reach.why.map { ": \($0)" } ?? "") }
      }
      if !unanswered.isEmpty {
        lines.append("")
        lines.append("Given no sample answers, so not explored past: " + unanswered.joined(separator: ", "))
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The budgets an exploration stops at.
  public enum Budget: Sendable, Equatable {
    /// the explorer's `steps` lines were sent.
    case steps
    /// the explorer's `time` was spent.
    case time
  }

  /// One thing wrong, where it was found and how to get there again.
  public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong: for the explorer's own tests and tools, as a set that grows with its
    /// checks; a flow's test reads the finding's description.
    @_spi(Interpreter) public enum Kind: Sendable, Equatable, CustomStringConvertible {
      /// `:back` after a choice did not show the page before it exactly.
      case backNotExact
      /// `:home` did not show the first screen's page.
      case homeNotFirst
      /// A line of the page is wider than this width.
      case tooWide(width: Int)
      /// The page holds a raw control character (at this width).
      case controlCharacter(width: Int)
      /// What the screen offers (an item, a confirm's answer) was not taken.
      case offerRejected
      /// Every sample answer given for the screen was refused.
      case everyAnswerRefused
      /// A load failed.
      case loadFailed
      /// A step and its loads took longer than the explorer's `slowStep`.
      case slowStep(Duration)
      /// `:next` or `:prev` was taken but the page stayed the same, or `:prev` was refused after `:next`.
      case pagingBroken
      /// Filtering by text of an item shown matched nothing, or `/` alone did not bring the list back.
      case filterBroken
      /// An item's preview could not be made (its work threw), or `:preview` was refused.
      case previewFailed

      /// The kind in words.
      public var description: String {
        switch self {
        case .backNotExact: ":back not exact"
        case .homeNotFirst: ":home not at the first screen"
        case .tooWide(let width): "wider than \(width) columns"
        case .controlCharacter(let width): "a raw control character at \(width) columns"
        case .offerRejected: "an offered choice refused"
        case .everyAnswerRefused: "every sample answer refused"
        case .loadFailed: "a load failed"
        case .slowStep(let took): "a slow step (\(took))"
        case .pagingBroken: "paging broken"
        case .filterBroken: "filter broken"
        case .previewFailed: "a preview failed"
        }
      }
    }

    /// What is wrong.
    @_spi(Interpreter) public let kind: Kind
    /// The screen it was found on, by its name on the map (the name the explorer's `answers` is keyed
    /// by), or by its title when it is off the map. A slow step is found on the screen the line
    /// was sent to.
    @_spi(Interpreter) public let screen: String
    /// The path to that screen, by label, as `--at` parts (it ends early where no label leads on:
    /// after a confirm's answer, an Enter on a detail).
    @_spi(Interpreter) public let path: [String]
    /// Every line sent from the first screen to find it, the last the line that did.
    @_spi(Interpreter) public let lines: [String]
    /// What was seen: the message, the line too wide, the pages that differ, the line that was slow.
    @_spi(Interpreter) public let seen: String
    /// How many more times the same kind of finding was made on the same screen.
    @_spi(Interpreter) public internal(set) var repeats = 0

    /// The finding, where, how to reopen it and what was seen.
    public var description: String {
      let at = path.map { "--at " + ShellWord.quoted($0) }.joined(separator: " ")
      let sent = lines.map { ShellWord.quoted($0.isEmpty ? "(Enter)" : $0) }.joined(separator: " ")
      return "\(kind) on \(screen)\(at.isEmpty ? "" : " (\(at))"): \(seen)\n  lines sent: \(sent)"
        + (repeats > 0 ? "\n  and \(repeats) more like it on this screen" : "")
    }
  }

  /// Which screens and branch cases of a navigation's map an exploration reached.
  public struct Coverage: Sendable, Equatable {
    /// Every screen on the map, in the map's order.
    public internal(set) var screens: [Reach] = []
    /// Every case of the map's branches, named "screen: case".
    public internal(set) var cases: [Reach] = []
    /// Whether some line completed the flow (a screen yielded its value at the end).
    public internal(set) var reachedCompletion = false

    /// Whether every screen and every case was reached.
    public var isFull: Bool { screens.allSatisfy(\.reached) && cases.allSatisfy(\.reached) }
    /// The names of the screens not reached.
    public var unreachedScreens: [String] { screens.filter { !$0.reached }.map(\.name) }
    /// The names of the cases not reached.
    public var unreachedCases: [String] { cases.filter { !$0.reached }.map(\.name) }
  }

  /// A screen or a branch case of the map, whether it was reached and, when not, why not.
  public struct Reach: Sendable, Equatable {
    /// Its name on the map (a case: the screen it leaves, then the case).
    public let name: String
    /// Whether the exploration reached it.
    public let reached: Bool
    /// Why it was not reached, in words: beyond the depth, behind a screen given no sample
    /// answers, no item tried led there, or what leads there was not reached.
    public let why: String?
  }
}
