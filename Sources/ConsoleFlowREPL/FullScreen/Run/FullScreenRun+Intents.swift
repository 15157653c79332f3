@_spi(Interpreter) import ConsoleFlow

// What the intents of a page's key map (``KeyMap``) do full screen: the same words line mode
// binds readline's keys to.
extension FullScreenRun {
  /// What an intent of the page's key map does full screen.
  mutating func perform(_ intent: Intent, shown: Shown) -> [Shell<Output>.Event] {
    switch intent {
    case .move, .page, .first, .last, .sideways, .switchPane: return apply(intent, shown: shown)
    case .choose: return enter(shown: shown)
    case .back:
      if !typed.text.isEmpty { return changeLine { $0 = EditedLine("") } }
      return [.input(.back)]
    case .toggleAndMove(let offset):
      if shown.narrowed { return [.input(.toggleKey(offset))] }
      return apply(intent, shown: shown)
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
