import Foundation
import Synchronization

/// What the terminfo database says a terminal (`TERM`) has, for what the run may send it: colour
/// (`colors`), an alternate screen (`smcup`), mouse reports (`kmous`). Read from the compiled
/// entry (`$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, then the system's folders), as ncurses
/// finds it; a terminal with no entry found is taken to have all three, as before.
struct Terminfo: Equatable, Sendable {
  /// The colours it shows (`colors`); nil: none (a monochrome terminal).
  var colors: Int?
  /// Whether it has an alternate screen (`smcup`).
  var alternateScreen: Bool
  /// Whether it reports the mouse (`kmous`).
  var mouse: Bool

  /// Whether pages may use colour on it: 8 colours or more.
  var hasColor: Bool { (colors ?? 0) >= 8 }

  /// The entry for `TERM` in `environment`, read once a name; nil when none is found.
  static func entry(environment: [String: String]) -> Terminfo? {
    guard let name = environment["TERM"], !name.isEmpty, !name.contains("/") else { return nil }
    if let known = cache.withLock({ $0[name] }) { return known }
    let found = folders(environment).lazy.compactMap { folder in
      FileManager.default.contents(atPath: "\(folder)/\(name.prefix(1))/\(name)")
        ?? FileManager.default.contents(atPath: "\(folder)/\(String(format: "%02x", name.utf8.first ?? 0))/\(name)")
    }.first.flatMap { Terminfo(compiled: Array($0)) }
    cache.withLock { $0[name] = .some(found) }
    return found
  }

  private static let cache = Mutex<[String: Terminfo?]>([:])

  /// The folders ncurses looks in, in its order.
  private static func folders(_ environment: [String: String]) -> [String] {
    var folders: [String] = []
    if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
    if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
    for folder in (environment["TERMINFO_DIRS"] ?? "").split(separator: ":") { folders.append(String(folder)) }
    return folders + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
  }

  /// The capabilities of a compiled entry (term(5): the legacy format, or the extended-number
  /// one); nil for bytes that are not one.
  init?(compiled bytes: [UInt8]) {
    func short(_ at: Int) -> Int? {
      guard at + 1 < bytes.count else { return nil }
      let value = Int(bytes[at]) | Int(bytes[at + 1]) << 8
      return value >= 0x8000 ? value - 0x10000 : value
    }
    guard let magic = short(0), magic == 0o432 || magic == 0o1036, let namesSize = short(2),
      let booleans = short(4), let numbers = short(6), let strings = short(8), namesSize >= 0, booleans >= 0,
      numbers >= 0, strings >= 0
    else { return nil }
    let numberSize = magic == 0o1036 ? 4 : 2
    var numbersStart = 12 + namesSize + booleans
    if numbersStart % 2 == 1 { numbersStart += 1 }
    let stringsStart = numbersStart + numbers * numberSize
    func number(_ index: Int) -> Int? {
      guard index < numbers else { return nil }
      let at = numbersStart + index * numberSize
      guard at + numberSize <= bytes.count else { return nil }
      var value = 0
      for byte in (0..<numberSize).reversed() { value = value << 8 | Int(bytes[at + byte]) }
      if numberSize == 4 { value = Int(Int32(truncatingIfNeeded: value)) } else if value >= 0x8000 { value -= 0x10000 }
      return value >= 0 ? value : nil
    }
    func hasString(_ index: Int) -> Bool {
      guard index < strings, let offset = short(stringsStart + index * 2) else { return false }
      return offset >= 0
    }
    colors = number(Self.colorsIndex)
    alternateScreen = hasString(Self.alternateScreenIndex)
    mouse = hasString(Self.mouseIndex)
  }

  init(colors: Int?, alternateScreen: Bool, mouse: Bool) {
    self.colors = colors
    self.alternateScreen = alternateScreen
    self.mouse = mouse
  }

  /// The places of `colors` among the numbers, `smcup` and `kmous` among the strings (term.h).
  static let colorsIndex = 13
  static let alternateScreenIndex = 28
  static let mouseIndex = 355
}
