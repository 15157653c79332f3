/// Replays a transcript file's inputs against a flow, headlessly and leniently, as the REPL
/// would have answered them.
public enum TranscriptReplay {
  /// The file the replay would write: the same header and inputs, the replay's output. The flow
  /// runs at the file's size with colour off.
  public static func replay<Output: Sendable>(_ file: TranscriptFile, flow: Flow<Output>) -> TranscriptFile {
    var flow = flow
    flow.traits = Traits(width: file.width, height: file.height, color: false, unicode: true, interactive: false)
    var session = Session(flow)
    for input in file.inputs where !session.isFinished {
      session.send(input)
    }
    return TranscriptFile(
      flow: file.flow, arguments: file.arguments, width: file.width, height: file.height, transcript: session.transcript)
  }

  /// Whether transcript files are to be written anew (`CONSOLEFLOW_RECORD=1`), given the environment.
  public static func isRecording(_ environment: [String: String]) -> Bool {
    ["1", "true", "yes"].contains(environment["CONSOLEFLOW_RECORD"] ?? "")
  }
}
