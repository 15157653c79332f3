import ConsoleFlow

/// A git repository read through the `git` on PATH: any folder inside a work tree, or a bare
/// repository. Every read is slow work for a load; none runs inside a step.
public struct Repository: Sendable {
  private let git: Git
  /// Whether HEAD has any commit: a new repository's history is empty, not an error.
  private let hasCommits: Bool

  /// Opens the repository at or above `folder`; throws a one-line reason when it is not one,
  /// when git is missing, or when its history cannot be read.
  public static func open(_ folder: String) async throws -> Repository {
    let git = Git(folder: folder)
    do {
      _ = try await git.output(["rev-parse", "--git-dir"])
    } catch let failure as Git.Failure where failure.description.contains("not a git repository") {
      // git names the folder it looked for (".git"), not the one the user gave.
      throw Git.Failure(description: "\(folder): not a git repository (nor is any folder above it)")
    }
    do {
      _ = try await git.output(["log", "-1", "--format=%H"])
    } catch let failure as Git.Failure where failure.description.contains("does not have any commits") {
      // An empty history is a history: the list says there is nothing here.
      return Repository(git: git, hasCommits: false)
    }
    return Repository(git: git, hasCommits: true)
  }

  private init(git: Git, hasCommits: Bool) {
    self.git = git
    self.hasCommits = hasCommits
  }

  /// The commits, newest first, as `git log` writes them.
  public func commits() -> ElementStream<Commit> {
    let (git, hasCommits) = (self.git, self.hasCommits)
    return ElementStream("commits") {
      let fields =
        hasCommits ? git.records(["log", "-z", "--no-show-signature", "--format=\(Commit.format)"]) : .empty
      return CommitSequence(fields: fields)
    }
  }

  /// A commit's details and the files it changed (a merge against its first parent, the first
  /// commit against the empty tree), renames followed.
  public func open(_ commit: Commit) async throws -> CommitView {
    let shown = try await git.output([
      "show", "-s", "--no-show-signature", "--format=\(CommitView.format)", commit.hash,
    ])
    let fields = shown.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).map { Array($0).text }
    guard fields.count == 6 else { throw Git.Failure(description: "git show gave an unexpected answer") }
    let parents = fields[4].split(separator: " ").map(String.init)
    let numstat = try await git.output(
      ["diff-tree", "-r", "-M", "--numstat", "-z", "--no-commit-id"] + against(parents, commit))
    var message = fields[5].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while message.last?.isEmpty == true { message.removeLast() }
    return CommitView(
      commit: commit, authorLine: fields[0], committerLine: fields[1], authorDate: fields[2], commitDate: fields[3],
      parents: parents, message: message, changes: FileChange.parse(numstat: numstat))
  }

  /// What a part of a commit shows: its details, or a file's diff.
  public func read(_ part: CommitPart) async throws -> Document {
    switch part {
    case .details(let view):
      return Document(title: view.commit.shortHash, lines: view.detailLines)
    case .file(let change, let view):
      // The paths as git gave them, byte for byte.
      let paths = [change.oldPathBytes, change.pathBytes].compactMap { $0 }
      let command =
        ["diff-tree", "-p", "-M", "--no-commit-id", "--no-ext-diff", "--no-textconv"]
        + against(view.parents, view.commit) + ["--"]
      let diff = try await git.output(command.map { Array($0.utf8) } + paths)
      var lines = diff.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
        expandingTabs(Array($0).text)
      }
      if lines.last == "" { lines.removeLast() }
      return Document(title: change.path, lines: lines.isEmpty ? ["No changes to show."] : lines)
    }
  }

  /// The trees a diff compares: the first parent and the commit, or the empty tree for the first commit.
  private func against(_ parents: [String], _ commit: Commit) -> [String] {
    parents.first.map { [$0, commit.hash] } ?? ["--root", commit.hash]
  }
}

/// Commits from `git log -z` fields: every ``Commit/fields`` fields make one commit; an
/// incomplete last group (git cut short) is dropped.
struct CommitSequence: AsyncSequence, Sendable {
  typealias Element = Commit
  let fields: ReapedRecords

  struct AsyncIterator: AsyncIteratorProtocol {
    var fields: ReapedRecords.AsyncIterator

    mutating func next() async throws -> Commit? {
      var group: [[UInt8]] = []
      while let field = try await fields.next() {
        group.append(field)
        if group.count == Commit.fields { return Commit(fields: group) }
      }
      return nil
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(fields: fields.makeAsyncIterator()) }
}
