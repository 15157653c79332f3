@_spi(Interpreter) import ConsoleFlow
import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// What a page and a progress line take on the terminal: never more rows than it has, never a
// redraw that climbs, at 30, 48 and 80 columns and at 12 rows.
extension REPLEndToEndTests {
  @Test("a progress line under a page stays on its row through its redraws, the page whole", arguments: [30, 48, 80])
  func progressUnderAPage(columns: Int) async throws {
    try await whileACommitLoads(width: columns) { tmux in
      // A second of redraws, ten a second: the line says 1.x s once they are done.
      try tmux.waitFor("Loading commit… 1.")
      tmux.expectScreen("git-progress-under-a-page-\(columns)", when: Tmux.shows("Loading commit… #.# s"))
    }
  }

  @Test("narrowed to 30 columns mid-load, the progress line is erased whole and drawn on its row")
  func progressResizedMidLoad() async throws {
    try await whileACommitLoads(width: 80) { tmux in
      tmux.resize(width: 30, height: 12)
      // Redraws after the resize: the line says 1.x s once there were some.
      try tmux.waitFor("Loading commit… 1.")
      tmux.expectScreen("git-progress-resized-to-30", when: Tmux.shows("Loading commit… #.# s"))
    }
  }

  /// Runs `check` at a terminal `width` columns wide and 12 rows high while the first commit of
  /// the git fixture loads, its progress line under the list of commits; then the load ends.
  private func whileACommitLoads(width: Int, _ check: (Tmux) throws -> Void) async throws {
    let tmux = try await Tmux.withFakeGit(
      width: width, height: 12,
      wrapper: Tmux.whenGitIsGiven("-z", #"while [ -e "$HOME/hold" ]; do sleep 0.05; done"#))
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    // The whole first page: a list whose commits come slowly shows what came, and fills on.
    try tmux.waitFor("1–7 of 7\n")
    try tmux.waitForLast("Commits>")
    // The held git's NUL-separated reads (diff-tree -z, as a commit opens) wait while `hold` is there.
    let hold = tmux.home.appendingPathComponent("hold")
    #expect(FileManager.default.createFile(atPath: hold.path, contents: nil))
    tmux.send("1", "Enter")
    try tmux.waitFor("Loading commit…")
    try check(tmux)
    try FileManager.default.removeItem(at: hold)
    try tmux.waitFor("Ada Lovelace")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("at 80×12 a page with a message fits, title on screen; narrowing after it leaves no stale prompt")
  func messageAtTwelveRows() throws {
    let tmux = try Tmux(shell: .bash, width: 80, height: 12, live: true)
    defer { tmux.close() }
    try tmux.waitForLast("$")
    tmux.send("flows music", "Enter")
    try tmux.waitFor("1–8 of 275\n")
    try tmux.waitForLast("Artists>")
    tmux.send("nobody at all", "Enter")
    tmux.expectScreen("music-message-at-12-rows", when: Tmux.shows("Nothing is called"))
    tmux.send("ac")
    tmux.expectScreen("music-narrowed-after-a-message", when: Tmux.lastRow(is: "Artists> ac"))
    tmux.send("BSpace", "BSpace")
    tmux.expectScreen("music-widened-after-a-message", when: Tmux.lastRow(is: "Artists>"))
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }
}
