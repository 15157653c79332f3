@_spi(Interpreter) import ConsoleFlow
import Foundation
import Synchronization

#if FUZZING
  import CFuzzer
#endif

/// What must hold after every step of any flow, whatever the input: shared by the property tests
/// and the fuzz targets.
public enum FlowInvariants {
  /// Feeds `lines` to `flow` one by one and checks after each step that the page renders within
  /// the width with no raw control character (colour off), that `:home` leads to the first
  /// screen and that `:back` leads one screen down (or stays on the first, or is refused once the
  /// flow completed). Each line's loads run
  /// to their end first, as in a headless run.
  ///
  /// - Returns: The first broken invariant, in words; nil when all held.
  public static func firstViolation<Output>(_ flow: Flow<Output>, lines: [String]) async -> String? {
    var flow = flow
    flow.traits.color = false
    flow = await flow.finishingLoads().flow
    if let problem = check(flow.page, traits: flow.traits) { return "first page: \(problem)" }
    for (number, line) in lines.enumerated() {
      let (stepped, effect) = flow.step(line)
      if case .quit = effect { return nil }
      flow = await stepped.finishingLoads(after: effect).flow
      let place = "after line \(number + 1) \(TerminalText.escaped(line).debugDescription)"
      if let problem = check(flow.page, traits: flow.traits) { return "\(place): \(problem)" }
      let home = flow.step(":home").flow.depth
      guard home == 1 else { return "\(place): :home leads to depth \(home)" }
      // A completed flow takes only a start over or a quit: going back to it is refused.
      let backed = flow.step(":back").flow
      let back = backed.depth
      guard back == max(1, flow.depth - 1) || backed.rejection?.kind == .completed else {
        return "\(place): :back from depth \(flow.depth) leads to \(back)"
      }
    }
    return nil
  }

  private static func check(_ page: Page, traits: Traits) -> String? {
    for line in page.render(for: traits) {
      if DisplayWidth.of(line) > traits.width { return "a line wider than \(traits.width): \(line.debugDescription)" }
      if TerminalText.escaped(line) != line { return "a raw control character: \(line.debugDescription)" }
    }
    if TerminalText.escaped(page.prompt) != page.prompt { return "a raw control character in the prompt" }
    return nil
  }
}

// MARK: - Fuzzing

/// The entry point of the fuzz targets: built for fuzzing (`scripts/fuzz.sh`, `-DFUZZING`), it
/// hands `check` to libFuzzer's driver; a normal build calls `check` with the bytes of each file
/// named on the command line, which is how a crash that fuzzing found is replayed.
public enum Fuzzing {
  nonisolated(unsafe) private static var check: (Data) -> Void = { _ in }

  /// Runs async `work` to its end from a fuzz target's synchronous entry point, which runs on a
  /// thread of its own, never on one of the tasks' threads.
  public static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let value = await work()
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    guard let value = result.withLock({ $0 }) else { preconditionFailure("the work ended without a value") }
    return value
  }

  /// Runs `check` on every input, then ends the process.
  public static func main(check: @escaping (Data) -> Void) -> Never {
    Self.check = check
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
          Fuzzing.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
          return 0
        })
    #else
      let paths = CommandLine.arguments.dropFirst()
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
          exit(2)
        }
        check(data)
      }
      print("replayed \(paths.count) inputs")
      exit(0)
    #endif
  }
}
