import ConsoleFlow

/// A git repository read through the `git` on PATH: any folder inside a work tree, or a bare
/// repository. Every read is slow work for a load, and none runs before one: even whether the
/// folder is a repository is found out by the first load, so every git the browser runs starts
/// once an interpreter holds the signals, with progress and Ctrl-C.
public struct Repository: Sendable {
  private let git: Git

  /// The repository at or above `folder`, as git will find it: nothing runs yet.
  public init(at folder: String) {
    git = Git(folder: folder)
  }

  /// The repository at or above `folder`, found now; throws a one-line reason when it is not
  /// one, when git is missing, or when its history cannot be read.
  public static func open(_ folder: String) async throws -> Repository {
    let repository = Repository(at: folder)
    try await repository.git.checkRepository()
    // A new repository's empty history is a history; a broken one is refused here.
    var commits = CommitSequence(git: repository.git, newest: 1).makeAsyncIterator()
    _ = try await commits.next()
    return repository
  }

  /// The commits, newest first, as `git log` writes them; the first load finds out whether the
  /// folder is a repository at all.
  public func commits() -> ElementStream<Commit> {
    let git = self.git
    return ElementStream("Loading commits") { CommitSequence(git: git) }
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
/// incomplete last group (git cut short) is dropped. Reading it first asks git whether the folder
/// is a repository; a repository with no commit yet has an empty history.
struct CommitSequence: AsyncSequence, Sendable {
  typealias Element = Commit
  let git: Git
  /// At most this many commits, the newest; nil for all.
  var newest: Int? = nil

  struct AsyncIterator: AsyncIteratorProtocol {
    let git: Git
    let newest: Int?
    var fields: ReapedRecords.AsyncIterator?
    /// Whether a commit was read: a failure after one is a history cut short, not an empty one.
    var readOne = false

    mutating func next() async throws -> Commit? {
      if fields == nil {
        try await git.checkRepository()
        let limit = newest.map { ["-\($0)"] } ?? []
        fields = git.records(["log", "-z", "--no-show-signature", "--format=\(Commit.format)"] + limit)
          .makeAsyncIterator()
      }
      var group: [[UInt8]] = []
      do {
        while let field = try await fields?.next() {
          group.append(field)
          if group.count == Commit.fields {
            readOne = true
            return Commit(fields: group)
          }
        }
      } catch let failure as Git.Failure where !readOne && failure.description.contains("does not have any commits") {
        // A new repository: an empty history is a history, the list says there is nothing here.
        return nil
      }
      return nil
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(git: git, newest: newest) }
}
