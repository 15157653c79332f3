@_spi(Interpreter) import ConsoleFlow
import Foundation
import MusicFlow
import TestSupport
import Testing

/// How every flow command runs: piped input as a transcript, scripts, the ends of input and output, signals.
@Suite("Running a flow: piped, scripted, signalled")
struct FlowCommandTests {
  @Test("piped input runs headless and prints exactly the transcript, inputs echoed after their prompts")
  func pipedInputIsATranscript() async throws {
    let lines = ["AC/DC", "Let There Be Rock", "Whole Lotta Rosie", "~", ":quit"]
    let result = try flows(["music"], input: lines.joined(separator: "\n") + "\n")
    let expected = await transcript(Flow(Music.navigation(catalog: Chinook.catalog), input: Chinook.artists), lines)
    #expect(result.output == expected)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
  }

  @Test("end of input stops cleanly with status 0")
  func endOfInput() async throws {
    let result = try flows(["music"], input: "Iron Maiden\n")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("  20  The X Factor                     11 tracks\n"))
    #expect(result.errors.isEmpty)
  }

  @Test("output into a closed pipe ends quietly")
  func closedPipe() async throws {
    let script =
      "printf 'Iron Maiden\\n:next\\n:prev\\n:next\\n' | '\(BuiltProducts.flows.path)' music 2>&1 | head -3; echo \"status ${PIPESTATUS[1]}\""
    // The size comes from the test's own environment, whatever the shell running the tests exported.
    let output = try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", script]
      process.environment = TestEnvironment.explicit(home: home.path)
      let stdout = Pipe()
      process.standardOutput = stdout
      try process.run()
      let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return output
    }
    #expect(output == "Artists\n275 artists\n1–20 of 275\nstatus 0\n")
  }

  @Test("a full disk on stdout ends the run with one line on stderr and status 1")
  func fullDisk() throws {
    try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "echo AC/DC | '\(BuiltProducts.flows.path)' music > /dev/full"]
      process.environment = TestEnvironment.explicit(home: home.path)
      let stderr = Pipe()
      process.standardError = stderr
      try process.run()
      let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      #expect(errors == "flows: cannot write to standard output: no space left on device\n")
    }
  }

  @Test("--script runs headlessly and strictly: a failing step exits 1 naming its line and the message")
  func strictScript() async throws {
    try withTemporaryFolder { folder in
      let script = try temporaryFile(in: folder, "AC/DC\nLet There Be Rock\nNo Such Track\n:quit\n")
      let result = try flows(["music", "--script", script])
      #expect(result.status == 1)
      #expect(
        result.errors
          == "flows: \(script):3: \"No Such Track\" was not accepted: Nothing is called \"No Such Track\". Type a number, a name, or /No Such Track to filter.\n"
      )
      #expect(result.output.contains("Let There Be Rock> No Such Track\n"))
    }
  }

  @Test("piped input is lenient unless --strict is given")
  func pipedStrictness() async throws {
    let lenient = try flows(["music"], input: "Zzyzx\nAC/DC\n")
    #expect(lenient.status == 0)
    #expect(lenient.output.contains("Nothing is called \"Zzyzx\"") && lenient.output.contains("AC/DC: 2 albums"))
    let strict = try flows(["music", "--strict"], input: "Zzyzx\nAC/DC\n")
    #expect(strict.status == 1)
    #expect(strict.errors.hasPrefix("flows: stdin:1: \"Zzyzx\" was not accepted"))
    #expect(!strict.output.contains("AC/DC: 2 albums"))
  }

  @Test("a script read from /dev/stdin works")
  func scriptFromStandardInput() throws {
    let result = try flows(["music", "--script", "/dev/stdin"], input: "AC/DC\n:quit\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("AC/DC: 2 albums"))
  }

  @Test("huge or absurd terminal sizes are held to what a terminal can be")
  func hugeSize() throws {
    let result = try flows(["music"], input: "AC/DC\n", environment: ["COLUMNS": "9223372036854775807", "LINES": "-4"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("AC/DC: 2 albums"))
  }

  @Test("SIGQUIT ends the program at once, as its default action does")
  func sigquit() throws {
    let run = try FlowsProcess(["music"])
    try run.waitFor("1–20 of 275")
    run.signal(SIGQUIT)
    let deadline = Date().addingTimeInterval(10)
    while run.process.isRunning && Date() < deadline { usleep(10_000) }
    #expect(!run.process.isRunning, "it does not spin")
    if run.process.isRunning { run.signal(SIGKILL) }
    _ = run.finish()
    #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGQUIT)
  }
}
