extension Navigation {
  /// The same navigation, started from a different input adapted to the one it takes.
  ///
  /// ```swift
  /// let browseFolder: Navigation<Folder, File> = browseEntries.pullback { $0.entries }
  /// ```
  public func pullback<Z>(_ adapt: @escaping @Sendable (Z) -> A) -> Navigation<Z, B> {
    let run = self.run
    return Navigation<Z, B> { input, next in run(adapt(input), next) }
  }
}
