/// One mouse report: a button pressed, released or dragged, the pointer moved, or the wheel
/// turned, at a cell of the screen (counted from 0), with the modifiers held.
///
/// ```swift
/// // "\u{1B}[<64;10;5M": the wheel turned up over column 9, row 4.
/// MouseReport(action: .wheel(.up), column: 9, row: 4)
/// ```
package struct MouseReport: Equatable, Sendable {
  /// A mouse button.
  package enum Button: Equatable, Sendable {
    /// The left (first) button.
    case left
    /// The middle button.
    case middle
    /// The right button.
    case right
    /// Buttons 8 to 11 (back, forward and others), by number.
    case other(Int)
  }

  /// Which way the wheel turned.
  package enum Wheel: Equatable, Sendable {
    /// Away from the user: the content moves down, earlier rows come into view.
    case up
    /// Towards the user.
    case down
    /// Tilted left.
    case left
    /// Tilted right.
    case right
  }

  /// What the mouse did.
  package enum Action: Equatable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up; nil when the terminal does not say which (the X10 and urxvt forms).
    case release(Button?)
    /// The pointer moved with a button held.
    case drag(Button)
    /// The pointer moved with no button held.
    case move
    /// The wheel turned one notch.
    case wheel(Wheel)
  }

  /// What the mouse did.
  package var action: Action
  /// The column, from 0 at the left.
  package var column: Int
  /// The row, from 0 at the top.
  package var row: Int
  /// The modifiers held.
  package var modifiers: Key.Modifiers

  /// A report of `action` at `column` and `row`, from 0.
  package init(action: Action, column: Int, row: Int, modifiers: Key.Modifiers = []) {
    self.action = action
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }

  /// The report of xterm's button code `code` (its bits: the button in the low two, Shift 4,
  /// Alt 8, Ctrl 16, motion 32, the wheel 64, buttons 8 to 11 128) at the 1-based `x` and `y`,
  /// `released` when the SGR form ended in `m`; nil when the coordinates are not on a screen.
  init?(code: Int, x: Int, y: Int, released: Bool) {
    guard code >= 0, x >= 1, y >= 1 else { return nil }
    var modifiers: Key.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: Button? =
      switch (code & 64 != 0, code & 128 != 0) {
      case (false, false): [Button.left, .middle, .right, nil][low]
      case (true, false): nil
      case (_, true): .other(8 + low)
      }
    let action: Action
    if code & 64 != 0 && code & 128 == 0 {
      action = .wheel([Wheel.up, .down, .left, .right][low])
    } else if released {
      action = .release(button)
    } else if code & 32 != 0 {
      action = button.map(Action.drag) ?? .move
    } else {
      // Low bits 3 without motion: the X10 and urxvt forms' release of an unnamed button.
      action = button.map(Action.press) ?? .release(nil)
    }
    self.init(action: action, column: x - 1, row: y - 1, modifiers: modifiers)
  }
}
