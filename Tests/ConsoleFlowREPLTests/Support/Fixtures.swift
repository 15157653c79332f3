import ConsoleFlow
import TestSupport

/// The README's artists as a list whose elements a test feeds by hand: the list shows once its
/// first page is in, and fills as the test hands on more.
func feedableArtists() -> (ElementStream<String>, AsyncThrowingStream<String, any Error>.Continuation) {
  let (names, feed) = AsyncThrowingStream.makeStream(of: String.self)
  return (ElementStream("artists", batchWait: .zero) { names }, feed)
}

/// Rows `Row 1`, `Row 2`, … in `batches` batches of `size`, each handed on as the load reads it
/// (a test takes them one event at a time): a list that streams in.
func rowBatches(_ batches: Int, of size: Int) -> ElementStream<String> {
  ElementStream<String>(
    "Reading rows",
    batches: {
      AsyncStream { continuation in
        for batch in 0..<batches { continuation.yield((1...size).map { "Row \(batch * size + $0)" }) }
        continuation.finish()
      }
    })
}

/// A list of names with a heading line, as the music flow's artists have: three lines above the items.
let chooseName = Screen<[String], String>.list(
  title: .from { _ in "Artists" }, heading: { _, count in "\(count) artists" }, rows: .input, label: { $0 })

/// The streamed artists list.
let chooseStreamed = Screen<ElementStream<String>, String>.list(title: "Artists", rows: .input, label: { $0 })

/// A list of names, then a text about the one chosen: a flow two screens deep.
let nameThenText = root(chooseName) >>> Screen<String, Never>.notice(title: .from { $0 }, lines: { ["About \($0)."] })

/// A slow value: a load the test runs when it chooses.
let slowAlbums =
  root(chooseName).load("Loading albums") { name in ["\(name): first", "\(name): second"] }
  >>> Screen<[String], String>.list(title: "Albums", rows: .input, label: { $0 })
