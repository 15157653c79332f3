/// One commit as the history list shows it.
public struct Commit: Sendable, Equatable {
  /// The full hash.
  public let hash: String
  /// The abbreviated hash (7 characters).
  public let shortHash: String
  /// The author's name.
  public let author: String
  /// The author date, ISO 8601.
  public let date: String
  /// The first line of the message.
  public let subject: String

  /// The `git log -z` format that ``fields`` counts: every field ends with NUL, a byte no
  /// author or subject can hold, so no field's bytes can break the framing.
  static let format = "%H%x00%h%x00%an%x00%aI%x00%s"
  /// How many NUL-ended fields one commit takes in that format (with `-z`'s own NUL last).
  static let fields = 5

  init(fields: [[UInt8]]) {
    (hash, shortHash, author, date, subject) = (
      fields[0].text, fields[1].text, fields[2].text, fields[3].text, fields[4].text
    )
  }

  /// What the list shows beside the subject.
  var detail: String { "\(shortHash)  \(author)  \(date.prefix(10))" }
}

/// A commit opened: its whole message, people, dates, parents and the files it changed.
public struct CommitView: Sendable {
  /// The commit as the list showed it.
  public let commit: Commit
  /// "Name <email>" of the author.
  public let authorLine: String
  /// "Name <email>" of the committer.
  public let committerLine: String
  /// When it was written, ISO 8601.
  public let authorDate: String
  /// When it was committed, ISO 8601.
  public let commitDate: String
  /// The parents' full hashes, the first parent first; none for a first commit.
  public let parents: [String]
  /// The whole message, one element a line.
  public let message: [String]
  /// The files it changed against its first parent (or the empty tree).
  public let changes: [FileChange]

  /// The parts a user can open: the details first, then each changed file.
  var parts: [CommitPart] { [.details(self)] + changes.map { .file($0, of: self) } }

  /// The format of the details (`git show -s`): fields separated by NUL, the message last.
  static let format = "%an <%ae>%x00%cn <%ce>%x00%aI%x00%cI%x00%P%x00%B"

  /// The lines of the details page.
  var detailLines: [String] {
    var lines = [
      "commit     \(commit.hash)",
      "Author:    \(authorLine)",
      "Date:      \(authorDate)",
      "Committer: \(committerLine)",
      "Committed: \(commitDate)",
      "Parents:   \(parents.isEmpty ? "none (the first commit)" : parents.joined(separator: " "))",
      "",
    ]
    lines += message.map { "    " + $0 }
    return lines.map(expandingTabs)
  }

  var summary: String {
    let added = changes.compactMap(\.added).reduce(0, +)
    let removed = changes.compactMap(\.removed).reduce(0, +)
    let files = changes.count == 1 ? "1 file" : "\(changes.count) files"
    let merge = parents.count > 1 ? ", against the first parent" : ""
    return "\(commit.shortHash) by \(commit.author), \(commit.date.prefix(10)): \(files), +\(added) −\(removed)\(merge)"
  }
}

/// A file a commit changed, with its line counts (nil for a binary file). Its paths are kept as
/// the bytes git gave, and given back to git as they are; their text is for the screen.
public struct FileChange: Sendable, Equatable {
  /// The path before a rename, as git gave it.
  public let oldPathBytes: [UInt8]?
  /// The path after the commit, as git gave it.
  public let pathBytes: [UInt8]
  /// Lines added; nil for a binary file.
  public let added: Int?
  /// Lines removed; nil for a binary file.
  public let removed: Int?

  /// The path before a rename, as text (bytes that are not UTF-8 shown as replacement characters).
  public var oldPath: String? { oldPathBytes?.text }
  /// The path after the commit, as text.
  public var path: String { pathBytes.text }

  var label: String { oldPath.map { "\($0) → \(path)" } ?? path }
  var counts: String {
    guard let added, let removed else { return "binary" }
    return "+\(added) −\(removed)"
  }

  /// The changes of `git diff-tree --numstat -z`: "added TAB removed TAB path NUL", or for a
  /// rename "added TAB removed TAB NUL old NUL new NUL"; "-" counts mark a binary file.
  static func parse(numstat output: [UInt8]) -> [FileChange] {
    var fields = output.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)[...]
    var changes: [FileChange] = []
    while let field = fields.popFirst(), !field.isEmpty {
      let parts = field.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
        .map(Array.init)
      guard parts.count == 3 else { continue }
      let (added, removed) = (Int(parts[0].text), Int(parts[1].text))
      if parts[2].isEmpty, let old = fields.popFirst(), let new = fields.popFirst() {
        changes.append(FileChange(oldPathBytes: old, pathBytes: new, added: added, removed: removed))
      } else {
        changes.append(FileChange(oldPathBytes: nil, pathBytes: parts[2], added: added, removed: removed))
      }
    }
    return changes
  }
}

/// What a commit's list offers.
public enum CommitPart: Sendable {
  /// The message, people, dates and parents.
  case details(CommitView)
  /// A changed file, whose diff it opens.
  case file(FileChange, of: CommitView)

  /// The commit the part belongs to.
  var view: CommitView {
    switch self {
    case .details(let view), .file(_, let view): view
    }
  }

  var label: String {
    switch self {
    case .details: "Message and details"
    case .file(let change, _): change.label
    }
  }

  var detail: String? {
    switch self {
    case .details(let view): view.parents.count > 1 ? "merge" : nil
    case .file(let change, _): change.counts
    }
  }
}

/// A text to read: a commit's details or a file's diff.
public struct Document: Sendable {
  /// What the page is called.
  public let title: String
  /// The text, tabs expanded.
  public let lines: [String]
}

/// Tabs expanded to stops every 8 columns, as a terminal would show them.
func expandingTabs(_ line: String) -> String {
  guard line.contains("\t") else { return line }
  var result = ""
  var column = 0
  for character in line {
    if character == "\t" {
      let spaces = 8 - column % 8
      result += String(repeating: " ", count: spaces)
      column += spaces
    } else {
      result.append(character)
      column += 1
    }
  }
  return result
}
