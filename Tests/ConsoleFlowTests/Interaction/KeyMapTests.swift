import Testing

@_spi(Interpreter) @testable import ConsoleFlow

@Suite("Key maps: what each key means, as data")
struct KeyMapTests {
  @Test("the chooser's keys are fzf's defaults")
  func chooserIsFzfs() {
    let expected: [String: Intent] = [
      "down": .move(1), "ctrl-j": .move(1), "ctrl-n": .move(1), "up": .move(-1), "ctrl-k": .move(-1),
      "ctrl-p": .move(-1), "tab": .toggleAndMove(1), "shift-tab": .toggleAndMove(-1), "esc": .abandon,
      "ctrl-c": .abandon, "ctrl-g": .abandon, "ctrl-q": .abandon, "ctrl-z": .suspend,
    ]
    for (key, intent) in expected { #expect(KeyMap.chooser.intent(for: key) == intent, "\(key)") }
    #expect(KeyMap.chooser.intent(for: "ctrl-t") == nil, "no :home in a chooser")
    #expect(!KeyMap.chooser.colonOpensCommands && !KeyMap.chooser.spaceToggles && KeyMap.chooser.enterSendsQuery)
  }

  @Test("a flow's pages in every layout: Ctrl-T home, Ctrl-Q quit (asked), `:` opens the command line")
  func pages() {
    #expect(KeyMap.pages.intent(for: "ctrl-t") == .home)
    #expect(KeyMap.pages.intent(for: "ctrl-q") == .quit)
    #expect(KeyMap.pages.colonOpensCommands && KeyMap.pages.spaceToggles)
    #expect(KeyMap.forPages(typing: .query).name == KeyMap.chooser.name)
    #expect(KeyMap.forPages(typing: .inputLanguage).name == KeyMap.pages.name)
  }

  @Test(
    "no key is bound twice, and a chooser never binds what a query page cannot take",
    arguments: [KeyMap.chooser, .pages])
  func bindingsAreSound(map: KeyMap) {
    let keys = map.bindings.map(\.key)
    #expect(Set(keys).count == keys.count, "\(map.name)")
    if map.enterSendsQuery {
      // A query page has no screens to go home to or to quit with a question: it is left.
      #expect(!map.bindings.contains { $0.intent == .home || $0.intent == .quit })
    }
  }

  @Test("help lists every key bound, from the same bindings")
  func help() {
    for map in [KeyMap.chooser, .pages] {
      for binding in map.bindings { #expect(map.help.contains(binding.key), "\(map.name): \(binding.key)") }
    }
    #expect(KeyMap.chooser.help.contains("leave with nothing chosen (status 130)"))
  }
}
