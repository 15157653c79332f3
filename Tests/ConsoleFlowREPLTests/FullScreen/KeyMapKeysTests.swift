@_spi(Interpreter) import ConsoleFlow
import Testing

@testable import ConsoleFlowREPL

/// The key maps are data the core holds; full screen reads every key through them. Each key a
/// map binds is one a terminal's bytes decode to, so no binding is dead, and the pages' map
/// binds the keys that move about a page.
@Suite("Key maps and the keys full screen reads")
struct KeyMapKeysTests {
  /// Every key the decoder makes, with each modifier.
  private static let keys: [Key] = {
    var names: [Key.Name] = [
      .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete,
    ]
    names += (1...12).map { .function($0) }
    names += "abcdefghijklmnopqrstuvwxyz".map { .character($0) }
    let modifiers: [Key.Modifiers] = [[], [.control], [.alt], [.shift]]
    return names.flatMap { name in modifiers.map { Key(name, $0) } }
  }()

  @Test("every key a map binds is a key the terminal's bytes decode to", arguments: [KeyMap.pages, .chooser])
  func boundKeysExist(map: KeyMap) {
    let names = Set(Self.keys.map(\.mapName))
    for binding in map.bindings { #expect(names.contains(binding.key), "\(map.name): \(binding.key)") }
  }

  @Test("a flow's pages move, page, go to either end, scroll sideways, choose, go back and switch panes by the map")
  func pagesBrowse() {
    let expected: [String: Intent] = [
      "up": .move(-1), "down": .move(1), "page-up": .page(-1), "page-down": .page(1), "home": .first, "end": .last,
      "left": .sideways(-1), "right": .sideways(1), "enter": .choose, "esc": .back, "tab": .switchPane,
    ]
    for (key, intent) in expected { #expect(KeyMap.pages.intent(for: key) == intent, "\(key)") }
    // fzf's keys keep theirs: Esc leaves, Tab marks.
    #expect(KeyMap.chooser.intent(for: "esc") == .abandon && KeyMap.chooser.intent(for: "tab") == .toggleAndMove(1))
    #expect(KeyMap.chooser.intent(for: "end") == .last && KeyMap.chooser.intent(for: "enter") == .choose)
  }

  @Test("full screen's help is drawn from the map: every key bound is in it", arguments: [KeyMap.pages, .chooser])
  func helpFromTheMap(map: KeyMap) {
    let help = FullScreenRun<Never>.keysHelp(map)
    for binding in map.bindings { #expect(help.contains(binding.key), "\(map.name): \(binding.key)") }
    #expect(help.contains(":               a command line") == map.colonOpensCommands)
  }
}
