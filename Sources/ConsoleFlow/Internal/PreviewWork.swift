/// The slow work that makes one item's preview.
package struct PreviewWork: Sendable {
  /// The item's position in the view, and its label.
  package let position: Int
  package let title: String
  /// What it loads, in words.
  package let what: String
  /// Whether it hands its lines on as they come, in several batches.
  package let streams: Bool
  /// The list's query it is made for, when it depends on it: another query makes another preview.
  package let query: String?
  let make: @Sendable (_ deliver: @escaping @Sendable ([Page.Line]) -> Void) async throws -> Void
  /// The values of the flow's environment, current while the work runs.
  var environment = FlowEnvironment()

  /// Whether it makes the preview of the same item as `other` (its place and its label).
  package func isForTheSameItem(as other: PreviewWork) -> Bool {
    position == other.position && title == other.title && query == other.query
  }

  /// The work as a load numbered `number` among an interpreter's previews (apart from the flow's
  /// own loads): it delivers the lines as they are made, one batch or several, then ends.
  package func load(number: Int) -> Load {
    let make = self.make
    return Load(
      id: Load.ID(value: -number), title: what,
      work: .stream { deliver in
        // The work hands lines on only while it runs: the load's delivery does not outlive it.
        try await withoutActuallyEscaping(deliver) { deliver in
          try await make { lines in deliver(lines, lines.count) }
        }
      }, environment: environment)
  }
}
