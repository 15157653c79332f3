@_spi(Interpreter) import ConsoleFlow

// What the intents of a page's key map (``KeyMap``) do full screen: the same words line mode
// binds readline's keys to.
extension FullScreenRun {
  /// What an intent of the page's key map does full screen.
  mutating func perform(_ intent: Intent, shown: Shown) -> [Shell<Output>.Event] {
    switch intent {
    case .move(let offset): return move(offset > 0 ? .down : .up, by: offset, shown: shown)
    case .toggleAndMove(let offset):
      if shown.narrowed { return [.input(.toggleKey(offset))] }
      return move(offset > 0 ? .down : .up, by: offset, shown: shown)
    case .home: return [.input(.entered(":home"))]
    case .quit: return [.input(.entered(":quit"))]
    case .abandon:
      view.entry = .typing(EditedLine(""))
      return [.input(.abandoned)]
    case .suspend: return [.input(.suspendKey)]
    case .redraw:
      redrawWhole()
      return []
    }
  }
}
