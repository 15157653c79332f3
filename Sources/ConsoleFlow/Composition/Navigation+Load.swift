extension Navigation {
  /// Goes on with the value of slow work done on what this navigation yields: a query, a
  /// subprocess, a folder listing. The step only describes the work; an interpreter runs it (at a
  /// terminal with a progress line and Ctrl-C to cancel; headless runs wait for it), and nothing
  /// is pushed until it ends. When `work` throws, the error shows on the current screen and
  /// nothing is pushed, as with a throwing `map`; a cancelled load leaves the user where they were.
  ///
  /// ```swift
  /// root(chooseArtist).load("Loading albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
  /// ```
  ///
  /// - Parameters:
  ///   - what: The progress line's words, as they are ("Loading albums", "Saving the order").
  ///   - work: The slow work, run by the interpreter with Swift concurrency; it should stop when
  ///     its task is cancelled.
  /// - Returns: A navigation that completes with the work's value.
  public func load<Loaded: Sendable>(
    _ what: String = "Loading", _ work: @escaping @Sendable (Output) async throws -> Loaded
  ) -> Navigation<Input, Loaded> where Output: Sendable {
    then(ConsoleFlow.load(what, work))
  }

  /// Goes on with the value of slow work that changes something (a save, a booking, a
  /// deletion), done on what this navigation yields: a ``load(_:_:)`` that is never done twice by
  /// going back. Once the work completed, the screens that led to it leave the stack (all of a
  /// form's, or the one screen that asked), so `:back` from any screen after it (a receipt) goes
  /// to the screen before them; a form at the root starts afresh. A failed or cancelled save
  /// leaves the user where they were, to try again.
  ///
  /// ```swift
  /// let ordered = root(chooseAlbum).save("Ordering") { album in album.title }
  ///   >>> Screen<String, Never>.notice(title: "Ordered", lines: { ["\($0) is on its way."] })
  /// ```
  ///
  /// - Parameters:
  ///   - what: The progress line's words, as they are ("Saving the order").
  ///   - work: The change, run by the interpreter; its value goes to the screens after it.
  /// - Returns: A navigation that completes with the work's value.
  public func save<Saved: Sendable>(
    _ what: String = "Saving", _ work: @escaping @Sendable (Output) async throws -> Saved
  ) -> Navigation<Input, Saved> where Output: Sendable {
    let loaded = ConsoleFlow.load(what, work)
    return then(
      Navigation<Output, Saved>(map: loaded.flowMap) { input, next in loaded.run(input) { .saved(next($0)) } })
  }
}

/// A navigation that starts with slow work on its input, before any screen: a branch's case that
/// loads what it lists, a sub-flow that reads its data first. Compose a screen after it with `>>>`.
/// While the work runs the user stays on the screen that led here, which shows the error when it
/// throws; a cancelled load leaves them there too.
///
/// ```swift
/// let albumsOfArtist: Navigation<Artist, Album> =
///   load("Loading albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
/// ```
///
/// A flow whose root starts with a load shows its words until it ends, and its failure with a
/// way to try again.
///
/// - Parameters:
///   - what: The progress line's words, as they are ("Loading albums").
///   - work: The slow work, run by the interpreter; it should stop when its task is cancelled.
/// - Returns: A navigation that goes on with the work's value.
public func load<Input: Sendable, Loaded: Sendable>(
  _ what: String = "Loading", _ work: @escaping @Sendable (Input) async throws -> Loaded
) -> Navigation<Input, Loaded> {
  Navigation(map: .loading(what)) { input, next in
    .load(
      title: what,
      work: {
        let loaded = try await work(input)
        return Load.NextStep { next(loaded) }
      },
      stopped: { stop in
        switch stop {
        case .failed(let why): .reject(Rejection(.loadFailed, why))
        case .cancelled: .stay(nil, message: "Cancelled.")
        }
      })
  }
}
