extension Navigation {
  /// Pushes `screen` each time this navigation yields, started with the yielded value.
  ///
  /// ```swift
  /// root(chooseArtist).map { $0.albums }.then(chooseAlbum)
  /// ```
  public func then<Following>(_ screen: Screen<Output, Following>) -> Navigation<Input, Following> {
    then(root(screen))
  }

  /// Goes on with another navigation each time this one yields: its first screen is pushed, or
  /// the load it starts with runs (``load(_:_:)``), so a sub-flow can be reused inside another.
  ///
  /// ```swift
  /// let browseAlbums = root(chooseAlbum) >>> chooseTrack
  /// root(chooseArtist).map { $0.albums }.then(browseAlbums)
  /// ```
  public func then<Following>(_ navigation: Navigation<Output, Following>) -> Navigation<Input, Following> {
    let run = self.run
    let runNext = navigation.run
    return Navigation<Input, Following>(
      map: flowMap.then(navigation.flowMap), environment: environment.merging(navigation.environment)
    ) { input, next in
      run(input) { value in runNext(value, next) }
    }
  }
}
