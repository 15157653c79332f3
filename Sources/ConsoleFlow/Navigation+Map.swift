extension Navigation {
  /// The same navigation, completing with `transform` of its value.
  ///
  /// When `transform` throws, the error is shown as a message on the current screen and
  /// nothing is pushed.
  ///
  /// ```swift
  /// root(chooseArtist).map { $0.albums }
  /// ```
  public func map<C>(_ transform: @escaping @Sendable (B) throws -> C) -> Navigation<A, C> {
    let run = self.run
    return Navigation<A, C> { input, next in
      run(input) { value in
        do {
          return next(try transform(value))
        } catch {
          return .reject(String(describing: error))
        }
      }
    }
  }
}
