@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowREPL
import TestSupport
import Testing

@Suite("Running a flow as it stands")
struct REPLTests {
  @Test("a flow opened at a path runs from there; the REPL's own path is applied only when set")
  @MainActor
  func runsAnOpenedFlow() async throws {
    let (albums, mismatch) = await Flow(navigation, input: artists).opened(at: ["AC/DC"])
    #expect(mismatch == nil)
    let repl = REPL(name: "music", strict: true, environment: ["TERM": "dumb", "NO_COLOR": "1"])
    let album = try await repl.run(albums, lines: ["2"], source: "test")
    #expect(album?.title == "Let There Be Rock")
    let deeper = REPL(name: "music", strict: true, path: ["Accept"], environment: ["TERM": "dumb", "NO_COLOR": "1"])
    let accepted = try await deeper.run(Flow(navigation, input: artists), lines: ["1"], source: "test")
    #expect(accepted?.title == "Balls to the Wall")
  }
}
