/// Both values for the same traits.
///
/// ```swift
/// let ellipsisAndMargin = zip(ellipsis, margin)
/// ```
public func zip<A, B>(_ first: Traited<A>, _ second: Traited<B>) -> Traited<(A, B)> {
  Traited { traits in (first.run(traits), second.run(traits)) }
}

extension Traited {
  /// Applies a traited function to this traited value; the twin of `<*>`.
  ///
  /// ```swift
  /// let padded = Traited.pure { (n: Int) in String(repeating: " ", count: n) }.apply(to: margin)
  /// ```
  public static func apply<Input>(_ function: Traited<@Sendable (Input) -> Value>, to value: Traited<Input>) -> Traited {
    Traited { traits in function.run(traits)(value.run(traits)) }
  }
}
