/// A key pressed that is not text: Enter, an arrow, a function key, or a character typed with
/// Ctrl or Alt held, with the modifiers the terminal reported. Text typed plainly comes as
/// ``KeyEvent/text(_:)`` instead.
///
/// ```swift
/// Key(.character("c"), .control) // Ctrl-C
/// Key(.up, .alt) // Alt-Up
/// ```
package struct Key: Hashable, Sendable {
  /// Which key.
  package enum Name: Hashable, Sendable {
    /// Return, or Ctrl-J; keypad Enter too.
    case enter
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Backspace, whether the terminal sends DEL (0x7F) or Ctrl-H (0x08).
    case backspace
    /// Escape alone, once the short wait for more bytes has passed (``KeyDecoder/escapeDelay``).
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home, in any of its spellings (`CSI H`, `CSI 1~`, `SS3 H`, rxvt's `CSI 7~`).
    case home
    /// End, in any of its spellings (`CSI F`, `CSI 4~`, `SS3 F`, rxvt's `CSI 8~`).
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// A character typed with Ctrl or Alt: Ctrl-C is `character("c")` with `.control`, Alt-x
    /// `character("x")` with `.alt`. Ctrl-Space is `character(" ")`, Ctrl-\ `character("\\")`.
    case character(Character)
  }

  /// The modifiers held with a key, as the terminal reports them. Meta counts as Alt.
  package struct Modifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    package static let shift = Modifiers(rawValue: 1)
    /// Alt (or Meta, or Option where it sends Escape first).
    package static let alt = Modifiers(rawValue: 2)
    /// Control.
    package static let control = Modifiers(rawValue: 4)

    /// The modifiers of xterm's parameter (`CSI 1;5A` is Ctrl-Up): one more than a bit mask of
    /// Shift 1, Alt 2, Ctrl 4 and Meta 8 (none for 1, or a parameter left out).
    init(xtermParameter parameter: Int) {
      let mask = max(0, parameter - 1)
      var modifiers: Modifiers = []
      if mask & 1 != 0 { modifiers.insert(.shift) }
      if mask & 2 != 0 || mask & 8 != 0 { modifiers.insert(.alt) }
      if mask & 4 != 0 { modifiers.insert(.control) }
      self = modifiers
    }
  }

  /// Which key.
  package var name: Name
  /// What was held with it.
  package var modifiers: Modifiers

  /// The key's name as a ``KeyMap`` spells it (fzf's `--bind` names): `ctrl-j`, `alt-x`,
  /// `shift-tab`, `esc`, `up`, `page-down`, `f1`; Ctrl-J also `enter` where nothing binds it.
  package var mapName: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "ctrl-" }
    if modifiers.contains(.alt) { prefix += "alt-" }
    if modifiers.contains(.shift) { prefix += "shift-" }
    let base: String
    switch name {
    case .enter: base = "enter"
    case .tab: base = "tab"
    case .backspace: base = "backspace"
    case .escape: base = "esc"
    case .up: base = "up"
    case .down: base = "down"
    case .left: base = "left"
    case .right: base = "right"
    case .home: base = "home"
    case .end: base = "end"
    case .pageUp: base = "page-up"
    case .pageDown: base = "page-down"
    case .insert: base = "insert"
    case .delete: base = "delete"
    case .function(let number): base = "f\(number)"
    case .character(let character): base = String(character).lowercased()
    }
    return prefix + base
  }

  /// The key `name` with `modifiers` held.
  package init(_ name: Name, _ modifiers: Modifiers = []) {
    self.name = name
    self.modifiers = modifiers
  }
}
