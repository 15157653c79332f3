@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import Testing

/// Where the golden files live: one home for each kind, found from here.
public enum GoldenFiles {
  /// The repository's root folder. This file is also built through a link to its folder (the
  /// Flows package's Tests/Shared), so the link is followed first.
  public static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A rendering snapshot: `Tests/Snapshots/<name>.txt`.
  public static func snapshot(_ name: String) -> String {
    repository.appendingPathComponent("Tests/Snapshots/\(name).txt").path
  }

  /// What fzf keeps, recorded by `scripts/record-fzf-answers.py`: `Tests/FzfAnswers/<name>`.
  public static func fzfAnswers(_ name: String) -> URL {
    repository.appendingPathComponent("Tests/FzfAnswers/\(name)")
  }

  /// A shipped flow's transcripts folder: `Flows/<Flow>/Transcripts`.
  public static func transcripts(of flow: String) -> String {
    repository.appendingPathComponent("Flows/\(flow)/Transcripts").path
  }

  /// One transcript of a shipped flow.
  public static func transcript(_ name: String, of flow: String) -> String {
    transcripts(of: flow) + "/\(name).transcript"
  }
}

/// Compares `actual` with the snapshot `Tests/Snapshots/<name>.txt`, through the same
/// record-or-compare rule as transcripts (`CONSOLEFLOW_RECORD=1` records it anew).
public func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let golden = GoldenFile(path: GoldenFiles.snapshot(name))
  switch try golden.check(actual) {
  case .matches: break
  case .recorded:
    if !golden.recording {
      Issue.record("Recorded a new snapshot \(name).txt; check it and run again.", sourceLocation: sourceLocation)
    }
  case .differs(let diff):
    Issue.record(
      "Snapshot \(name).txt differs (CONSOLEFLOW_RECORD=1 records it anew):\n\(diff)", sourceLocation: sourceLocation)
  }
}
