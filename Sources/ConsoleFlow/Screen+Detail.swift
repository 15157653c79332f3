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
