@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@Suite("The README example")
struct ReadmeExampleTests {
  @Test("choosing AC/DC then an album completes with that album")
  func completesWithTheAlbum() async throws {
    let flow = Flow(navigation, input: artists)
    let effects = flow.steps(["AC/DC", "Let There Be Rock"]).effects
    guard case .completed(let album) = effects.last else {
      Issue.record("expected a completion, got \(String(describing: effects.last))")
      return
    }
    #expect(album.title == "Let There Be Rock")
  }

  @Test("its transcript is the one the README shows")
  func transcriptMatches() async throws {
    let flow = Flow(navigation, input: artists, traits: Traits(width: 60, height: 9))
    try assertSnapshot(
      await transcript(flow, ["ac/dc", ":back", "/^mot", "1", ":home", ":quit"]), named: "readme-example")
  }
}
