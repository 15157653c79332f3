/// Where a list read as you page is read from by a query of its own, rather than by reading on
/// part after part: its last rows for End, its first for Home, the rows before those held as the
/// user pages up from its last rows. Only a source that reads back from its end does
/// (``ElementStream/init(_:after:before:)``).
package enum Reread: Equatable, Sendable {
  /// Its first rows again (Home, on a list read from its end).
  case fromTheStart
  /// Its last rows (End): the rows between are never read.
  case fromTheEnd
  /// The part before the first row held (a move up past it).
  case back
}
