extension Screen {
  /// A screen that only shows lines about its input and never yields: the user goes back,
  /// home or quits. Use it where a branch has nothing to offer, such as an artist with no albums.
  ///
  /// ```swift
  /// let noAlbums = Screen<Artist, Album>.notice(title: { $0.name }, lines: { _ in ["No albums."] })
  /// ```
  public static func notice(
    title: @escaping @Sendable (A) -> String,
    lines: @escaping @Sendable (A) -> [String]
  ) -> Screen {
    Screen(
      title: title,
      state: { input in NoticeState(title: title(input), lines: lines(input)) },
      page: { state, _ in Page(title: state.title, body: state.lines) },
      receive: { state, command, _ in
        command == .entry("") ? .stay(state) : .reject("There is nothing to choose here: :back goes back.")
      }
    )
  }

  /// A notice of named values, one a line, each value after its name and a colon, the values
  /// lined up in one column: a record's details.
  ///
  /// ```swift
  /// let showTrack = Screen<Track, Never>.notice(
  ///   title: { $0.name }, fields: { [("Composer", $0.composer), ("Genre", $0.genre)] })
  /// // Composer:  Angus Young
  /// // Genre:     Rock
  /// ```
  public static func notice(
    title: @escaping @Sendable (A) -> String,
    fields: @escaping @Sendable (A) -> [(name: String, value: String)]
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

extension Screen where A == B {
  /// Shows a value; Enter (an empty line) continues and yields it.
  ///
  /// ```swift
  /// let showTrack = Screen<Track, Track>.detail(title: { $0.name }, lines: { ["Composer: \($0.composer)"] })
  /// ```
  public static func detail(
    title: @escaping @Sendable (A) -> String, lines: @escaping @Sendable (A) -> [String]
  ) -> Screen where A: Sendable {
    Screen(
      title: title,
      state: { $0 },
      page: { value, _ in Page(title: title(value), body: lines(value) + ["(Enter continues)"]) },
      receive: { value, command, _ in
        command == .entry("") ? .yield(value) : .reject("Press Enter to continue, or :back to go back.")
      }
    )
  }
}

private struct NoticeState: Sendable {
  let title: String
  let lines: [String]
}
