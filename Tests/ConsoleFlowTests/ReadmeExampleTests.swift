import ConsoleFlow
import Testing

// The README's example, written exactly as there, with global constants in Swift 6 mode.

struct Artist: Sendable, CustomStringConvertible {
  let name: String
  let albums: [Album]
  var description: String { name }
}

struct Album: Sendable, CustomStringConvertible {
  let title: String
  var description: String { title }
}

let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", label: { $0.name })
let chooseAlbum = Screen<[Album], Album>.list(title: "Albums", label: { $0.title })
let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum

let artists = Chinook.library.map { Artist(name: $0.name, albums: $0.albums.map(Album.init)) }

@Suite("The README example")
struct ReadmeExampleTests {
  @Test("choosing AC/DC then an album completes with that album")
  func completesWithTheAlbum() throws {
    let flow = Flow(navigation, input: artists)
    let effects = flow.steps(["AC/DC", "Let There Be Rock"]).effects
    guard case .completed(let album) = effects.last else {
      Issue.record("expected a completion, got \(String(describing: effects.last))")
      return
    }
    #expect(album.title == "Let There Be Rock")
  }

  @Test("its transcript is the one the README shows")
  func transcriptMatches() throws {
    let flow = Flow(navigation, input: artists, traits: Traits(width: 60, height: 9))
    try assertSnapshot(transcript(flow, ["ac/dc", ":back", "/motor", "1", ":home", ":quit"]), named: "readme-example")
  }
}
