@_spi(Interpreter) import ConsoleFlow

/// A load run in a task whose events a test takes one at a time, applying each when it chooses.
public struct LoadEvents {
  private var events: AsyncStream<Load.Event>.Iterator

  /// Starts running `load`.
  package init(_ load: Load) {
    let (stream, delivery) = AsyncStream.makeStream(of: Load.Event.self)
    Task {
      await load.run { delivery.yield($0) }
      delivery.finish()
    }
    events = stream.makeAsyncIterator()
  }

  /// The next event, once the load sends it.
  package mutating func next() async -> Load.Event? {
    await events.next()
  }
}

/// A gate a test opens to let slow work go on: the work waits at it, so timing is the test's.
public final class Gate: Sendable {
  private let opened: AsyncStream<Void>
  private let opener: AsyncStream<Void>.Continuation

  /// A closed gate.
  public init() {
    (opened, opener) = AsyncStream.makeStream(of: Void.self)
  }

  /// Waits until the gate is opened.
  public func wait() async {
    for await _ in opened { return }
  }

  /// Lets every wait go on, now and later.
  public func open() {
    opener.yield()
    opener.finish()
  }
}

/// The effect's case, in words, for comparing effects whose values are not Equatable.
package func kind<Output>(_ effect: Flow<Output>.Effect?) -> String {
  switch effect {
  case .show?: "show"
  case .wait(let load)?: "wait for \(load.title)"
  case .completed?: "completed"
  case .quit?: "quit"
  case nil: "nothing"
  }
}

extension Flow {
  /// The flow after `line` and every load it starts, as a headless run leaves it.
  public func loaded(_ line: String) async -> Flow {
    await loaded([line])
  }

  /// The flow after the loads under way and then each of `lines` and every load they start.
  public func loaded(_ lines: [String]) async -> Flow {
    var flow = await finishingLoads().flow
    for line in lines { flow = await flow.step(line).flow.finishingLoads().flow }
    return flow
  }
}
