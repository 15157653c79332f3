extension Navigation {
  /// Chooses the screen to push from the yielded value.
  ///
  /// When `choose` throws, the error is shown on the current screen and nothing is pushed.
  ///
  /// ```swift
  /// root(chooseArtist).branch { artist in
  ///   artist.albums.isEmpty ? .notice(title: { $0.name }, lines: { _ in ["No albums."] }) : chooseAlbum.pullback { $0.albums }
  /// }
  /// ```
  public func branch<C>(_ choose: @escaping @Sendable (B) throws -> Screen<B, C>) -> Navigation<A, C> {
    branch { value in root(try choose(value)) }
  }

  /// Chooses the sub-flow to push from the yielded value.
  ///
  /// ```swift
  /// root(chooseEntry).branch { entry in entry.isFolder ? browseFolder : root(showFile) }
  /// ```
  public func branch<C>(_ choose: @escaping @Sendable (B) throws -> Navigation<B, C>) -> Navigation<A, C> {
    let run = self.run
    return Navigation<A, C> { input, next in
      run(input) { value in
        rejectingErrors { .push(try choose(value).run(value, next)) }
      }
    }
  }
}
