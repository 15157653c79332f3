@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import Testing

@_spi(Flows) @testable import ConsoleFlowREPL

/// 3,000 file names in the order `ls` gives them: file1.txt, file10.txt, file100.txt, …, so that
/// file15.txt matches "file5.txt" long before file5.txt comes.
private let files = (1...3000).map { "file\($0).txt" }.sorted()
private let chooseFile = Screen<[String], String>.list(title: "Files", rows: .input, label: { $0 })

/// Enter on a list narrowed as typed takes the whole list's best match, not the best of the part
/// searched when a query and its Enter come in one burst (typed ahead, a script at a terminal),
/// in line mode and full screen; a cursor the user moved stays on the match they saw.
@MainActor
@Suite("Enter takes the best match of the whole search")
struct EnterAfterTheSearchTests {
  @Test("a query and its Enter in one burst, where a line is a query (flows pick)", arguments: [false, true])
  func queryAndEnterAtOnce(fullScreen: Bool) {
    let chosen: String?
    if fullScreen {
      let run = FullScreenShell(Flow(root(chooseFile), input: files)) {
        $0.mode = .terminal(.init(narrows: true, typing: .query, fullScreen: true))
      }
      run.start()
      run.send("file5.txt\r")
      chosen = if case .ended(let value)? = run.ending { value } else { nil }
    } else {
      let run = EmbeddedShell(Flow(root(chooseFile), input: files)) {
        $0.mode = .terminal(.init(narrows: true, typing: .query))
      }
      run.start()
      run.enter("file5.txt")
      chosen = if case .ended(let value)? = run.ending { value } else { nil }
    }
    #expect(chosen == "file5.txt")
  }

  @Test("a part of a name and its Enter in one burst, where a line is the input language", arguments: [false, true])
  func partOfANameAndEnterAtOnce(fullScreen: Bool) {
    let chosen: [String]
    if fullScreen {
      let run = FullScreenShell(Flow(root(chooseFile), input: files))
      run.start()
      run.send("file5.tx\r")
      chosen = run.takeCompleted()
    } else {
      let run = EmbeddedShell(Flow(root(chooseFile), input: files))
      run.start()
      run.enter("file5.tx")
      chosen = run.takeCompleted()
    }
    #expect(chosen == ["file5.txt"])
  }
}

/// Rows read as asked, 100 a part: "Track 1" to "Track 2000", the 300th called "Rocket".
private let tracks = ElementStream<String>("Reading tracks") { last in
  let after = last.map { $0 == "Rocket" ? 300 : Int($0.dropFirst(6)) ?? 0 } ?? 0
  return after >= 2000 ? [] : (after + 1...min(after + 100, 2000)).map { $0 == 300 ? "Rocket" : "Track \($0)" }
}
private let chooseTrack = Screen<ElementStream<String>, String>.list(title: "Tracks", rows: .input, label: { $0 })

extension EnterAfterTheSearchTests {
  @Test(
    "on a list read as asked, part of a name shown narrowed and Enter take the match shown, not a read on",
    arguments: [false, true])
  func partOfANameOnAListReadAsAsked(fullScreen: Bool) async {
    let chosen: [String]
    if fullScreen {
      let run = FullScreenShell(Flow(root(chooseTrack), input: tracks))
      run.start()
      await run.finish(load: 0)
      run.type("rocke")
      run.enter()
      chosen = run.takeCompleted()
    } else {
      let run = EmbeddedShell(Flow(root(chooseTrack), input: tracks))
      run.start()
      await run.finish(load: 0)
      run.enter("rocke")
      chosen = run.takeCompleted()
    }
    #expect(chosen == ["Rocket"])
  }
}

/// Albums from a source that runs the filter itself, as SQLite does for `flows sql`: after
/// `/the` it holds only the albums with "the".
private struct Album: Sendable {
  let title: String
  let artist: String
}
private let albums = [
  Album(title: "Led Zeppelin I", artist: "Led Zeppelin"), Album(title: "The Wall", artist: "Pink Floyd"),
  Album(title: "Houses Of The Holy", artist: "Led Zeppelin"),
]
private let allAlbums = ElementStream<Album>("Reading albums") { $0 == nil ? albums : [] }
private let chooseAlbum = Screen<ElementStream<Album>, Album>.table(
  title: "Albums", columns: .init([TableColumn("Title", \.title), TableColumn("Artist", \.artist)]),
  rows: .arriving(
    { $0 },
    queried: { _, query in
      let matches = query.matcher()
      return ElementStream("Reading albums") { $0 == nil ? albums.filter { matches($0.title + " " + $0.artist) } : [] }
    }))

extension EnterAfterTheSearchTests {
  @Test(
    "on rows a source's filter selected, a narrowing typed and Enter take the match shown",
    arguments: [false, true])
  func narrowingWithinTheSourcesFilter(fullScreen: Bool) async {
    let chosen: [Album]
    if fullScreen {
      let run = FullScreenShell(Flow(root(chooseAlbum), input: allAlbums))
      run.start()
      await run.finish(load: 0)
      run.type("/the")
      run.enter()
      await run.finish(load: 1)
      // The artist's column holds it.
      run.type("zep")
      #expect(run.cursorRow?.contains("Houses Of The Holy") == true)
      run.enter()
      // What Enter asked the source for, if it asked.
      if run.loads.started.count > 2 { await run.finish(load: 2) }
      chosen = run.takeCompleted()
    } else {
      let run = EmbeddedShell(Flow(root(chooseAlbum), input: allAlbums))
      run.start()
      await run.finish(load: 0)
      run.enter("/the")
      await run.finish(load: 1)
      run.type("zep")
      #expect(run.screen.lines.contains { $0.contains("›1  Houses Of The Holy") })
      run.enter()
      if run.loads.started.count > 2 { await run.finish(load: 2) }
      chosen = run.takeCompleted()
    }
    #expect(chosen.map(\.title) == ["Houses Of The Holy"])
  }
}
