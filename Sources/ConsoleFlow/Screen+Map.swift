extension Screen {
  /// The same screen, yielding `transform` of what it yields.
  ///
  /// ```swift
  /// let chooseArtistName = chooseArtist.map { $0.name }
  /// ```
  public func map<C>(_ transform: @escaping @Sendable (B) -> C) -> Screen<A, C> {
    let start = self.start
    return Screen<A, C> { input in start(input).map(transform) }
  }
}
