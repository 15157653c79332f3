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
}

private struct NoticeState: Sendable {
  let title: String
  let lines: [String]
}
