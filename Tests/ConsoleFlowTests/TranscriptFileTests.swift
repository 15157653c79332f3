import ConsoleFlow
import Testing

@Suite("Transcript files")
struct TranscriptFileTests {
  @Test("a recorded session writes and reads back the same inputs, header and body")
  func roundTrip() throws {
    var session = Session(Flow(navigation, input: artists))
    for line in ["AC/DC", ":back", "\\:back", ">", "#"] { session.send(line) }
    let file = TranscriptFile(flow: "music", arguments: ["--catalog", "x.sqlite"], width: 60, height: 12, transcript: session.transcript)
    let read = try TranscriptFile(parsing: file.text)
    #expect(read == file)
    #expect(read.inputs == ["AC/DC", ":back", "\\:back", ">", "#"])
    #expect(file.text.hasPrefix("# flow: music\n# arguments: --catalog x.sqlite\n# size: 60x12\nArtists\n"))
  }

  @Test("output lines that look like inputs or headers are escaped")
  func escaping() throws {
    let transcript = Transcript(entries: [.output(["> not an input", "# not a header", "\\ slash"]), .input(prompt: "P> ", line: "go")])
    let body = TranscriptFile.body(of: transcript)
    #expect(body == "\\> not an input\n\\# not a header\n\\\\ slash\n> go\n")
    let read = try TranscriptFile(parsing: "# flow: x\n" + body)
    #expect(read.inputs == ["go"])
  }

  @Test("a file without a flow, or with an unknown header, is refused with its line number")
  func malformed() {
    let noFlow = #expect(throws: TranscriptFile.FormatError.self) { try TranscriptFile(parsing: "Artists\n> 1\n") }
    #expect(noFlow?.description == "line 1: no \"# flow: NAME\" header")
    let badSize = #expect(throws: TranscriptFile.FormatError.self) { try TranscriptFile(parsing: "# flow: music\n# size: wide\n") }
    #expect(badSize?.description == "line 2: the size must read WIDTHxHEIGHT, as in 80x24")
  }

  @Test("replay answers the same file when nothing changed, and a diff when the flow did")
  func replayAndDiff() throws {
    var session = Session(Flow(navigation, input: artists))
    for line in ["AC/DC", "1"] { session.send(line) }
    let recorded = TranscriptFile(flow: "music", transcript: session.transcript)
    #expect(TranscriptReplay.replay(recorded, flow: Flow(navigation, input: artists)) == recorded)

    let fewer = Array(artists.dropFirst())
    let changed = TranscriptReplay.replay(recorded, flow: Flow(navigation, input: fewer))
    let diff = try #require(LineDiff.unified(expected: recorded.body, actual: changed.body))
    #expect(diff.hasPrefix("--- expected\n+++ actual\n@@ -1,"))
    #expect(diff.contains("\n-1–20 of 275\n") && diff.contains("\n+1–20 of 274\n"))
    #expect(diff.contains("\n-   1  AC/DC\n"))
  }

  @Test("a unified diff keeps three lines of context and counts its hunk")
  func unifiedDiff() throws {
    let old = (1...20).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
    let diff = try #require(LineDiff.unified(expected: old, actual: new))
    #expect(diff == "--- expected\n+++ actual\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+ten\n 11\n 12\n 13\n")
    #expect(LineDiff.unified(expected: old, actual: old) == nil)
  }
}
