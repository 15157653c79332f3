@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// The full-screen interpreter at a terminal, as a person drives it: whole screens at three
// sizes, the shell's screen given back exactly on the way out, a table read as the cursor goes,
// and a run started in the background that waits for `fg`.
extension REPLEndToEndTests {
  @Test(
    "full screen: the first page, the cursor moved, a choice, back, and the shell's screen given back",
    arguments: [(80, 24), (40, 15), (130, 40)])
  func fullScreenMusic(size: (width: Int, height: Int)) throws {
    let tmux = try Tmux(shell: .bash, width: size.width, height: size.height, live: true)
    defer { tmux.close() }
    let name = "full-music-\(size.width)x\(size.height)"
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full", "Enter")
    tmux.expectScreen("\(name)-first-page", when: Tmux.shows("1/275"))
    tmux.send("Down", "Down", "Down")
    tmux.expectScreen("\(name)-cursor-moved", when: Tmux.shows("4/275"))
    tmux.send("Enter")
    tmux.expectScreen("\(name)-a-choice", when: Tmux.shows("Artists › AC/DC"))
    tmux.send("Escape")
    // Back on the item left from.
    tmux.expectScreen("\(name)-back", when: Tmux.shows("4/275"))
    tmux.send("zep")
    tmux.expectScreen("\(name)-narrowed", when: Tmux.shows("matching \"zep\""))
    tmux.send("C-q")
    // The alternate screen left: the shell's lines as they were, the next prompt under them.
    tmux.expectScreen("\(name)-given-back", when: Tmux.lastRow(is: "$"))
  }

  @Test("full screen: End on a table read as you page reads its last rows by a query; the status says so")
  func fullScreenTableReadsOn() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true) { home in
      try FileManager.default.copyItem(
        atPath: Catalog.embeddedPath, toPath: home.appendingPathComponent("chinook.sqlite").path)
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows sql chinook.sqlite --at Track --screen=full", "Enter")
    tmux.expectScreen("full-sql-track", when: Tmux.shows("1/1000+"))
    tmux.send("End")
    // The last 1,000 rows, read back from the end (not the 2,503 after the first part), and the
    // cursor on the last.
    tmux.expectScreen("full-sql-track-read-on", when: Tmux.shows("1000/1000+"))
    tmux.send("Right")
    tmux.expectScreen("full-sql-track-sideways", when: Tmux.shows("columns 2–"))
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen: a resize lays the page out again at once, the cursor kept on its item")
  func fullScreenResize() throws {
    let tmux = try Tmux(shell: .bash, width: 130, height: 40, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full", "Enter")
    try tmux.waitFor("1/275")
    // The resize comes once the keys have moved the cursor: "1/275" showed already.
    tmux.send("NPage", "Down")
    try tmux.waitFor("38/275")
    tmux.resize(width: 40, height: 15)
    tmux.expectScreen("full-music-resized-to-40x15", when: { $0.contains(" 40x15") && $0.contains("/275") })
    tmux.resize(width: 80, height: 24)
    tmux.expectScreen("full-music-resized-to-80x24", when: { $0.contains(" 80x24") && $0.contains("/275") })
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen: a crash (SIGSEGV) gives the shell its screen and its terminal modes back")
  func fullScreenCrash() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full", "Enter")
    try tmux.waitFor("1/275")
    let program = try #require(tmux.programs().first)
    kill(program, SIGSEGV)
    #expect(Tmux.ended(program))
    try tmux.waitForLast("$")
    tmux.send("stty -a > stty-after-crash; echo read", "Enter")
    try tmux.waitFor("\nread")
    let modes = try String(contentsOf: tmux.home.appendingPathComponent("stty-after-crash"), encoding: .utf8)
    #expect(modes.contains(" icanon") && modes.contains(" echo "), "\(modes)")
    // The alternate screen left: the shell's own lines, nothing of the list.
    #expect(!tmux.wholeScreen().contains("Aaron Goldberg"), "\(tmux.wholeScreen())")
    #expect(tmux.wholeScreen().contains("$ flows music --screen=full"))
  }

  @Test(
    "full screen: SIGUSR1, SIGUSR2, SIGALRM give the screen back and end with 128 + the signal",
    arguments: [SIGUSR1, SIGUSR2, SIGALRM])
  func fullScreenEndingSignal(signal: Int32) throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full", "Enter")
    try tmux.waitFor("1/275")
    let program = try #require(tmux.programs().first)
    kill(program, signal)
    #expect(Tmux.ended(program))
    try tmux.waitForLast("$")
    tmux.send("echo status $?", "Enter")
    try tmux.waitFor("status \(128 + signal)")
    #expect(!tmux.wholeScreen().contains("Aaron Goldberg"), "\(tmux.wholeScreen())")
  }

  @Test("full screen started in the background waits, stopped, for fg, then takes the screen")
  func fullScreenInTheBackground() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music --screen=full &", "Enter")
    try tmux.waitForLast("$")
    // It stops (SIGTTIN) before it takes the screen: the shell's prompt stays as it was.
    tmux.send("until [[ $(jobs) == *Stopped* ]]; do sleep 0.1; done; echo stopped, waiting", "Enter")
    try tmux.waitFor("\nstopped, waiting")
    tmux.send("fg", "Enter")
    try tmux.waitFor("1/275")
    tmux.send("C-q")
    try tmux.waitForLast("$")
    tmux.send("echo \"status $?\"", "Enter")
    try tmux.waitFor("status 0")
  }
}

// Every shipped flow full screen, each at a size of its own: the first screen, a choice, back.
extension REPLEndToEndTests {
  @Test("full screen: dreams at 40x15, a dream opened and left")
  func fullScreenDreams() throws {
    let tmux = try Tmux(shell: .bash, width: 40, height: 15, live: true) { home in
      let dreams = [
        #"{"title":"Flying over Lisbon","description":"Over the river","creature":"none","effects":["flying"]}"#,
        #"{"title":"Falling","description":"","creature":"cat","effects":[]}"#,
      ]
      try "[\(dreams.joined(separator: ","))]"
        .write(to: home.appendingPathComponent("journal.json"), atomically: true, encoding: .utf8)
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows dreams --file journal.json --screen=full", "Enter")
    tmux.expectScreen("full-dreams-40x15", when: Tmux.shows("Flying over Lisbon"))
    tmux.send("Enter")
    // A dream opens as its form's review: each field, a number edits it.
    tmux.expectScreen("full-dreams-40x15-a-dream", when: Tmux.shows("Description"))
    tmux.send("Escape")
    try tmux.waitFor("Falling")
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen: files at 130x40, a folder opened and left")
  func fullScreenFiles() throws {
    let tmux = try Tmux(shell: .bash, width: 130, height: 40, live: true) { home in
      let tree = home.appendingPathComponent("tree")
      let inside = tree.appendingPathComponent("letters")
      try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
      for (name, text) in [("letters/to Ann.txt", "Dear Ann"), ("notes.md", "# Notes"), ("readme", "read me")] {
        try text.write(to: tree.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      // The same dates on every run: a listing shows them.
      let date = Date(timeIntervalSince1970: 1_700_000_000)
      for path in ["letters/to Ann.txt", "notes.md", "readme", "letters", ""] {
        try FileManager.default.setAttributes(
          [.modificationDate: date], ofItemAtPath: tree.appendingPathComponent(path).path)
      }
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows files tree --screen=full", "Enter")
    tmux.expectScreen("full-files-130x40", when: Tmux.shows("readme"))
    tmux.send("letters", "Enter")
    tmux.expectScreen("full-files-130x40-a-folder", when: Tmux.shows("to Ann.txt"))
    tmux.send("Escape")
    try tmux.waitFor("notes.md")
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen: git at 80x24, a commit opened and left")
  func fullScreenGit() async throws {
    let tmux = try await Tmux.withFakeGit(width: 80, height: 24, live: true, wrapper: "")
    defer { tmux.close() }
    tmux.send("flows git repository --screen=full", "Enter")
    tmux.expectScreen("full-git-80x24", when: Tmux.shows("1/"))
    tmux.send("Enter")
    tmux.expectScreen("full-git-80x24-a-commit", when: Tmux.shows("Ada Lovelace"))
    tmux.send("Escape")
    // Esc alone, once its wait passed: a key right after it would make it Alt-that-key.
    try tmux.waitForLast("Commits>")
    tmux.send("C-q")
    try tmux.waitForLast("$")
  }

  @Test("full screen: pick at 80x24, a query narrowed, Enter prints the line and gives the screen back")
  func fullScreenPick() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("seq 1000 | flows pick --screen=full", "Enter")
    try tmux.waitFor("1/1000")
    tmux.send("99")
    tmux.expectScreen("full-pick-80x24-narrowed", when: Tmux.shows("matching \"99\""))
    tmux.send("Enter")
    tmux.expectScreen("full-pick-80x24-chosen", when: Tmux.lastRow(is: "$"))
  }
}

// What outlives a full-screen session means what it means in line mode: a recording replays
// headlessly to the same text, `--at` and `:where` name the same screens, `--resume` reopens.
extension REPLEndToEndTests {
  @Test("full screen: a session recorded with --record replays headlessly to the same text")
  func fullScreenRecording() async throws {
    let tmux = try Tmux(command: ["music", "--screen=full", "--record", "RECORD"], width: 90, height: 20, live: true)
    defer { tmux.close() }
    try tmux.waitFor("1/275")
    tmux.send("Down", "Down", "Down", "Enter")
    try tmux.waitFor("AC/DC: 2 albums")
    tmux.send("Escape")
    try tmux.waitFor("4/275")
    tmux.send("iron maiden")
    try tmux.waitFor("matching \"iron maiden\"")
    tmux.send("Enter")
    try tmux.waitFor("Iron Maiden: 21 albums")
    tmux.send("C-q")
    #expect(try tmux.exitStatus() == 0)
    let recorded = tmux.home.appendingPathComponent("RECORD").path
    let file = try TranscriptFile(parsing: String(contentsOfFile: recorded, encoding: .utf8))
    #expect(file.inputs.last == ":quit" && file.inputs.count >= 4, "\(file.inputs)")
    #expect(file.width == 90 && file.height == 20)
    let catalog = try Catalog.embedded()
    let replayed = await file.replayed(on: Flow(Music.navigation(catalog: catalog), input: try catalog.artists()))
    #expect(replayed == file)
  }

  @Test("full screen: --at opens the screen it names, :where names it back, --resume reopens it")
  func fullScreenPaths() throws {
    let first = try Tmux(
      command: ["music", "--screen=full", "--at", "Iron Maiden", "--at", "Powerslave"], width: 100, height: 30,
      live: true)
    defer { first.close() }
    try first.waitFor("Artists › Iron Maiden › Powerslave")
    first.send(":where", "Enter")
    try first.waitFor("--at 'Iron Maiden' --at Powerslave")
    first.send("C-q")
    #expect(try first.exitStatus() == 0)
    let saved = try Data(contentsOf: first.home.appendingPathComponent("state/consoleflow/paths.json"))
    first.close()

    let second = try Tmux(command: ["music", "--screen=full", "--resume"], width: 100, height: 30, live: true) {
      home in
      let folder = home.appendingPathComponent("state/consoleflow")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try saved.write(to: folder.appendingPathComponent("paths.json"))
    }
    defer { second.close() }
    try second.waitFor("Artists › Iron Maiden › Powerslave")
    second.send("C-q")
    #expect(try second.exitStatus() == 0)
  }
}
