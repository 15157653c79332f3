import Foundation
import TestSupport
import Testing

private let bands = Array("Led Zeppelin\nQueen\nDread Zeppelin\n\u{1B}[31mRed\nzeppelin, the\n".utf8)

@Suite("flows pick without a terminal")
struct PickCommandTests {
  @Test("--filter prints the matching lines best first, exactly as they came, and exits 0")
  func filter() async throws {
    let result = try await pick(["--filter", "zep"], input: bands)
    #expect(result.status == 0)
    // The line that starts with it first, then word starts, the shorter line first.
    #expect(String(decoding: result.output, as: UTF8.self) == "zeppelin, the\nLed Zeppelin\nDread Zeppelin\n")
    let raw = try await pick(["--filter", "31m"], input: bands)
    #expect(raw.output == Array("\u{1B}[31mRed\n".utf8), "control bytes are printed back as they came")
  }

  @Test("-1 and -0 decide without a terminal when they can; otherwise there is none to ask on")
  func selectOneWithoutATerminal() async throws {
    let one = try await pick(["-1", "-q", "queen"], input: bands)
    #expect(one.status == 0 && one.output == Array("Queen\n".utf8))
    let none = try await pick(["-0", "-q", "xyzzy", "--print-query"], input: bands)
    #expect(none.status == 1 && none.output == Array("xyzzy\n".utf8))
    let several = try await pick(["-1", "-q", "zep"], input: bands)
    #expect(several.status == 2 && several.output.isEmpty && several.errors.contains("no terminal"))
  }

  @Test("--filter takes a query that starts with a dash, as fzf does")
  func dashedQuery() async throws {
    let result = try await pick(["--filter", "-pe"], input: Array("ac-dc\nzep-pelin\n".utf8))
    #expect(result.status == 0)
    #expect(String(decoding: result.output, as: UTF8.self) == "zep-pelin\n")
  }

  @Test("fzf's short spellings: -f QUERY filters as --filter does, -m is --multi")
  func shortSpellings() async throws {
    let input = Array("ac-dc\nzep-pelin\nled zeppelin\n".utf8)
    let short = try await pick(["-f", "zep", "-m"], input: input)
    let long = try await pick(["--filter", "zep", "--multi"], input: input)
    #expect(short.status == 0 && short.errors.isEmpty)
    #expect(short.output == long.output)
    #expect(String(decoding: short.output, as: UTF8.self).split(separator: "\n").count == 2)
  }

  @Test("a very long line is matched and printed back whole")
  func longLine() async throws {
    let long = Array(String(repeating: "xyz", count: 40_000).utf8) + Array(" led zep".utf8)
    let result = try await pick(["--filter", "led zep"], input: long + [0x0A] + Array("other\n".utf8))
    #expect(result.status == 0 && result.output == long + [0x0A])
  }

  @Test("no match exits 1 with nothing printed; no terminal and no --filter is one line and exit 2")
  func statuses() async throws {
    let none = try await pick(["--filter", "xyzzy"], input: bands)
    #expect(none.status == 1 && none.output.isEmpty)
    let noTerminal = try await pick([], input: bands)
    #expect(noTerminal.status == 2)
    #expect(
      noTerminal.errors
        == "flows: there is no terminal to ask on (/dev/tty); give --filter QUERY to choose without one\n")
  }

  @Test("--read0 and --print0: NUL-separated lines, invalid UTF-8 and newlines inside kept byte for byte")
  func nulSeparated() async throws {
    let lines: [UInt8] = Array("one\ntwo".utf8) + [0] + [0xFF, 0x61] + [0] + Array("three".utf8)
    let result = try await pick(["--read0", "--print0", "--filter", ""], input: lines)
    #expect(result.output == Array("one\ntwo".utf8) + [0] + [0xFF, 0x61] + [0] + Array("three".utf8) + [0])
  }

  @Test("a file of lines, or a file that cannot be read: in words, status 2 (1 says nothing matched)")
  func file() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("lines").path
      try Data(bands).write(to: URL(fileURLWithPath: path))
      let result = try await pick(["--filter", "queen", path], input: [])
      #expect(String(decoding: result.output, as: UTF8.self) == "Queen\n")
      let missing = try await pick(["--filter", "queen", path + ".missing"], input: [])
      #expect(
        missing.status == 2 && missing.errors.hasPrefix("flows: ")
          && missing.errors.lowercased().contains("no such file"))
      // A folder is said to be one at once, with or without a terminal to ask on.
      for arguments in [["--filter", "queen", folder.path], [folder.path]] {
        let notLines = try await pick(arguments, input: [])
        #expect(notLines.errors == "flows: \(folder.path): is a directory\n" && notLines.status == 2, "\(arguments)")
      }
      // A file whose reading fails is named.
      let unreadable = try await pick(["--filter", "x", "/proc/self/mem"], input: [])
      #expect(
        unreadable.status == 2 && unreadable.errors.hasPrefix("flows: /proc/self/mem: cannot read the lines"),
        "\(unreadable.errors)")
    }
  }

  @Test("--no-sort prints matches in their order as they come: the input need not end")
  func noSortStreams() throws {
    let running = try FlowsProcess(["pick", "--filter", "zep", "--no-sort"])
    running.write("Queen\nLed Zeppelin\n")
    // Printed while the input is still open.
    try running.waitFor("Led Zeppelin\n")
    running.write("Dread Zeppelin\nzeppelin, the\n")
    running.closeInput()
    let result = running.finish()
    #expect(result.status == 0)
    #expect(result.output == "Led Zeppelin\nDread Zeppelin\nzeppelin, the\n", "input order, not ranked")
  }

  @Test(
    "input larger than the memory the program may use fails with one line and status 2, never a crash",
    .disabled(
      if: ProcessInfo.processInfo.environment["CONSOLEFLOW_SANITIZER"] != nil,
      "a sanitizer needs the address space this test takes away"))
  func inputTooLarge() throws {
    try withTemporaryFolder { home in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      // 300 MB of one line under a 700 MB address-space limit.
      process.arguments = [
        "-c",
        "ulimit -v 700000; head -c 300000000 /dev/zero 2>/dev/null | tr '\\0' y 2>/dev/null | '\(BuiltProducts.flows.path)' pick --filter x",
      ]
      process.environment = TestEnvironment.explicit(home: home.path)
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2)
      #expect(said.hasPrefix("flows: the input is larger than the memory this program may use ("), "\(said)")
      #expect(said.split(separator: "\n").count == 1)
    }
  }

  @Test("after --, a file named --map is a file, not the option")
  func fileNamedLikeAnOption() throws {
    try withTemporaryFolder { folder in
      try Data("Queen\n".utf8).write(to: folder.appendingPathComponent("--map"))
      let process = Process()
      process.executableURL = BuiltProducts.flows
      process.arguments = ["pick", "--filter", "queen", "--", "--map"]
      process.currentDirectoryURL = folder
      process.environment = TestEnvironment.explicit(home: folder.path)
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0 && printed == "Queen\n")
    }
  }
}
