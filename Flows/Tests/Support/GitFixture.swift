import Foundation
import Subprocess

/// A small repository in `folder/fixture` made with fixed authors and dates, so its hashes and
/// every page of the git browser are the same wherever and whenever it is made: a first commit,
/// a tab, a binary file, a rename, a branch merged, a message that is not UTF-8, and a file name
/// holding an escape sequence.
public func makeGitFixture(in folder: URL) async throws -> String {
  let script = #"""
    set -e
    git init -q fixture
    cd fixture
    git config user.name 'Ada Lovelace'
    git config user.email ada@example.org
    git config commit.gpgsign false
    at() { export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1"; }
    printf 'Notes\n\tindented with a tab\n' > README
    git add README
    at 2024-01-01T10:00:00+00:00; git commit -q -m 'First notes' -m 'The first commit: nothing before it.'
    printf 'Notes\n\tindented with a tab\nA second line\n' > README
    printf '\000\001\002\003' > logo.bin
    git add README logo.bin
    at 2024-01-02T10:00:00+00:00; git commit -q -m 'Second line and a logo'
    git mv README NOTES.md
    at 2024-01-03T10:00:00+00:00; git commit -q -m 'Rename the notes'
    git checkout -q -b side
    printf 'side\n' > side.txt
    git add side.txt
    at 2024-01-04T10:00:00+00:00; git commit -q -m 'Side work'
    git checkout -q -
    printf 'main\n' > main.txt
    git add main.txt
    at 2024-01-05T10:00:00+00:00; git commit -q -m 'Main work'
    at 2024-01-06T10:00:00+00:00; git merge -q --no-ff side -m 'Merge side work'
    printf 'x\n' > "$(printf 'esc\033[31mred')"
    git add .
    at 2024-01-07T10:00:00+00:00; printf 'Not UTF-8: \377 here\n' | git commit -q -F -
    """#
  let result = try await run(
    .path("/bin/sh"), arguments: ["-c", script],
    environment: .exactly([
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
      "HOME": folder.path, "LANG": "C.UTF-8", "TZ": "UTC",
      "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0",
      "GIT_AUTHOR_NAME": "Ada Lovelace", "GIT_AUTHOR_EMAIL": "ada@example.org",
      "GIT_COMMITTER_NAME": "Ada Lovelace", "GIT_COMMITTER_EMAIL": "ada@example.org",
    ]),
    workingDirectory: .init(folder.path), output: .discarded, error: .string(limit: 65536))
  guard case .exited(0) = result.terminationStatus else {
    throw FixtureFailed(description: result.standardError)
  }
  return folder.appendingPathComponent("fixture").path
}

/// The fixture script failed, with what git said.
public struct FixtureFailed: Error, CustomStringConvertible {
  /// git's error output.
  public let description: String

  /// A failure git described so.
  public init(description: String) {
    self.description = description
  }
}
