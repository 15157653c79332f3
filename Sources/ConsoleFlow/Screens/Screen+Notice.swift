extension Screen {
  /// A screen that only shows lines about its input and never yields: the user goes back,
  /// home or quits. Use it where a branch has nothing to offer, such as an artist with no albums,
  /// or to read a long text: a line wider than the page wraps (after a space where one is
  /// near), and rows past a page are paged with `:next` and `:prev`.
  ///
  /// ```swift
  /// let noAlbums = Screen<Artist, Album>.notice(title: .from { $0.name }, lines: { _ in ["No albums."] })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its input.
  ///   - lines: The text, one element a line.
  ///   - tone: How each line is coloured when colour is on (by default, plainly): a diff's added
  ///     and removed lines.
  /// - Returns: A screen that shows the lines and never yields.
  public static func notice(
    title: ForInput<Input, String>,
    lines: @escaping @Sendable (Input) -> [String],
    tone: (@Sendable (String) -> Page.Tone)? = nil
  ) -> Screen {
    Screen(
      title: title,
      state: { input in NoticeState(title: title(input), lines: lines(input)) },
      workings: ScreenWorkings(
        page: { state, traits in
          let rows = state.rows(width: traits.width)
          let visible = state.visible(rows.count, fitting: traits.pageRows)
          var page = Page(
            title: state.title,
            body: rows[visible].map { row in
              Page.Line(String(row.text), tone: tone?(state.lines[row.line]) ?? .plain)
            })
          if visible.count < rows.count {
            let dash = StyleGuide.symbols.run(traits).dash
            page.status = "lines \(visible.lowerBound + 1)\(dash)\(visible.upperBound) of \(rows.count)"
          }
          return page
        },
        receive: { state, command, traits in
          let count = state.rows(width: traits.width).count
          let visible = state.visible(count, fitting: traits.pageRows)
          let turn: Paging.Turn
          switch command {
          case .entry(""): return .stay(state)
          case .nextPage: turn = state.paging.next(from: visible, count: count)
          case .previousPage: turn = state.paging.previous(from: visible, pageSize: traits.pageRows)
          default: return .reject(Rejection(.nothingToChoose, "There is nothing to choose here: :back goes back."))
          }
          return turn.reaction(state, paging: \.paging)
        },
        labels: { _, _ in [] }, unsavedChanges: nil, feed: nil, pathPart: .none, offer: { _, _ in .nothing }),
      shape: Shape(name: "Notice of \(TypeName.of(Input.self))", yields: nil))
  }

  /// A notice of named values, one a line, each value after its name and a colon, the values
  /// lined up in one column: a record's details.
  ///
  /// ```swift
  /// let showTrack = Screen<Track, Never>.notice(
  ///   title: .from { $0.name }, fields: { [("Composer", $0.composer), ("Genre", $0.genre)] })
  /// // Composer:  Angus Young
  /// // Genre:     Rock
  /// ```
  public static func notice(
    title: ForInput<Input, String>,
    fields: @escaping @Sendable (Input) -> [(name: String, value: String)]
  ) -> Screen {
    notice(title: title) { input in
      let fields = fields(input)
      let column = (fields.map { DisplayWidth.of($0.name) }.max() ?? 0) + 3
      return fields.map { field in
        let label = field.name + ":"
        return label + String(repeating: " ", count: column - DisplayWidth.of(label)) + field.value
      }
    }
  }
}

// MARK: - Showing a value

extension Screen where Input == Output {
  /// Shows a value; Enter (an empty line) yields it, to the next screen or, at the end of a flow,
  /// as the flow's result. Its type says so: it yields what it shows, where a
  /// ``notice(title:lines:tone:)`` never yields, and a flow ending in a notice never completes.
  ///
  /// ```swift
  /// let showTrack = Screen<Track, Track>.detail(title: .from { $0.name }, lines: { ["Composer: \($0.composer)"] })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The screen's title for its value.
  ///   - lines: What it shows of the value, above the line that says Enter continues.
  /// - Returns: A screen that yields its value on Enter.
  public static func detail(
    title: ForInput<Input, String>, lines: @escaping @Sendable (Input) -> [String]
  ) -> Screen where Input: Sendable {
    Screen(
      title: title,
      state: { $0 },
      workings: ScreenWorkings(
        page: { value, _ in Page(title: title(value), body: lines(value).map { Page.Line($0) } + ["(Enter continues)"])
        },
        receive: { value, command, _ in
          command == .entry("")
            ? .yield(value) : .reject(Rejection(.needsAnswer, "Press Enter to continue, or :back to go back."))
        },
        // Enter goes on from a value shown: no choice, so no part of a path.
        labels: { _, _ in [] }, unsavedChanges: nil, feed: nil, pathPart: .none, offer: { _, _ in .answers([[""]]) }),
      shape: Shape(name: "Detail of \(TypeName.of(Input.self))", yields: "continue"))
  }
}

private struct NoticeState: Sendable {
  let title: String
  let lines: [String]
  /// The page shown: its first row, and where the pages before it started.
  var paging = Paging()
  private let wrapped = WrappedLines()

  init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }

  /// The rows the lines take at `width`, each with the line it is part of: a line longer than
  /// the width is wrapped, so no text is cut off (a field of a megabyte is paged like any text).
  func rows(width: Int) -> [(text: Substring, line: Int)] {
    wrapped.rows(of: lines, width: width)
  }

  /// The rows shown on a page of `height` rows, of `count`: all of them when they fit.
  func visible(_ count: Int, fitting height: Int) -> Range<Int> {
    guard count > height else { return 0..<count }
    let start = min(paging.offset, count - 1)
    return start..<min(start + height, count)
  }
}

/// A notice's lines wrapped at the last width asked, kept: a page and its command ask twice.
private final class WrappedLines: Sendable {
  private let last = Locked<(width: Int, rows: [(text: Substring, line: Int)])?>(nil)

  func rows(of lines: [String], width: Int) -> [(text: Substring, line: Int)] {
    if let last = last.withLock({ $0 }), last.width == width { return last.rows }
    var rows: [(text: Substring, line: Int)] = []
    for (index, line) in lines.enumerated() {
      // Shown first: a tab's spaces and what shows of a control character take cells of their own.
      rows += DisplayWidth.wrapped(TerminalText.shown(line), width: width).map { ($0, index) }
    }
    last.withLock { $0 = (width, rows) }
    return rows
  }
}
