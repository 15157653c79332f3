extension Flow {
  /// What an interpreter does after one step of a ``Flow``.
  ///
  /// ```swift
  /// let (next, effect) = flow.step("3")
  /// switch effect {
  /// case .show(let page): shown = page.render(for: next.traits)
  /// case .wait(let load): waitingFor = load.title
  /// case .completed(let album): chosen = album
  /// case .quit: quitting = true
  /// }
  /// ```
  @_spi(Interpreter) public enum Effect: Sendable {
    /// Show this page and read the next line.
    case show(Page)
    /// The last screen yielded: the flow completed with this value. An interpreter stops, or goes
    /// on reading lines: the flow then shows that it is done and takes only Enter (or `:home`),
    /// which starts it over at its root, or `:quit`; going back to what completed is refused.
    case completed(Output)
    /// The flow waits for this load before it takes another line: run it (with every load in
    /// ``Flow/loads``) and hand its events to ``Flow/taking(_:from:)`` until one answers an
    /// effect. Show progress meanwhile, if anywhere.
    case wait(Load)
    /// The user quit.
    case quit
  }
}

extension Flow.Effect: Equatable where Output: Equatable {}
