/// A value a flow's screens read from their environment: the open database, a clock, a client.
/// It is given once, at the flow's root, with ``Navigation/environment(_:)``; every screen below
/// reads it as `Type.current`, in a title, a label, a parser, a load or a save; a test gives
/// another in its place. Its type is its key.
///
/// ```swift
/// struct Shelf: EnvironmentValue {
///   var albums: @Sendable (Artist) async throws -> [Album]
///   static var defaultValue: Shelf { Shelf { _ in [] } }
/// }
///
/// let albumsOfArtist = root(chooseArtist).load("Loading albums") { artist in
///   try await Shelf.current.albums(artist)
/// } >>> chooseAlbum
/// let app = albumsOfArtist.environment(Shelf { artist in artist.albums })
/// ```
public protocol EnvironmentValue: Sendable {
  /// What screens read where the flow was given none: make it harmless (an empty store, a client
  /// that fails in words), since a flow or a test that forgot to give one reads it.
  static var defaultValue: Self { get }
}

extension EnvironmentValue {
  /// The value the running flow was given, else ``defaultValue``: read it in any closure of a
  /// screen or a navigation (a title, a parser, a load's work), while the flow runs it.
  public static var current: Self { FlowEnvironment.current.value(of: Self.self) ?? defaultValue }
}

extension Navigation {
  /// The same navigation with `value` in its environment: every screen of the flow reads it as
  /// `Type.current`. Give it at the root; given again outside (a test swapping the database), the
  /// value given last replaces the one given before.
  ///
  /// ```swift
  /// let app = navigation.environment(Shelf { artist in artist.albums })
  /// ```
  public func environment<Value: EnvironmentValue>(_ value: Value) -> Navigation {
    var navigation = self
    navigation.environment = environment.setting(value)
    return navigation
  }
}

/// The values a flow was given, by type: a flow binds them while it runs its screens' closures
/// and its loads, so `Type.current` reads them there.
struct FlowEnvironment: Sendable {
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// The values of the flow running in this task.
  @TaskLocal static var current = FlowEnvironment()

  /// The value given for `type`, if one was.
  func value<Value>(of type: Value.Type) -> Value? {
    values[ObjectIdentifier(type)] as? Value
  }

  /// The same values with `value` given for its type, in place of any given before.
  func setting<Value: EnvironmentValue>(_ value: Value) -> FlowEnvironment {
    var environment = self
    environment.values[ObjectIdentifier(Value.self)] = value
    return environment
  }

  /// These values and those of `other` this one lacks: a navigation composed of others holds
  /// what each was given.
  func merging(_ other: FlowEnvironment) -> FlowEnvironment {
    var environment = self
    environment.values.merge(other.values) { mine, _ in mine }
    return environment
  }

  /// Runs `body` with these values current.
  func bound<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs slow work with these values current.
  func bound<Result: Sendable>(_ body: () async throws -> Result) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body)
  }
}
