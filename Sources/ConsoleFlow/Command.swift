/// An input line as a screen receives it, once navigation commands are taken out.
///
/// ```swift
/// Input(parsing: "/mot") // .screen(.filter("mot"))
/// ```
public enum Command: Equatable, Sendable {
  /// Text that selects or answers: "3", "AC/DC", or anything after a leading backslash.
  case entry(String)
  /// `/text` filters; an empty query clears the filter.
  case filter(String)
  /// `:next` or `>`.
  case nextPage
  /// `:prev` or `<`.
  case previousPage
}
