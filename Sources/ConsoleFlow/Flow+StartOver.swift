// After a completion: the flow shows that it is done and takes only a start over or a quit, so
// an interpreter that keeps running never does what completed again by going back to it.
extension Flow {
  /// The page a completed flow shows: what it takes next.
  var completionPage: Page {
    Page(title: "Done", body: ["Done.", Page.Line(Self.afterCompletion(rootTitle))])
  }

  /// The root screen's title: the screen a load at the root led to, not the load's words.
  var rootTitle: String {
    stack.first.map { $0.screen.title } ?? rootAtStart.title
  }

  /// A step once the flow completed: Enter or `:home` starts it over at its root screen, as it
  /// first started; `:quit` quits; anything else, `:back` included, is refused, so nothing the
  /// completion did is done again.
  func stepAfterCompletion(_ input: InputLine) -> (flow: Flow, effect: Effect) {
    var next = self
    switch input {
    case .quit:
      return (next, .quit)
    case .blank, .home:
      next.isCompleted = false
      next.startAtRoot()
    case .help:
      next.message = Self.afterCompletion(rootTitle)
    case .where:
      next.message = next.whereCommand
    default:
      next.reject(Rejection(.completed, "The flow has completed; it takes Enter (or :home) to start over, or :quit."))
    }
    return (next, next.currentEffect)
  }

  /// What a completed flow takes, in words.
  private static func afterCompletion(_ root: String) -> String {
    "Enter (or :home) starts over at \(root); :quit leaves."
  }
}
