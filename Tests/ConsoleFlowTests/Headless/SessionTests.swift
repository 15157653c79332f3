@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@Suite("Headless sessions")
struct SessionTests {
  @Test("each line is accepted, rejected with its reason, completes or quits")
  func outcomes() async {
    var session = await Session(Flow(navigation, input: artists))
    #expect(await session.send("AC/DC") == .accepted)
    #expect(await session.send("Nothing Like This") == .rejected(session.flow.rejection ?? ""))
    #expect(session.flow.rejection?.description.hasPrefix("Nothing is called \"Nothing Like This\"") == true)
    #expect(await session.send("2") == .completed)
    #expect(session.isFinished)
    #expect(session.results.map(\.title) == ["Let There Be Rock"])
  }

  @Test("a finished session takes no more lines and records none")
  func finished() async {
    var session = await Session(Flow(navigation, input: artists))
    #expect(await session.send(":quit") == .quit)
    let before = session.transcript
    #expect(await session.send("AC/DC") == .rejected(Rejection(.ended, "The flow has ended; no more input is taken.")))
    #expect(session.transcript == before)
  }

  @Test("kept running, a completion offers to start over; Enter does, and the next value completes too")
  func keepRunning() async {
    var session = await Session(Flow(navigation, input: artists), keepRunning: true)
    await session.send(["AC/DC", "1"])
    #expect(!session.isFinished)
    #expect(session.flow.page.prompt == "Done> ")
    #expect(session.transcript.text.hasSuffix("Done.\nEnter (or :home) starts over at Artists; :quit leaves.\n"))
    #expect(await session.send("2") == .rejected(session.flow.rejection!))
    await session.send(["", "Accept", "1"])
    #expect(session.results.map(\.title) == ["For Those About To Rock We Salute You", "Balls to the Wall"])
  }

  @Test("the transcript is the pages and each input after its prompt, without colour")
  func transcriptText() async {
    var session = await Session(Flow(navigation, input: artists, traits: Traits(width: 60, height: 6, color: true)))
    await session.send("ac/dc")
    #expect(session.transcript.inputs == ["ac/dc"])
    #expect(!session.transcript.text.contains("\u{1B}["), "colour never reaches a transcript")
    #expect(
      session.transcript.text.hasPrefix(
        "Artists\n1–2 of 275\n  1  AC/DC\n  2  Accept\nArtists> ac/dc\nArtists › Albums\n"))
  }

  @Test("a resize between lines draws the next page for the new size")
  func resize() async {
    var session = await Session(Flow(navigation, input: artists, traits: Traits(width: 60, height: 6)))
    session.traits = Traits(width: 60, height: 8)
    await session.send(":next")
    #expect(session.flow.page.status == "5–8 of 275")
  }
}

extension Session {
  fileprivate mutating func send(_ lines: [String]) async {
    for line in lines { await send(line) }
  }
}
