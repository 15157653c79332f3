extension Navigation {
  /// Goes on with the value of slow work done on what this navigation yields: a query, a
  /// subprocess, a folder listing. The step only describes the work; an interpreter runs it (at a
  /// terminal with a progress line and Ctrl-C to cancel; headless runs wait for it), and nothing
  /// is pushed until it ends. When `work` throws, the error shows on the current screen and
  /// nothing is pushed, as with a throwing `map`; a cancelled load leaves the user where they were.
  ///
  /// ```swift
  /// root(chooseArtist).load("albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
  /// ```
  ///
  /// - Parameters:
  ///   - what: What is loading, in words, for the progress line ("Loading albums…").
  ///   - work: The slow work, run by the interpreter with Swift concurrency; it should stop when
  ///     its task is cancelled.
  /// - Returns: A navigation that completes with the work's value.
  public func load<Loaded: Sendable>(
    _ what: String = "data", _ work: @escaping @Sendable (Output) async throws -> Loaded
  ) -> Navigation<Input, Loaded> where Output: Sendable {
    let run = self.run
    return Navigation<Input, Loaded>(map: flowMap.relabelingExits { "\($0), loads \(what)" }) { input, next in
      run(input) { value in
        .load(
          title: what,
          work: {
            let loaded = try await work(value)
            return Arrival { next(loaded) }
          },
          stopped: { stop in
            switch stop {
            case .failed(let why): .reject(Rejection(.loadFailed, why))
            case .cancelled: .stay(nil, message: "Cancelled.")
            }
          })
      }
    }
  }
}
