@_spi(Flows) @_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// What outlives a session: a recording that replays, and the screen --resume reopens.
extension REPLEndToEndTests {
  @Test("a live session recorded with --record replays headlessly to the same text")
  func recordLiveSession() async throws {
    let tmux = try Tmux(command: ["music", "--color=never", "--record", "RECORD"], width: 90, height: 20)
    defer { tmux.close() }
    try tmux.waitFor("Artists>")
    tmux.send("mot", "Tab", "Tab", "C-u", "iron", "Tab", "Enter")
    try tmux.waitFor("Iron Maiden: 21 albums")
    tmux.send("Half typed")
    try tmux.waitFor("Half typed")
    // As a person would, wait for each answer before the next key: Ctrl-C reaches the program as
    // a signal, which may come after keys typed behind it, and between two lines the terminal is
    // in its normal mode, where the line discipline itself would take a Ctrl-D.
    tmux.send("C-c")
    try tmux.waitFor("Half typed^C")
    try tmux.waitForLast("Iron Maiden> ")
    tmux.send(":next", "Enter")
    try tmux.waitFor("17–21 of 21")
    tmux.send("C-d")
    try tmux.waitForLast("Artists> ")
    #expect(try tmux.quitStatus() == 0)
    let recorded = tmux.home.appendingPathComponent("RECORD").path
    let file = try TranscriptFile(parsing: String(contentsOfFile: recorded, encoding: .utf8))
    #expect(file.inputs == ["Iron Maiden", ":next", ":back", ":quit"])
    #expect(file.width == 90 && file.height == 20)
    let catalog = try Catalog.embedded()
    let replayed = await file.replayed(on: Flow(Music.navigation(catalog: catalog), input: try catalog.artists()))
    #expect(replayed == file)
  }

  @Test("--resume reopens the screen the last session left; a corrupt state file is reported, not fatal")
  func resumeAcrossRuns() throws {
    let first = try Tmux(command: ["music", "--color=never"], width: 100, height: 30)
    defer { first.close() }
    try first.waitFor("Artists>")
    first.send("Iron Maiden", "Enter")
    try first.waitFor("Iron Maiden: 21 albums")
    first.send("Powerslave", "Enter")
    try first.waitFor("Powerslave>")
    first.send(":quit", "Enter")
    #expect(try first.exitStatus() == 0)
    let state = first.home.appendingPathComponent("state/consoleflow/paths.json")
    let saved = try Data(contentsOf: state)
    first.close()

    let second = try Tmux(command: ["music", "--resume", "--color=never"], width: 100, height: 30) { home in
      let folder = home.appendingPathComponent("state/consoleflow")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try saved.write(to: folder.appendingPathComponent("paths.json"))
    }
    defer { second.close() }
    try second.waitFor("Artists › Iron Maiden › Powerslave")
    second.send(":quit", "Enter")
    #expect(try second.exitStatus() == 0)

    let corrupt = try Tmux(command: ["music", "--resume", "--color=never"], width: 100, height: 30) { home in
      let folder = home.appendingPathComponent("state/consoleflow")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("garbage".utf8).write(to: folder.appendingPathComponent("paths.json"))
    }
    defer { corrupt.close() }
    try corrupt.waitFor("Artists>")
    let warning = "paths.json: not a saved-paths file; it is left as it is; --resume opens the first screen"
    #expect(corrupt.screenWithScrollback().components(separatedBy: warning).count == 2, "reported once")
    corrupt.send("AC/DC", "Enter")
    try corrupt.waitFor("AC/DC>")
    corrupt.send(":quit", "Enter")
    #expect(try corrupt.exitStatus() == 0)
    let after = corrupt.home.appendingPathComponent("state/consoleflow/paths.json")
    #expect(try String(contentsOf: after, encoding: .utf8) == "garbage", "never overwritten")
  }
}
