precedencegroup NavigationCompositionPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}

infix operator >>> : NavigationCompositionPrecedence

/// Pushes `screen` when `navigation` yields; the twin of ``Navigation/then(_:)-(Screen<Output,Following>)``.
/// A sub-flow goes after a navigation with the method alone, `then(_:)`: with one `>>>`, an
/// implicit member after it (`>>> .detail(...)`) has one meaning, and a chain of any length
/// type-checks in time linear in its length.
///
/// ```swift
/// let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
/// ```
public func >>> <Input, Output, Following>(navigation: Navigation<Input, Output>, screen: Screen<Output, Following>)
  -> Navigation<Input, Following>
{
  navigation.then(screen)
}
