extension Navigation {
  /// Goes on with one of several sub-flows, one for each case of a type of yours, chosen from
  /// the yielded value; a case's sub-flow may start with a screen or with a load (``load(_:_:)``). Every case has its sub-flow before anything runs, so the compiler checks
  /// that none is missing (a `switch` over the case) and the flow's map draws each of them, named
  /// by its raw value when it is a `String`, else by how Swift writes the case.
  ///
  /// When `choose` throws, the error is shown on the current screen and nothing is pushed.
  ///
  /// ```swift
  /// enum Shelf: String, CaseIterable { case albums, empty = "no albums" }
  ///
  /// let albumsOrNone: Navigation<[Artist], Album> =
  ///   root(chooseArtist).branch(on: { $0.albums.isEmpty ? Shelf.empty : .albums }) { shelf in
  ///     switch shelf {
  ///     case .albums: root(chooseAlbum.pullback { $0.albums })
  ///     case .empty: root(noAlbums)
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - choose: The case to go on with, from the yielded value.
  ///   - subflow: Each case's sub-flow; called once for every case, when the branch is made.
  /// - Returns: A navigation that completes with the chosen sub-flow's value.
  public func branch<Case: CaseIterable & Hashable & Sendable, Following>(
    on choose: @escaping @Sendable (Output) throws -> Case,
    _ subflow: (Case) -> Navigation<Output, Following>
  ) -> Navigation<Input, Following> {
    let run = self.run
    let cases = Case.allCases.map { (name: Self.mapName(of: $0), value: $0, navigation: subflow($0)) }
    let table = Dictionary(cases.map { ($0.value, $0.navigation.run) }, uniquingKeysWith: { first, _ in first })
    let map = flowMap.branching(cases.map { (label: $0.name, map: $0.navigation.flowMap) })
    let environment = cases.reduce(environment) { $0.merging($1.navigation.environment) }
    return Navigation<Input, Following>(map: map, environment: environment) { input, next in
      run(input) { value in
        rejectingErrors {
          let chosen = try choose(value)
          // Only a hand-written `allCases` can leave a value out.
          guard let subflow = table[chosen] else {
            return .reject(Rejection(.thrown, "\(Self.mapName(of: chosen)) is not among \(Case.self)'s allCases."))
          }
          return subflow(value, next).reached(byCase: Self.mapName(of: chosen))
        }
      }
    }
  }

  /// How the map names a branch's case: its raw value when that is a string, else as Swift writes it.
  private static func mapName(of branchCase: some Sendable) -> String {
    if let named = branchCase as? any RawRepresentable, let name = named.rawValue as? String { return name }
    return String(describing: branchCase)
  }

  /// Chooses the screen to push from the yielded value. The map shows one way to a screen
  /// "chosen at run time"; branch over cases with ``branch(on:_:)`` to draw them.
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
    return Navigation<Input, Following>(map: map, environment: environment) { input, next in
      run(input) { value in
        rejectingErrors { try choose(value).run(value, next) }
      }
    }
  }

  /// A navigation that leads back into itself: `body` is given the navigation being defined, to
  /// use as one of its own sub-flows (a folder inside a folder). The map draws the way back as a
  /// cycle to the first screen.
  ///
  /// ```swift
  /// // An entry opens as `enum Opened { case folder(Folder), file(Entry) }`.
  /// let browse = Navigation<Folder, Never>.recursive { browse in
  ///   let folder = BranchCase("folder", browse)
  ///   let file = BranchCase("file", showFile)
  ///   return root(chooseEntry).branch(folder, file) { entry in
  ///     switch entry.opened {
  ///     case .folder(let inside): folder(inside)
  ///     case .file(let chosen): file(chosen)
  ///     }
  ///   }
  /// }
  /// ```
  public static func recursive(_ body: @escaping @Sendable (Navigation) -> Navigation) -> Navigation {
    // The navigation inside is made anew each time the flow goes a level deeper: no value holds
    // itself, so nothing is kept alive by a cycle once the flow is gone.
    // Its placeholder's mark tells its ways from those of a recursion around it or inside it.
    let recursion = ScreenMark()
    @Sendable func level() -> Navigation {
      body(Navigation(map: .reference(to: recursion)) { input, next in level().run(input, next) })
    }
    let navigation = level()
    return Navigation(
      map: navigation.flowMap.closingRecursion(recursion), environment: navigation.environment, run: navigation.run)
  }
}
