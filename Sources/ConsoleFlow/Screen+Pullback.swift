extension Screen {
  /// The same screen, started from a different input adapted to the one it takes.
  ///
  /// ```swift
  /// let chooseAlbumOfArtist: Screen<Artist, Album> = chooseAlbum.pullback { $0.albums }
  /// ```
  public func pullback<Z>(_ adapt: @escaping @Sendable (Z) -> A) -> Screen<Z, B> {
    let start = self.start
    return Screen<Z, B> { input in start(adapt(input)) }
  }
}
