extension Navigation {
  /// Goes on with one of several named sub-flows, chosen by name from the yielded value. The
  /// cases are known before anything runs, so the flow's map shows each of them.
  ///
  /// When `choose` throws, the error is shown on the current screen and nothing is pushed.
  ///
  /// ```swift
  /// root(chooseArtist).branch(["albums": root(chooseAlbum.pullback { $0.albums }), "no albums": root(noAlbums)]) {
  ///   $0.albums.isEmpty ? "no albums" : "albums"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cases: Each case's name, as the map shows it, and its sub-flow.
  ///   - choose: The name of the case to go on with.
  /// - Returns: A navigation that completes with the chosen sub-flow's value.
  public func branch<Following>(
    _ cases: KeyValuePairs<String, Navigation<Output, Following>>,
    choose: @escaping @Sendable (Output) throws -> String
  ) -> Navigation<Input, Following> {
    let run = self.run
    let table = Dictionary(cases.map { ($0.key, $0.value.run) }, uniquingKeysWith: { first, _ in first })
    let map = flowMap.branching(cases.map { (label: $0.key, map: $0.value.flowMap) })
    return Navigation<Input, Following>(map: map) { input, next in
      run(input) { value in
        rejectingErrors {
          let name = try choose(value)
          guard let chosen = table[name] else { return .reject(Rejection(.thrown, "No case is called \(name).")) }
          return .push(chosen(value, next), label: nil)
        }
      }
    }
  }

  /// Chooses the screen to push from the yielded value. The map shows one way to a screen
  /// "chosen at run time"; name the cases with ``branch(_:choose:)`` to draw them.
  ///
  /// When `choose` throws, the error is shown on the current screen and nothing is pushed.
  ///
  /// ```swift
  /// root(chooseArtist).branch { artist in
  ///   artist.albums.isEmpty ? noAlbums : chooseAlbum.pullback { $0.albums }
  /// }
  /// ```
  public func branch<Following>(_ choose: @escaping @Sendable (Output) throws -> Screen<Output, Following>)
    -> Navigation<Input, Following>
  {
    branch { value in root(try choose(value)) }
  }

  /// Chooses the sub-flow to push from the yielded value.
  ///
  /// ```swift
  /// root(chooseEntry).branch { entry in entry.isFolder ? openFolder : root(showFile) }
  /// ```
  public func branch<Following>(_ choose: @escaping @Sendable (Output) throws -> Navigation<Output, Following>)
    -> Navigation<Input, Following>
  {
    let run = self.run
    let map = flowMap.then(.screen("(chosen at run time)", yields: "choice"))
    return Navigation<Input, Following>(map: map) { input, next in
      run(input) { value in
        rejectingErrors { .push(try choose(value).run(value, next), label: nil) }
      }
    }
  }

  /// A navigation that leads back into itself: `body` is given the navigation being defined, to
  /// use as one of its own sub-flows (a folder inside a folder). The map draws the way back as a
  /// cycle to the first screen.
  ///
  /// ```swift
  /// let browse = Navigation<Folder, Never>.recursive { folder in
  ///   root(chooseEntry).branch(["folder": folder.pullback { $0.folder! }, "file": root(showFile)]) { $0.kind }
  /// }
  /// ```
  public static func recursive(_ body: @escaping @Sendable (Navigation) -> Navigation) -> Navigation {
    // The navigation inside is made anew each time the flow goes a level deeper: no value holds
    // itself, so nothing is kept alive by a cycle once the flow is gone.
    @Sendable func level() -> Navigation {
      body(Navigation(map: .reference) { input, next in level().run(input, next) })
    }
    let navigation = level()
    return Navigation(map: navigation.flowMap.closingRecursion(), run: navigation.run)
  }
}
