@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// Live narrowing at a terminal, screen by screen (golden screens in Tests/Snapshots/Screens), and
// plain mode's bytes.
extension REPLEndToEndTests {
  @Test(
    "typing narrows, backspace widens, a resize while narrowed, moving and choosing, Ctrl-C clears",
    arguments: [Tmux.Shell.bash, .dash])
  func liveNarrowing(shell: Tmux.Shell) throws {
    let tmux = try Tmux(shell: shell, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    try tmux.waitForLast("Artists>")
    tmux.send("zep")
    tmux.expectScreen("live-narrowed-\(shell)", when: Tmux.lastRow(is: "Artists> zep"))
    tmux.send("BSpace", "BSpace")
    tmux.expectScreen("live-widened-\(shell)", when: Tmux.lastRow(is: "Artists> z"))
    tmux.send("ep")
    try tmux.waitFor("matching \"zep\"")
    tmux.resize(width: 60, height: 16)
    tmux.expectScreen("live-resized-\(shell)", when: Tmux.lastRow(is: "Artists> zep"))
    tmux.send("Down")
    try tmux.waitFor("›2  Dread Zeppelin")
    // The preview follows the cursor: the albums of the artist under it.
    try tmux.waitFor("── Dread Zeppelin ──")
    try tmux.waitFor("Un-Led-Ed  (1 track)")
    tmux.send("Up")
    tmux.expectScreen("live-cursor-moved-\(shell)", when: Tmux.shows("›1  Led Zeppelin"))
    tmux.send("Enter")
    tmux.expectScreen("live-chosen-\(shell)", when: Tmux.lastRow(is: "Led Zeppelin>"))
    tmux.send("pres")
    try tmux.waitFor("matching \"pres\"")
    tmux.send("C-c")
    tmux.expectScreen("live-ctrl-c-cleared-\(shell)", when: Tmux.lastRow(is: "Led Zeppelin>"))
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("Enter keeps its meaning for numbers, commands and single names; Up walks the history on an empty line")
  func enterKeepsItsMeaning() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    try tmux.waitForLast("Artists>")
    tmux.send("iron maiden", "Enter")
    try tmux.waitForLast("Iron Maiden>")
    tmux.send(":back", "Enter")
    try tmux.waitForLast("Artists>")
    tmux.send("3", "Enter")
    try tmux.waitForLast("Aaron Goldberg>")
    tmux.send("..", "Enter")
    try tmux.waitForLast("Artists>")
    // The history: Up brings back the last lines, and a second Up goes further back.
    tmux.send("Up", "Up")
    try tmux.waitForLast("Artists> 3")
    tmux.send("Up")
    try tmux.waitForLast("Artists> :back")
    tmux.send("C-u", "/zep", "Enter")
    try tmux.waitFor("1–3 of 3 matching \"zep\"")
    tmux.send("1", "Enter")
    try tmux.waitForLast("Led Zeppelin>")
    // :home goes home, and Tab completes a name as it always did, the list narrowing by it.
    tmux.send(":home", "Enter")
    try tmux.waitForLast("Artists>")
    // Tab once the list has narrowed: under load a Tab typed on the heels of the letters was
    // once not seen (the line stayed "iron m").
    tmux.send("iron m")
    try tmux.waitFor("matching \"iron m\"")
    tmux.send("Tab")
    try tmux.waitForLast("Artists> Iron Maiden")
    // The list narrows by the completed name within a redraw's interval of the line.
    try tmux.waitFor("matching \"Iron Maiden\"")
    tmux.send("Enter")
    try tmux.waitForLast("Iron Maiden>")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("a choice made with the cursor is recorded as the lines that make it, and replays to the same text")
  func recordedCursorChoiceReplays() async throws {
    let tmux = try Tmux(
      command: ["music", "--color=never", "--record", "RECORD"], width: 90, height: 20, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Artists>")
    tmux.send("zep")
    try tmux.waitFor("matching \"zep\"")
    tmux.send("Enter")
    try tmux.waitForLast("Led Zeppelin>")
    tmux.send("physical")
    try tmux.waitFor("matching \"physical\"")
    // The line names two albums: Enter chooses the first match, the one under the cursor.
    tmux.send("Enter")
    try tmux.waitForLast("Physical Graffiti [Disc 1]>")
    #expect(try tmux.quitStatus() == 0)
    let recorded = tmux.home.appendingPathComponent("RECORD").path
    let file = try TranscriptFile(parsing: String(contentsOfFile: recorded, encoding: .utf8))
    #expect(file.inputs == ["/zep", "1", "/physical", "1", ":quit"])
    let catalog = try Catalog.embedded()
    let replayed = await file.replayed(on: Flow(Music.navigation(catalog: catalog), input: try catalog.artists()))
    #expect(replayed == file)
  }

  @Test("--live=never, CONSOLEFLOW_LIVE=never and TERM=dumb leave the page alone while typing")
  func liveNever() throws {
    for command in ["flows music --live=never", "CONSOLEFLOW_LIVE=never flows music", "TERM=dumb flows music"] {
      let tmux = try Tmux(shell: .bash, width: 80, height: 12, live: true)
      defer { tmux.close() }
      try tmux.waitForLast("$")
      tmux.send(command, "Enter")
      // The list streams in: under load the page may be drawn before it has all arrived, and a
      // terminal that does not redraw keeps that first page, so only its start is awaited.
      try tmux.waitFor("1–8 of 275")
      try tmux.waitForLast("Artists>")
      tmux.send("zep")
      try tmux.waitForLast("Artists> zep")
      #expect(!tmux.screen().contains("matching"), "\(command)")
      tmux.send("C-u", ":q", "Enter")
      try tmux.waitForLast("$")
    }
  }

  @Test("flows pick narrows as you type on the terminal; the line under the cursor goes to stdout")
  func pickNarrows() throws {
    let tmux = try Tmux(
      command: ["pick"], width: 80, height: 20,
      launcher: [
        "sh", "-c", "printf \"Led Zeppelin\\nQueen\\nDread Zeppelin\\nZeca\\n\" | \"$0\" \"$@\" > {HOME}/chosen",
      ],
      live: true)
    defer { tmux.close() }
    try tmux.waitForLast("Pick>")
    tmux.send("zeppelin")
    try tmux.waitFor("1–2 of 2 matching \"zeppelin\" (4 in all)")
    tmux.send("Down", "Enter")
    #expect(try tmux.exitStatus() == 0)
    #expect(try String(contentsOf: tmux.home.appendingPathComponent("chosen"), encoding: .utf8) == "Dread Zeppelin\n")
  }

  @Test("plain mode writes no cursor movement and no erase over a load, a filter, paging and a resize")
  func plainModeBytes() async throws {
    for (command, term) in [
      ("flows git repository --plain", "xterm"), ("CONSOLEFLOW_PLAIN=1 flows git repository", "dumb"),
    ] {
      // dash: a shell that writes no escape of its own around the program's bytes.
      let tmux = try await gatedGit(width: 80, height: 12, shell: .dash, live: true)
      defer { tmux.close() }
      let output = tmux.home.appendingPathComponent("output")
      tmux.copyOutput(to: output)
      tmux.send("TERM=\(term) \(command)", "Enter")
      try tmux.waitFor("Loading commits. Ctrl-C cancels.")
      tmux.openGate()
      try tmux.waitFor("Loading commits: ended after")
      try tmux.waitForLast("Commits>")
      tmux.send("/side", "Enter")
      try tmux.waitFor("matching \"side\"")
      tmux.send("/", "Enter")
      tmux.send(":next", "Enter")
      try tmux.waitFor("Commits: ")
      // A resize and a stop with a line half typed: readline draws nothing again, plain mode appends.
      tmux.send("mer")
      try tmux.waitFor("Commits> mer")
      tmux.resize(width: 50, height: 20)
      tmux.send("C-z")
      try tmux.waitForLast("$")
      tmux.send("fg", "Enter")
      try tmux.waitForLast("Commits> mer")
      tmux.send("BSpace", "rge", "Enter")
      tmux.send(":back", "Enter")
      tmux.send(":q", "Enter")
      try tmux.waitForLast("$")
      let bytes = try Data(contentsOf: output)
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.contains("Commits: "), "each page opens with where and how many")
      // The program's bytes only, from its first line to the shell's prompt after it.
      let escape = UInt8(ascii: "\u{1B}")
      let sequences = Set(
        bytes.indices.filter { bytes[$0] == escape }.map { start in
          String(decoding: bytes[start..<min(bytes.endIndex, start + 6)], as: UTF8.self)
        })
      // Bracketed paste's switch alone, where the terminal takes it (a paste is then text, not
      // lines entered); a dumb terminal gets none.
      let allowed: Set<String> = term == "dumb" ? [] : ["\u{1B}[?200"]
      #expect(sequences.map { String($0.prefix(6)) }.allSatisfy(allowed.contains), "\(term): \(sequences)")
      // No return that draws a line again: each is the terminal's own, before a line feed.
      // (Readline ends bracketed paste with a return, at the start of the line it is on already.)
      let pasteOff = Array("\u{1B}[?2004l".utf8)
      let returns = bytes.indices.filter {
        bytes[$0] == UInt8(ascii: "\r") && bytes.dropFirst($0 + 1).first != 0x0A
          && !bytes[..<$0].suffix(pasteOff.count).elementsEqual(pasteOff)
      }
      #expect(returns.isEmpty, "\(term): a return not before a line feed, at \(returns)")
    }
  }
}
