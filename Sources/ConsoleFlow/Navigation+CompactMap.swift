extension Navigation {
  /// Goes on only with the values `transform` keeps: a nil (a skipped choice) pushes nothing and
  /// completes nothing; the user stays where they are and may choose again.
  ///
  /// ```swift
  /// root(chooseTrack).compactMap { $0.preview } >>> playPreview
  /// ```
  public func compactMap<C>(_ transform: @escaping @Sendable (B) throws -> C?) -> Navigation<A, C> {
    let run = self.run
    return Navigation<A, C> { input, next in
      run(input) { value in
        do {
          guard let kept = try transform(value) else { return .stay }
          return next(kept)
        } catch {
          return .reject(String(describing: error))
        }
      }
    }
  }
}
