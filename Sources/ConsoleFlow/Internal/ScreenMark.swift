/// A screen's identity from its composition to its running: the screens of a ``FlowMap`` and the
/// running screens started from them carry the same mark, so a run is told where it is on the
/// map (an explorer's coverage). Two marks are equal only when they are the same object.
package final class ScreenMark: Hashable, Sendable {
  init() {}

  package static func == (lhs: ScreenMark, rhs: ScreenMark) -> Bool { lhs === rhs }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
