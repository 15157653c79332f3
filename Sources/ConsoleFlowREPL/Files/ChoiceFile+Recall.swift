@_spi(Flows) import ConsoleFlow
import Foundation
import Synchronization

@_spi(Flows) extension ChoiceRecall {
  /// A flow's lists remembering their choices in files (``ChoiceFile``), one for each list, by
  /// the flow's name and the list's title; the time read from the system clock.
  ///
  /// ```swift
  /// let artists = root(Screen<[String], String>.list(title: "Artists", rows: .input, label: { $0 }))
  /// let app = artists.rememberingChoices(.files(flow: "music"))
  /// ```
  public static func files(
    flow: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ChoiceRecall {
    // Each list's file is read once, not at every key that filters it; a choice told reads it
    // again, with what another session may have added.
    let read = Mutex<[String: ChoiceMemory]>([:])
    return ChoiceRecall(
      memory: { list in
        if let memory = read.withLock({ $0[list] }) { return memory }
        let memory = ChoiceFile(key: "\(flow)/\(list)", environment: environment).load()
        read.withLock { $0[list] = memory }
        return memory
      },
      remember: { list, item, query in
        // A choice not kept is no reason to stop the flow: the next one tries again.
        try? ChoiceFile(key: "\(flow)/\(list)", environment: environment)
          .remember(item, for: query, at: Date().timeIntervalSince1970)
        _ = read.withLock { $0.removeValue(forKey: list) }
      },
      now: { Date().timeIntervalSince1970 })
  }
}
