/// Why a line was not taken: its kind, which interpreters and tests read, and its words, which
/// the user reads. Nothing changes when a line is refused; the screen says why. A screen of an
/// author's own refuses in words (`.reject("Type a year.")`), of kind ``Kind/byScreen``.
///
/// ```swift
/// var driver = await FlowDriver(navigation, input: artists, strict: false)
/// await driver.send("999")
/// let refused = driver.rejections.last?.kind == .noSuchItem
/// ```
public struct Rejection: Error, Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// What kind of line was refused: a set that grows (a new kind breaks no source), compared
  /// with `==` or matched in a `switch` with a `default`.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as its static member spells it.
    public let description: String

    private init(_ name: String) { description = name }

    /// A number past the items of the view.
    public static let noSuchItem = Kind("noSuchItem")
    /// A name no item is called.
    public static let noSuchName = Kind("noSuchName")
    /// A name several items are called.
    public static let ambiguousName = Kind("ambiguousName")
    /// There is nothing to choose: an empty list, a filter that matches nothing, a notice.
    public static let nothingToChoose = Kind("nothingToChoose")
    /// `:prev` on the first page.
    public static let firstPage = Kind("firstPage")
    /// `:next` on the last page.
    public static let lastPage = Kind("lastPage")
    /// `:back` on the first screen.
    public static let firstScreen = Kind("firstScreen")
    /// A `:word` that is no command.
    public static let unknownCommand = Kind("unknownCommand")
    /// `:sort` names no column of the table.
    public static let noSuchColumn = Kind("noSuchColumn")
    /// `:sort` on a screen without columns.
    public static let nothingToSort = Kind("nothingToSort")
    /// `:preview` on a screen without previews.
    public static let nothingToPreview = Kind("nothingToPreview")
    /// The screen waits for another kind of answer (an Enter, y or n, an answer to its question).
    public static let needsAnswer = Kind("needsAnswer")
    /// The screen's parser refused the answer (an ``InvalidAnswer``).
    public static let invalidAnswer = Kind("invalidAnswer")
    /// A navigation's `map`, `compactMap` or `branch` threw on the choice.
    public static let thrown = Kind("thrown")
    /// Slow work the choice needs failed.
    public static let loadFailed = Kind("loadFailed")
    /// The screen needs more elements than it holds, and none are coming.
    public static let nothingMoreComing = Kind("nothingMoreComing")
    /// The flow has ended and takes no more lines.
    public static let ended = Kind("ended")
    /// The flow completed: it takes only a start over (Enter or `:home`) or `:quit`, so nothing
    /// the completion did is done again by going back to it.
    public static let completed = Kind("completed")
    /// A screen of the author's own refused it (``Reaction/reject(_:)``).
    public static let byScreen = Kind("byScreen")
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
  static let noColumnsToShow = Rejection(.nothingToSort, "This screen has no columns: :columns is for tables.")
  /// `:preview` on a screen without previews.
  static let nothingToPreview = Rejection(.nothingToPreview, "This screen has no previews.")
}
