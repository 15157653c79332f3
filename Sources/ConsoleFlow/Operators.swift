precedencegroup NavigationCompositionPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}

infix operator >>> : NavigationCompositionPrecedence

precedencegroup TraitedApplicationPrecedence {
  associativity: left
  higherThan: NavigationCompositionPrecedence
}

infix operator <*> : TraitedApplicationPrecedence

/// Pushes `screen` when `navigation` yields; the twin of ``Navigation/then(_:)-(Screen<B,C>)``.
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public func >>> <A, B, C>(navigation: Navigation<A, B>, screen: Screen<B, C>) -> Navigation<A, C> {
  navigation.then(screen)
}

/// Pushes the sub-flow `next` when `navigation` yields; the twin of ``Navigation/then(_:)-(Navigation<B,C>)``.
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> (root(chooseAlbum) >>> chooseTrack)
/// ```
public func >>> <A, B, C>(navigation: Navigation<A, B>, next: Navigation<B, C>) -> Navigation<A, C> {
  navigation.then(next)
}

/// Applies a traited function to a traited value; the twin of ``Traited/apply(_:to:)``.
///
/// ```swift
/// let line = Traited.pure(pad) <*> margin
/// ```
public func <*> <A, B>(function: Traited<@Sendable (A) -> B>, value: Traited<A>) -> Traited<B> {
  Traited.apply(function, to: value)
}
