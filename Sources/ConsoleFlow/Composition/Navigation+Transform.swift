extension Navigation {
  /// The same navigation, completing with `transform` of its value.
  ///
  /// When `transform` throws, the error is shown as a message on the current screen and
  /// nothing is pushed.
  ///
  /// ```swift
  /// root(chooseArtist).map { $0.albums }
  /// ```
  public func map<NewOutput>(_ transform: @escaping @Sendable (Output) throws -> NewOutput) -> Navigation<
    Input, NewOutput
  > {
    let run = self.run
    return Navigation<Input, NewOutput>(map: flowMap, environment: environment) { input, next in
      run(input) { value in rejectingErrors { next(try transform(value)) } }
    }
  }

  /// Goes on only with the values `transform` keeps: a nil (a skipped choice) pushes nothing and
  /// completes nothing; the user stays where they are and may choose again.
  ///
  /// ```swift
  /// root(chooseTrack).compactMap { $0.preview } >>> playPreview
  /// ```
  public func compactMap<NewOutput>(_ transform: @escaping @Sendable (Output) throws -> NewOutput?) -> Navigation<
    Input, NewOutput
  > {
    let run = self.run
    return Navigation<Input, NewOutput>(map: flowMap, environment: environment) { input, next in
      run(input) { value in
        rejectingErrors { try transform(value).map(next) ?? .stay(nil, message: nil) }
      }
    }
  }

  /// The same navigation, started from a different input adapted to the one it takes.
  ///
  /// ```swift
  /// let browseFolder: Navigation<Folder, File> = browseEntries.pullback { $0.entries }
  /// ```
  public func pullback<Source>(_ adapt: @escaping @Sendable (Source) -> Input) -> Navigation<Source, Output> {
    let run = self.run
    return Navigation<Source, Output>(map: flowMap, environment: environment) { input, next in run(adapt(input), next) }
  }
}
