import FlowsTestSupport
import Foundation
import MusicFlow
import TestSupport
import Testing

// flows sql at a terminal: a table's rows as a table, sorted and filtered in SQLite, a row
// opened and a key followed, whole screens compared.
extension REPLEndToEndTests {
  @Test("flows sql: Track sorted by length, filtered by a composer, a row, the album its key points at")
  func sqlAtTheTerminal() throws {
    let tmux = try Tmux(shell: .bash, width: 100, height: 24, live: true) { home in
      try FileManager.default.copyItem(
        atPath: Catalog.embeddedPath, toPath: home.appendingPathComponent("chinook.sqlite").path)
    }
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows sql chinook.sqlite", "Enter")
    try tmux.waitForLast("chinook.sqlite>")
    tmux.send("Track", "Enter")
    try tmux.waitForLast("Track>")
    tmux.send(":sort -Milliseconds", "Enter")
    try tmux.waitFor("sorted by Milliseconds, largest first")
    // The live page narrows as the filter is typed, before Enter: the screen is the same however
    // fast the keys arrive.
    tmux.send("/'angus")
    try tmux.waitFor("matching \"'angus\"")
    tmux.send("Enter")
    tmux.expectScreen("sql-track-sorted-and-filtered", when: Tmux.lastRow(is: "Track>"))
    tmux.send("1", "Enter")
    try tmux.waitFor("→ AlbumId = 1")
    // The live page narrowed to the key's line before Enter: what stays above the prompt is the
    // same however fast the keys arrive.
    tmux.send("Album")
    try tmux.waitFor("›1  Album")
    tmux.send("Enter")
    tmux.expectScreen("sql-album-of-a-track", when: Tmux.shows("← Track.AlbumId"))
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }
}
