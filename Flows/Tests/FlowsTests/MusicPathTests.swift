@_spi(Interpreter) import ConsoleFlow
import MusicFlow
import PropertyBased
import TestSupport
import Testing

private let moves = [
  "1", "2", "3", "12", ":next", ":prev", "/iron", "/zep", "/", ":back", ":home", "Iron Maiden", "motorhead", "AC/DC",
  "Azymuth", "Powerslave", "1984",
]
private let walks = Gen<String?>.element(of: moves).map { $0 ?? "" }.array(of: 0...16)

/// The flow as a person sees its top screen when it first opens: no filter, first page.
private func firstView<Output>(_ flow: Flow<Output>) -> Page {
  var page = flow.step(flow.page.items.isEmpty && flow.page.status == nil ? "" : "/").flow.page
  page.message = nil
  return page
}

@Suite("Paths through the music flow")
struct MusicPathTests {
  private let music = Flow(
    Music.navigation(catalog: Chinook.catalog), input: Chinook.artists, traits: Traits(width: 80, height: 24))

  @Test("for random walks, opening at the path reached gives the page the walk reached, at every depth")
  func reopeningRandomWalks() async {
    let music = self.music
    await propertyCheck(input: walks) { walk in
      let walked = await music.loaded(walk)
      let (opened, mismatch) = await music.opened(at: walked.path)
      #expect(mismatch == nil)
      #expect(opened.path == walked.path)
      #expect(firstView(opened) == firstView(walked))
    }
  }

  @Test("a path whose middle part is gone stops at the right screen with the right message")
  func middlePartGone() async {
    let (opened, mismatch) = await music.opened(at: ["AC/DC", "Highway To Hell", "Highway To Hell"])
    #expect(opened.page.breadcrumb == ["Artists", "AC/DC"])
    #expect(mismatch?.hasPrefix("The path stops at AC/DC: part 2 of 3, \"Highway To Hell\", does not match.") == true)
  }
}
