/// One case of a branch over an enum whose cases carry values: its name on the map and the
/// sub-flow its value starts. A branch lists its cases, so the flow's map draws each before
/// anything runs; a `switch` over your enum then hands the case its value, so the compiler checks
/// that no case is missing and no value is read from the wrong case.
///
/// ```swift
/// enum Found: Sendable { case album(Album), artist(Artist) }
///
/// let chooseFound = Screen<[Found], Found>.list(title: "Found", rows: .input, label: { "\($0)" })
/// let album = BranchCase("album", chooseTrack)
/// let artist = BranchCase("artist", (root(chooseAlbum) >>> chooseTrack).pullback { (artist: Artist) in artist.albums })
/// let openFound = root(chooseFound).branch(album, artist) { found in
///   switch found {
///   case .album(let chosen): album(chosen)
///   case .artist(let chosen): artist(chosen)
///   }
/// }
/// ```
public struct BranchCase<Payload: Sendable, Output>: Sendable {
  /// The case's name, as the map labels the way to it.
  package let name: String
  let navigation: Navigation<Payload, Output>
  /// The case's identity: a branch goes on only with a case it lists.
  let mark = ScreenMark()

  /// A case called `name` whose value starts `navigation` (a screen, or a load first).
  ///
  /// - Parameters:
  ///   - name: What the map calls the case ("album").
  ///   - navigation: The sub-flow the case's value starts.
  public init(_ name: String, _ navigation: Navigation<Payload, Output>) {
    self.name = name
    self.navigation = navigation
  }

  /// A case called `name` whose value starts `screen`.
  ///
  /// - Parameters:
  ///   - name: What the map calls the case.
  ///   - screen: The screen the case's value starts.
  public init(_ name: String, _ screen: Screen<Payload, Output>) {
    self.init(name, root(screen))
  }

  /// This case chosen with its value: what a branch's `switch` answers.
  public func callAsFunction(_ payload: Payload) -> ChosenCase<Output> {
    let run = navigation.run
    return ChosenCase(name: name, mark: mark) { [name] next in run(payload, next).reached(byCase: name) }
  }
}

extension BranchCase where Output == Never {
  /// This case, whose sub-flow never yields (a notice), chosen with its value: it sits beside
  /// cases that yield, whatever they yield.
  public func callAsFunction<Following>(_ payload: Payload) -> ChosenCase<Following> {
    let run = navigation.run
    return ChosenCase(name: name, mark: mark) { [name] _ in run(payload, absurd).reached(byCase: name) }
  }
}

/// A case of a branch chosen with its value
/// (``BranchCase/callAsFunction(_:)->ChosenCase<Output>``): where the branch goes on.
public struct ChosenCase<Output>: Sendable {
  /// The case's name.
  package let name: String
  let mark: ScreenMark
  let start: @Sendable (_ next: @escaping @Sendable (Output) -> Next) -> Next
}

extension Navigation {
  /// Goes on with one of `cases`, chosen with its value from what this navigation yields: a
  /// `switch` over an enum whose cases carry values hands each case's value to its sub-flow, with
  /// no type made to mirror the enum and nothing that reads a value out of the wrong case. The
  /// map draws every listed case; a case's sub-flow may start with a screen or with a load.
  ///
  /// When `choose` throws, or answers a case the branch does not list, the error shows on the
  /// current screen and nothing is pushed.
  ///
  /// ```swift
  /// let albums = BranchCase("albums", chooseAlbum)
  /// let none = BranchCase("no albums", noAlbums)
  /// root(chooseArtist).branch(albums, none) { artist in
  ///   artist.albums.isEmpty ? none(artist) : albums(artist.albums)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cases: Every case the branch may go on with, as the map draws them: each yields what
  ///     the branch yields, or never yields (a notice).
  ///   - choose: The case to go on with, and its value, from the yielded value.
  /// - Returns: A navigation that completes with the chosen case's value.
  public func branch<each Payload, each CaseOutput, Following>(
    _ cases: repeat BranchCase<each Payload, each CaseOutput>,
    choose: @escaping @Sendable (Output) throws -> ChosenCase<Following>
  ) -> Navigation<Input, Following> {
    var listed: [(label: String, map: FlowMap)] = []
    var marks: [ScreenMark] = []
    var environment = self.environment
    for branchCase in repeat each cases {
      listed.append((branchCase.name, branchCase.navigation.flowMap))
      marks.append(branchCase.mark)
      environment = environment.merging(branchCase.navigation.environment)
    }
    let run = self.run
    let known = Set(marks)
    let names = listed.map(\.label).joined(separator: ", ")
    return Navigation<Input, Following>(map: flowMap.branching(listed), environment: environment) { input, next in
      run(input) { value in
        rejectingErrors {
          let chosen = try choose(value)
          guard known.contains(chosen.mark) else {
            return .reject(
              Rejection(.thrown, "The case \"\(chosen.name)\" is not one this branch lists (\(names))."))
          }
          return chosen.start(next)
        }
      }
    }
  }
}
