import ConsoleFlow
import FlowsTestSupport
import Foundation
import TestSupport
import Testing

// What a page and a progress line take on the terminal: never more rows than it has, never a
// redraw that climbs, at 30, 48 and 80 columns and at 12 rows.
extension REPLEndToEndTests {
  @Test("a progress line under a page stays on its row through its redraws, the page whole", arguments: [30, 48, 80])
  func progressUnderAPage(columns: Int) async throws {
    let tmux = try await heldGit(width: columns, height: 12)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitForLast("Commits>")
    tmux.hold()
    tmux.send("1", "Enter")
    // A second of redraws, ten a second: the line says 1.x s once they are done.
    try tmux.waitFor("Loading commit… 1.")
    tmux.expectScreen("git-progress-under-a-page-\(columns)", when: Tmux.shows("Loading commit… #.# s"))
    tmux.release()
    try tmux.waitFor("Ada Lovelace")
    tmux.send(":q", "Enter")
    try tmux.waitForLast("$")
  }

  @Test("narrowed to 30 columns mid-load, the progress line is erased whole and drawn on its row")
  func progressResizedMidLoad() async throws {
    let tmux = try await heldGit(width: 80, height: 12)
    defer { tmux.close() }
    tmux.send("flows git repository", "Enter")
    try tmux.waitForLast("Commits>")
    tmux.hold()
    tmux.send("1", "Enter")
    try tmux.waitFor("Ctrl-C cancels")
    tmux.resize(width: 30, height: 12)
    // Redraws after the resize: the line says 1.x s once there were some.
    try tmux.waitFor("Loading commit… 1.")
    tmux.expectScreen("git-progress-resized-to-30", when: Tmux.shows("Loading commit… #.# s"))
    tmux.release()
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

  /// An interactive bash whose home holds the git fixture as `repository`, and a git on PATH
  /// whose NUL-separated reads (`log -z`, `diff-tree -z`) wait while the file `hold` is in the home.
  private func heldGit(width: Int, height: Int) async throws -> Tmux {
    guard let git = TestEnvironment.location(of: "git") else { throw Tmux.Timeout(wanted: "git on PATH", screen: "") }
    let tmux = try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      return try Tmux(shell: .bash, width: width, height: height) { home in
        try FileManager.default.moveItem(atPath: fixture, toPath: home.appendingPathComponent("repository").path)
        let held = home.appendingPathComponent("bin/git")
        try """
        #!/bin/sh
        for argument in "$@"; do
          if [ "$argument" = "-z" ]; then
            while [ -e "$HOME/hold" ]; do sleep 0.05; done
            exec '\(git)' "$@"
          fi
        done
        exec '\(git)' "$@"
        """.write(to: held, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: held.path)
      }
    }
    try tmux.waitForLast("$")
    return tmux
  }
}

extension Tmux {
  /// Makes the held git's NUL-separated reads wait.
  func hold() {
    #expect(FileManager.default.createFile(atPath: home.appendingPathComponent("hold").path, contents: nil))
  }

  /// Lets them go on.
  func release() {
    try? FileManager.default.removeItem(at: home.appendingPathComponent("hold"))
  }
}
