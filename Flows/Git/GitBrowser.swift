import ConsoleFlow

/// `flows git`: a history browser made of generic screens and loads. Commits stream in from
/// `git log`; a commit opens as the list of its parts (details, then each changed file); a part
/// opens as a text paged like any long page, a diff's added and removed lines coloured.
public enum GitBrowser {
  /// The commits list, newest first, filled as `git log` runs.
  static let chooseCommit = Screen<ElementStream<Commit>, Commit>.list(
    title: "Commits", rows: .input, label: \.subject, detail: \.detail,
    search: { "\($0.subject) \($0.author) \($0.hash)" })

  /// A commit's parts: its details, then the files it changed with their line counts.
  static let choosePart = Screen<[CommitPart], CommitPart>.list(
    title: .from { $0.first?.view.commit.subject ?? "Commit" },
    heading: { parts, _ in parts.first?.view.summary ?? "" }, rows: .input,
    label: \.label, detail: \.detail
  ).named("Commit")

  /// A text to read: details or a diff.
  static let read = Screen<Document, Never>.notice(title: .from(\.title), lines: \.lines, tone: tone).named("Text")

  /// The browser on `repository`, started with ``Repository/commits()``.
  public static func navigation(repository: Repository) -> Navigation<ElementStream<Commit>, Never> {
    root(chooseCommit)
      .load("Loading commit") { commit in try await repository.open(commit) }
      .map(\.parts)
      .then(choosePart)
      .load("Loading diff") { part in try await repository.read(part) }
      .then(read)
  }

  /// A diff line's colour.
  static func tone(_ line: String) -> Page.Tone {
    if line.hasPrefix("+++") || line.hasPrefix("---") { return .plain }
    if line.hasPrefix("+") { return .added }
    if line.hasPrefix("-") { return .removed }
    if line.hasPrefix("@@") { return .number }
    return .plain
  }
}
