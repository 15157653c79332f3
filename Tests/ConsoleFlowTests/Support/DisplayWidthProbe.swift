@testable import ConsoleFlow

/// The library's own cell count, for tests that check layouts.
enum DisplayWidthProbe {
  static func width(_ text: String) -> Int { DisplayWidth.of(text) }
}
