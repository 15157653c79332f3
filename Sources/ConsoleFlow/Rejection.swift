/// Why a line was not taken: its kind, which interpreters and tests read, and its words, which
/// the user reads. Nothing changes when a line is refused; the screen says why. A screen of an
/// author's own refuses in words (`.reject("Type a year.")`), of kind ``Kind/byScreen``.
///
/// ```swift
/// let (flow, _) = Flow(navigation, input: artists).step("999")
/// let refused = flow.rejection?.kind == .noSuchItem
/// ```
public struct Rejection: Error, Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// What kind of line was refused.
  public enum Kind: Equatable, Sendable {
    /// A number past the items of the view.
    case noSuchItem
    /// A name no item is called.
    case noSuchName
    /// A name several items are called.
    case ambiguousName
    /// There is nothing to choose: an empty list, a filter that matches nothing, a notice.
    case nothingToChoose
    /// `:prev` on the first page.
    case firstPage
    /// `:next` on the last page.
    case lastPage
    /// `:back` on the first screen.
    case firstScreen
    /// A `:word` that is no command.
    case unknownCommand
    /// `:sort` names no column of the table.
    case noSuchColumn
    /// `:sort` on a screen without columns.
    case nothingToSort
    /// `:preview` on a screen without previews.
    case nothingToPreview
    /// The screen waits for another kind of answer (an Enter, y or n, an answer to its question).
    case needsAnswer
    /// The screen's parser refused the answer (an ``InvalidAnswer``).
    case invalidAnswer
    /// A navigation's `map`, `compactMap` or `branch` threw on the choice.
    case thrown
    /// Slow work the choice needs failed.
    case loadFailed
    /// The screen needs more elements than it holds, and none are coming.
    case nothingMoreComing
    /// The flow has ended and takes no more lines.
    case ended
    /// A screen of the author's own refused it (``Reaction/reject(_:)``).
    case byScreen
  }

  /// What kind of line was refused.
  public let kind: Kind
  /// Why, in words, as the screen shows it.
  public let reason: String

  /// A rejection of `kind`, for `reason`.
  package init(_ kind: Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }

  /// A screen's own rejection, for `reason`.
  public init(_ reason: String) {
    self.init(.byScreen, reason)
  }

  /// A screen's own rejection, for this reason.
  public init(stringLiteral reason: String) {
    self.init(reason)
  }

  /// The reason.
  public var description: String { reason }
}

extension Rejection {
  /// `:sort` on a screen without columns.
  static let nothingToSort = Rejection(.nothingToSort, "This screen has no columns to sort: :sort is for tables.")
  /// `:preview` on a screen without previews.
  static let nothingToPreview = Rejection(.nothingToPreview, "This screen has no previews.")
}
