extension Navigation {
  /// Pushes `screen` each time this navigation yields, started with the yielded value.
  ///
  /// ```swift
  /// root(chooseArtist).map { $0.albums }.then(chooseAlbum)
  /// ```
  public func then<Next>(_ screen: Screen<Output, Next>) -> Navigation<Input, Next> {
    let run = self.run
    let start = screen.start
    return Navigation<Input, Next>(map: flowMap.then(screen.flowMap)) { input, next in
      run(input) { value in .push(start(value).map(next)) }
    }
  }

  /// Pushes the first screen of another navigation each time this one yields, so a sub-flow can
  /// be reused inside another.
  ///
  /// ```swift
  /// let browseAlbums = root(chooseAlbum) >>> chooseTrack
  /// root(chooseArtist).map { $0.albums }.then(browseAlbums)
  /// ```
  public func then<Next>(_ navigation: Navigation<Output, Next>) -> Navigation<Input, Next> {
    let run = self.run
    let runNext = navigation.run
    return Navigation<Input, Next>(map: flowMap.then(navigation.flowMap)) { input, next in
      run(input) { value in .push(runNext(value, next)) }
    }
  }
}
