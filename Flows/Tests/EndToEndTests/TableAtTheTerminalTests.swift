import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// A table at a terminal, as a list is: sorted by a column, narrowed as a name is typed, its
// columns fitted again after a resize.
extension REPLEndToEndTests {
  @Test("an album's tracks: :sort length, narrowing by a composer, a resize to 40 columns, a row chosen")
  func tracksTable() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 24, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    try tmux.waitForLast("Artists>")
    tmux.send("Iron Maiden", "Enter")
    try tmux.waitForLast("Iron Maiden>")
    tmux.send("Powerslave", "Enter")
    try tmux.waitForLast("Powerslave>")
    tmux.send(":sort length", "Enter")
    tmux.expectScreen("table-sorted-by-length", when: Tmux.shows("sorted by Length"))
    tmux.send("harris")
    tmux.expectScreen("table-narrowed", when: Tmux.lastRow(is: "Powerslave> harris"))
    tmux.resize(width: 40, height: 24)
    tmux.expectScreen("table-narrowed-at-40", when: Tmux.shows("+2 more"))
    tmux.send("Down", "Enter")
    try tmux.waitFor("Name:        Aces High")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }
}
