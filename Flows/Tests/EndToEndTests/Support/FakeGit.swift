import FlowsTestSupport
import Foundation
import TestSupport
import Testing

extension Tmux {
  /// An interactive shell whose home holds the git fixture as `repository`, and on PATH a git
  /// that runs the real one through `wrapper`: shell text that sees git's arguments as `$@` and
  /// runs the real git with `exec "$GIT" "$@"` once it has done what the test wants (wait for a
  /// file, start a helper, sleep).
  static func withFakeGit(
    width: Int, height: Int, shell: Shell = .bash, live: Bool = false, wrapper: String
  ) async throws -> Tmux {
    guard let git = TestEnvironment.location(of: "git") else { throw Timeout(wanted: "git on PATH", screen: "") }
    let tmux = try await withTemporaryFolder { folder in
      let fixture = try await makeGitFixture(in: folder)
      return try Tmux(shell: shell, width: width, height: height, live: live) { home in
        try FileManager.default.moveItem(atPath: fixture, toPath: home.appendingPathComponent("repository").path)
        let fake = home.appendingPathComponent("bin/git")
        try "#!/bin/sh\nGIT='\(git)'\n\(wrapper)\nexec \"$GIT\" \"$@\"\n".write(
          to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
      }
    }
    try tmux.waitForLast("$")
    return tmux
  }

  /// Shell text for ``withFakeGit(width:height:shell:live:wrapper:)``: when git's arguments hold
  /// `argument`, first `then`.
  static func whenGitIsGiven(_ argument: String, _ then: String) -> String {
    """
    for argument in "$@"; do
      if [ "$argument" = "\(argument)" ]; then
        \(then)
      fi
    done
    """
  }
}
