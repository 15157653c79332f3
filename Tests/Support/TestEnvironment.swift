import Foundation

/// The environment of every process a test starts, written out whole: what the shell that runs
/// the tests exported (`LINES`, `COLUMNS`, `NO_COLOR`, `TERM`, `LC_ALL`, the XDG folders) changes
/// nothing. Only `PATH` is the machine's, to find its programs (git, sh, tmux), and a sanitizer's
/// options, when the tests run under one.
public enum TestEnvironment {
  /// The variables for a process whose home is `home`: its XDG folders inside it, the given size
  /// and terminal, UTF-8 text, no colour asked or refused, UTC.
  ///
  /// ```swift
  /// process.environment = TestEnvironment.explicit(home: folder.path, term: "dumb")
  /// ```
  public static func explicit(
    home: String, width: Int = 80, height: Int = 24, term: String = "dumb", extra: [String: String] = [:]
  ) -> [String: String] {
    var environment = [
      "PATH": path,
      "HOME": home,
      "XDG_STATE_HOME": home + "/state",
      "XDG_DATA_HOME": home + "/data",
      "XDG_CONFIG_HOME": home + "/config",
      "XDG_CACHE_HOME": home + "/cache",
      "TERM": term,
      "LANG": "C.UTF-8",
      "COLUMNS": "\(width)",
      "LINES": "\(height)",
      "TZ": "UTC",
    ]
    // How the tests are run reaches their children too: under a sanitizer, its options; with
    // TMPDIR, the temporary folder (a child's scratch folders are where the test looks for them).
    for name in ["TSAN_OPTIONS", "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TMPDIR"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// The machine's `PATH`, or the usual folders when it has none.
  public static var path: String {
    ProcessInfo.processInfo.environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
  }

  /// Where `program` is on ``path``, if anywhere.
  public static func location(of program: String) -> String? {
    path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
