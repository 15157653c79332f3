/// A value that adapts to the terminal: it is run only when a page is drawn, so one style guide
/// serves every width, colour and Unicode setting without branching on them all over the code.
/// An applicative functor over ``Traits``: `pure`, `map`, `zip` and `apply`.
///
/// ```swift
/// let ellipsis = Adaptive { $0.unicode ? "…" : "..." }
/// let margin = Adaptive { $0.widthClass == .compact ? 1 : 2 }
/// let indent = Adaptive.zip(ellipsis, margin).map { String(repeating: " ", count: $1) }
/// indent.run(Traits(width: 40))
/// ```
struct Adaptive<Value>: Sendable {
  /// The value for given traits.
  let run: @Sendable (Traits) -> Value

  init(_ run: @escaping @Sendable (Traits) -> Value) {
    self.run = run
  }

  /// The same value whatever the traits.
  static func pure(_ value: Value) -> Adaptive where Value: Sendable {
    Adaptive { _ in value }
  }

  // MARK: - Combining

  /// Transforms the value once it is known.
  func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Adaptive<NewValue> {
    let run = self.run
    return Adaptive<NewValue> { traits in transform(run(traits)) }
  }

  /// Both values for the same traits.
  static func zip<First, Second>(_ first: Adaptive<First>, _ second: Adaptive<Second>) -> Adaptive
  where Value == (First, Second) {
    Adaptive { traits in (first.run(traits), second.run(traits)) }
  }

  /// Applies an adaptive function to an adaptive value (an applicative's `<*>`).
  static func apply<Argument>(_ function: Adaptive<@Sendable (Argument) -> Value>, to value: Adaptive<Argument>)
    -> Adaptive
  {
    Adaptive { traits in function.run(traits)(value.run(traits)) }
  }
}
