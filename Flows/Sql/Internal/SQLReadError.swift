import ConsoleFlow
import GRDB

/// A read SQLite refused or could not finish, in SQLite's own words on one line: never the
/// statement that was run (a wide table's runs to pages), control characters shown escaped, cut
/// to a length a status line holds.
struct SQLReadError: Error, CustomStringConvertible {
  let reason: String

  /// The longest reason kept, in characters.
  static let longest = 160

  init(_ error: DatabaseError) {
    let message = error.message ?? "\(error.resultCode)"
    let line = TerminalText.escaped(message.split(whereSeparator: \.isNewline).joined(separator: " "))
    reason = line.count > Self.longest ? line.prefix(Self.longest - 1) + "…" : line
  }

  var description: String { reason }

  /// `read`'s value; a failure in SQLite thrown as its words, a read interrupted because its
  /// task was cancelled as the cancellation.
  static func words<T>(_ read: () async throws -> T) async throws -> T {
    do {
      return try await read()
    } catch let error as DatabaseError {
      if error.resultCode == .SQLITE_INTERRUPT, Task.isCancelled { throw CancellationError() }
      throw SQLReadError(error)
    }
  }
}
