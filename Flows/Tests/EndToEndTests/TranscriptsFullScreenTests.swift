import Foundation
import TestSupport
import Testing

// The shipped music transcripts, recorded headless, typed into the same flow full screen at a
// real terminal: each line ends where the recording says it did (the breadcrumb of the page
// after the last line), so the same lines mean the same in both layouts.
extension REPLEndToEndTests {
  /// The music transcripts: their lines, and the breadcrumb of the page the last one showed.
  static let musicTranscripts: [(name: String, lines: [String], breadcrumb: String)] = {
    let folder = GoldenFiles.transcripts(of: "Music")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".transcript")
    }
    return names.sorted().compactMap { name in
      guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { return nil }
      let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let inputs = rows.indices.filter { rows[$0].hasPrefix("> ") }
      guard let last = inputs.last, last + 1 < rows.count else { return nil }
      return (name, inputs.map { String(rows[$0].dropFirst(2)) }, rows[last + 1])
    }
  }()

  @Test("the shipped music transcripts, typed full screen, end on the page they recorded")
  func musicTranscriptsFullScreen() throws {
    #expect(Self.musicTranscripts.count == 8)
    for transcript in Self.musicTranscripts {
      let tmux = try Tmux(command: ["music", "--screen=full", "--color=never"], width: 80, height: 24, live: true)
      defer { tmux.close() }
      try tmux.waitFor("1/275")
      for line in transcript.lines {
        let before = tmux.screen()
        tmux.send(line, "Enter")
        try tmux.waitForChange(from: before)
      }
      let top = tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      #expect(
        top.trimmingCharacters(in: .whitespaces) == transcript.breadcrumb, "\(transcript.name)\n\(tmux.screen())")
      tmux.send("C-q")
      #expect(try tmux.exitStatus() == 0, "\(transcript.name)")
    }
  }
}
