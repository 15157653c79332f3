import PropertyBased
import TestSupport
import Testing

@_spi(Flows) @_spi(Interpreter) @testable import ConsoleFlow

@Suite("Transcript files")
struct TranscriptFileTests {
  @Test("a recorded session writes and reads back the same inputs, header and body")
  func roundTrip() async throws {
    var session = await Session(Flow(navigation, input: artists))
    for line in ["AC/DC", ":back", "\\:back", ">", "#"] { await session.send(line) }
    let file = TranscriptFile(
      flow: "music", arguments: ["--catalog", "x.sqlite"], width: 60, height: 12, transcript: session.transcript)
    let read = try TranscriptFile(parsing: file.text)
    #expect(read == file)
    #expect(read.inputs == ["AC/DC", ":back", "\\:back", ">", "#"])
    #expect(file.text.hasPrefix("# flow: music\n# arguments: --catalog x.sqlite\n# size: 60x12\nArtists\n"))
  }

  @Test("output lines that look like inputs or headers are escaped")
  func escaping() async throws {
    let transcript = Transcript(entries: [
      .output(["> not an input", "# not a header", "\\ slash"]), .input(prompt: "P> ", line: "go"),
    ])
    let body = TranscriptFile.body(of: transcript)
    #expect(body == "\\> not an input\n\\# not a header\n\\\\ slash\n> go\n")
    let read = try TranscriptFile(parsing: "# flow: x\n" + body)
    #expect(read.inputs == ["go"])
  }

  @Test("a file without a flow, or with an unknown header, is refused with its line number")
  func malformed() async {
    let noFlow = #expect(throws: TranscriptFile.FormatError.self) { try TranscriptFile(parsing: "Artists\n> 1\n") }
    #expect(noFlow?.description == "line 1: no \"# flow: NAME\" header")
    let badSize = #expect(throws: TranscriptFile.FormatError.self) {
      try TranscriptFile(parsing: "# flow: music\n# size: wide\n")
    }
    #expect(badSize?.description == "line 2: the size must read WIDTHxHEIGHT, as in 80x24")
  }

  @Test("replay answers the same file when nothing changed, and the new output when the flow did")
  func replay() async throws {
    var session = await Session(Flow(navigation, input: artists, traits: Traits(width: 60, height: 12)))
    for line in ["AC/DC", "1"] { await session.send(line) }
    let recorded = TranscriptFile(
      flow: "music", arguments: ["--x"], width: 60, height: 12, transcript: session.transcript)
    #expect(await recorded.replayed(on: Flow(navigation, input: artists)) == recorded)

    let changed = await recorded.replayed(on: Flow(navigation, input: Array(artists.dropFirst())))
    #expect(changed.inputs == recorded.inputs && changed.arguments == ["--x"] && changed.width == 60)
    #expect(changed.body.contains("1–8 of 274") && !changed.body.contains("  1  AC/DC"))
  }

  @Test("an input holding control characters is written escaped and read back exactly")
  func unsafeInputs() async throws {
    let hostile = ["\u{1B}[2J\u{1B}]0;pwned\u{7}", "tab\there", "back\\slash\\e", "\u{202E}txt", "plain"]
    let transcript = Transcript(entries: hostile.map { .input(prompt: "P> ", line: $0) })
    let file = TranscriptFile(flow: "x", transcript: transcript)
    #expect(!file.text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
    #expect(file.body.hasPrefix(">! \\e[2J\\e]0;pwned\\u{7}\n>! tab\\there\n> back\\slash\\e\n"))
    #expect(try TranscriptFile(parsing: file.text).inputs == hostile)
  }

  @Test("a size outside what a terminal can be is refused with its line")
  func absurdSize() async {
    let error = #expect(throws: TranscriptFile.FormatError.self) {
      try TranscriptFile(parsing: "# flow: music\n# size: 9223372036854775807x24\n")
    }
    #expect(error?.description == "line 2: the size must be from 10x5 to 10000x10000")
    let tooWide = #expect(throws: TranscriptFile.FormatError.self) {
      try TranscriptFile(parsing: "# flow: music\n# size: 100000x24\n")
    }
    #expect(tooWide?.description == "line 2: the size must be from 10x5 to 10000x10000")
  }

  @Test("arguments are quoted as a shell reads them: spaces, quotes, newlines and tabs come back exactly")
  func quotedArguments() throws {
    let arguments = ["my dir", "it's", "line\nbreak", "tab\there", "", "plain", "--at", "\u{1B}[31mred", "#x", "naïve"]
    let file = TranscriptFile(flow: "files", arguments: arguments, transcript: Transcript())
    let header = file.text.split(separator: "\n")
    #expect(header.count == 3, "one line of arguments, whatever they hold: \(header)")
    #expect(
      header[1]
        == #"# arguments: 'my dir' 'it'\''s' $'line\nbreak' $'tab\there' '' plain --at $'\x1b[31mred' '#x' 'naïve'"#)
    #expect(try TranscriptFile(parsing: file.text).arguments == arguments)
    #expect(try TranscriptFile(parsing: "# flow: files\n# arguments: fixture\n").arguments == ["fixture"])
  }

  @Test("any arguments round-trip through the header")
  func argumentsRoundTrip() async {
    // Every ASCII character (controls, quotes, spaces, backslashes) and Latin-1 beyond it.
    let argument = Gen.latin1.string(of: 0...8)
    await propertyCheck(input: argument.array(of: 0...5)) { arguments in
      let file = TranscriptFile(flow: "x", arguments: arguments, transcript: Transcript())
      #expect((try? TranscriptFile(parsing: file.text))?.arguments == arguments)
    }
  }

  @Test("arguments a shell could not read are refused in words, with their line")
  func unreadableArguments() {
    let open = #expect(throws: TranscriptFile.FormatError.self) {
      try TranscriptFile(parsing: "# flow: files\n# arguments: 'my dir\n")
    }
    #expect(
      open?.description
        == "line 2: the arguments are not words a shell reads: the quote ' at character 2 is never closed")
    let escape = #expect(throws: TranscriptFile.FormatError.self) {
      try TranscriptFile(parsing: "# flow: files\n# arguments: $'\\q'\n")
    }
    #expect(escape?.description == "line 2: the arguments are not words a shell reads: \\q at character 4 is no escape")
  }

  @Test("a session opened at a path says so in the header, and replays from there")
  func pathInTheHeader() async throws {
    let (opened, _) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
    var session = await Session(opened)
    await session.send("2")
    let file = TranscriptFile(flow: "music", path: ["AC/DC"], width: 80, height: 24, transcript: session.transcript)
    #expect(file.text.hasPrefix("# flow: music\n# path: AC/DC\n# size: 80x24\n"))
    let read = try TranscriptFile(parsing: file.text)
    #expect(read == file)
    #expect(await read.replayed(on: Flow(navigation, input: artists)) == read, "the replay opens at the path too")
    var quoted = file
    quoted.path = ["AC/DC", "Let There Be Rock"]
    #expect(quoted.text.contains("# path: AC/DC 'Let There Be Rock'\n"))
    #expect(try TranscriptFile(parsing: quoted.text).path == ["AC/DC", "Let There Be Rock"])
    #expect(throws: TranscriptFile.FormatError.self) { try TranscriptFile(parsing: "# flow: music\n# path: 'open\n") }
  }
}
