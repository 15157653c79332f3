// Where a session was left, for `--resume`: read at the start, saved at the end.
extension REPL {
  /// The path saved under ``resumeKey``; an unreadable file is reported here, once.
  func savedPath() -> [String]? {
    guard let resumeKey else { return nil }
    switch SavedPaths(environment: environment).path(for: resumeKey) {
    case .found(let path): return path
    case .none: return nil
    case .unreadable(let problem):
      Console.warn("\(problem); --resume opens the first screen")
      return nil
    }
  }

  /// Saves where the session was left, for `--resume`; a failure warns, unless the file is one
  /// that cannot be read (reported already when resuming, and left as it is).
  func savePath(_ path: [String]) {
    guard let resumeKey else { return }
    do {
      try SavedPaths(environment: environment).save(path, for: resumeKey)
    } catch is SavedPaths.Unreadable {
      // Left as it is: overwriting it could lose what a person might still recover.
    } catch {
      Console.warn("cannot save where the session was left: \(error)")
    }
  }
}
