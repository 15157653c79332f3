/// A value that depends on the terminal: it is run only when a page is drawn, so one style guide
/// serves every width, colour and Unicode setting without branching on them all over the code.
///
/// ```swift
/// let ellipsis = Traited { $0.unicode ? "…" : "..." }
/// let margin = Traited { $0.widthClass == .compact ? 1 : 2 }
/// let indent = zip(ellipsis, margin).map { String(repeating: " ", count: $1) }
/// indent.run(Traits(width: 40))
/// ```
public struct Traited<Value>: Sendable {
  /// The value for given traits.
  public let run: @Sendable (Traits) -> Value

  public init(_ run: @escaping @Sendable (Traits) -> Value) {
    self.run = run
  }

  /// The same value whatever the traits.
  public static func pure(_ value: Value) -> Traited where Value: Sendable {
    Traited { _ in value }
  }
}
