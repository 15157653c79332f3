/// A unified diff of two texts by lines, for showing how a transcript changed.
///
/// ```swift
/// LineDiff.unified(expected: old, actual: new, names: ("expected", "actual"))
/// ```
enum LineDiff {
  /// The diff with three lines of context, or nil when the texts are equal.
  static func unified(expected: String, actual: String, names: (String, String) = ("expected", "actual")) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    var output = ["--- \(names.0)", "+++ \(names.1)"]
    var index = 0
    while index < edits.count {
      guard edits[index].kind != " " else {
        index += 1
        continue
      }
      // A hunk: from three lines before this change to three lines after the last change near it.
      let start = max(0, index - 3)
      var end = index
      while end < edits.count {
        if edits[end].kind != " " {
          end += 1
          continue
        }
        let nextChange = edits[end...].firstIndex { $0.kind != " " }
        guard let nextChange, nextChange - end <= 6 else { break }
        end = nextChange
      }
      end = min(edits.count, end + 3)
      let hunk = edits[start..<end]
      let oldStart = (hunk.first?.oldLine ?? 0) + 1
      let newStart = (hunk.first?.newLine ?? 0) + 1
      output.append(
        "@@ -\(oldStart),\(hunk.filter { $0.kind != "+" }.count) +\(newStart),\(hunk.filter { $0.kind != "-" }.count) @@"
      )
      output += hunk.map { "\($0.kind)\($0.text)" }
      index = end
    }
    return output.joined(separator: "\n") + "\n"
  }

  private struct Edit {
    let kind: Character
    let text: String
    let oldLine: Int
    let newLine: Int
  }

  /// The shortest edit script by longest common subsequence.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: " ", text: old[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        // Deletions before insertions, as diff -u shows them.
        edits.append(Edit(kind: "-", text: old[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", text: new[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }
}
