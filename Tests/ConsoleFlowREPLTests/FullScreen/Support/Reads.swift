@testable import ConsoleFlowREPL

/// A key decoder a test reads bytes into, one read a call: a reference, so that a read can
/// stand inside `#expect`, which takes no mutating call.
final class Reads {
  private var decoder = KeyDecoder()

  /// The events of `bytes` read at `time`.
  func callAsFunction(_ bytes: some Sequence<UInt8>, at time: Duration) -> [KeyEvent] {
    decoder.decode(bytes, at: time)
  }

  /// The events of `text`'s bytes read at `time`.
  func callAsFunction(_ text: String, at time: Duration) -> [KeyEvent] {
    decoder.decode(Array(text.utf8), at: time)
  }

  /// What was pending, decided at `time`.
  func expire(at time: Duration) -> [KeyEvent] { decoder.expire(at: time) }

  /// When what is pending is decided.
  var deadline: Duration? { decoder.deadline }
}
