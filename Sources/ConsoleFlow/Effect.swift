/// What an interpreter does after one step of a ``Flow``.
///
/// ```swift
/// switch flow.step("3").effect {
/// case .show(let page): terminal.write(page.render(for: traits))
/// case .completed(let album): ...
/// case .quit: ...
/// }
/// ```
public enum Effect<Output> {
  /// Show this page and read the next line.
  case show(Page)
  /// The last screen yielded: the flow completed with this value. The flow stays on its stack,
  /// so an interpreter may stop or go on reading lines.
  case completed(Output)
  /// The user quit.
  case quit
}

extension Effect: Sendable where Output: Sendable {}
extension Effect: Equatable where Output: Equatable {}
