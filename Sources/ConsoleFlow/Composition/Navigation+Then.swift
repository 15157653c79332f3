extension Navigation {
  /// Pushes `screen` each time this navigation yields, started with the yielded value.
  ///
  /// ```swift
  /// root(chooseArtist).map { $0.albums }.then(chooseAlbum)
  /// ```
  public func then<Following>(_ screen: Screen<Output, Following>) -> Navigation<Input, Following> {
    let run = self.run
    let start = screen.start
    return Navigation<Input, Following>(map: flowMap.then(screen.flowMap)) { input, next in
      run(input) { value in .push(start(value, next), label: nil) }
    }
  }

  /// Pushes the first screen of another navigation each time this one yields, so a sub-flow can
  /// be reused inside another.
  ///
  /// ```swift
  /// let browseAlbums = root(chooseAlbum) >>> chooseTrack
  /// root(chooseArtist).map { $0.albums }.then(browseAlbums)
  /// ```
  public func then<Following>(_ navigation: Navigation<Output, Following>) -> Navigation<Input, Following> {
    let run = self.run
    let runNext = navigation.run
    return Navigation<Input, Following>(map: flowMap.then(navigation.flowMap)) { input, next in
      run(input) { value in .push(runNext(value, next), label: nil) }
    }
  }
}
