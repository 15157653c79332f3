/// The list screen's filter as a function, for tools that filter without a screen (`flows pick
/// --filter`). The ranking, in one place: labels that contain the query (ignoring case, accents
/// and width) come first, in their order; then labels that hold its characters in order within a
/// stretch at most twice the query's length, closest first (ties in their order); other labels
/// do not match.
///
/// ```swift
/// ListFilter.matches("zep", in: ["Led Zeppelin", "Queen", "Dread Zeppelin"]) // [0, 2]
/// ```
public enum ListFilter {
  /// The positions of the labels that match `query`, best first; every position for an empty query.
  public static func matches(_ query: String, in labels: [String]) -> [Int] {
    let state = ListState(elements: labels).filtered(by: query, searching: { $0 })
    return state.matches ?? Array(labels.indices)
  }
}
