extension Traited {
  /// Transforms the value once it is known.
  ///
  /// ```swift
  /// let columns = Traited { $0.width }.map { $0 / 20 }
  /// ```
  public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Traited<NewValue> {
    let run = self.run
    return Traited<NewValue> { traits in transform(run(traits)) }
  }
}
