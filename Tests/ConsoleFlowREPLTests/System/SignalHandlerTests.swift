#if canImport(Glibc)
  import Foundation
  import Testing

  /// A signal handler may interrupt a thread anywhere, inside `malloc` or under one of the Swift
  /// runtime's locks: whatever it calls that takes such a lock waits for its own thread forever.
  /// Which calls a handler makes is decided by the compiler (a generic call, a type looked up on
  /// first use), so the test reads them where they are: in this test's own binary, from each
  /// handler's entry through every function of ours it reaches.
  @Suite("What a signal handler calls")
  struct SignalHandlerTests {
    /// The calls a handler may make outside our code: the C library's async-signal-safe ones,
    /// and the runtime's that take no lock and allocate nothing once the globals are set up.
    static let allowed: Set<String> = [
      "write", "raise", "sigaction", "sigemptyset", "tcsetattr", "memcpy", "memset", "__errno_location",
      "__stack_chk_fail",
      // A global's accessor: a load and a compare once the global is set, as `hold` sets them.
      "swift_once",
      // A sanitizer's cleanup should a C++ exception unwind through: none ever does.
      "_Unwind_Resume",
      // `errno`, a raw buffer's address and count; a trap on overflow, which ends the program.
      "$s5Glibc5errnos5Int32Vvg", "$sSW11baseAddressSVSgvg", "$sSW5countSivg",
      "$ss18_fatalErrorMessage__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF",
    ]

    @Test("the run's handlers call nothing that allocates, locks or looks a type up")
    func handlersCallOnlyWhatIsSafe() throws {
      let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      let symbols = try Self.functions(in: binary)
      let roots = symbols.keys.filter { name in
        name.hasSuffix("fU_To")
          && (name.contains("7SignalsO7handler") || name.contains("16FullScreenRescueO7handler"))
      }
      // Both handlers, or the test would pass on nothing.
      try #require(roots.count == 2, "the handlers' entries: \(roots)")
      var reached: Set<String> = []
      var outside: [String: String] = [:]
      var toRead = roots
      while let function = toRead.popLast() {
        guard reached.insert(function).inserted, let range = symbols[function] else { continue }
        for callee in try Self.calls(in: binary, range) where callee != function {
          // A safe call is safe wherever it is defined: a sanitizer defines `write` in the binary
          // to watch it, and its own runtime, built to run in handlers, is not ours to read.
          if Self.allowed.contains(callee) || Self.isSanitizerRuntime(callee) {
            continue
          } else if symbols[callee] != nil {
            toRead.append(callee)
          } else {
            outside[callee] = function
          }
        }
      }
      #expect(outside.isEmpty, "called from a handler: \(outside.map { "\($0.key) (from \($0.value))" })")
    }

    /// Whether `name` is a sanitizer's runtime (its hooks, interceptors and internals), linked in
    /// under `--sanitize`.
    private static func isSanitizerRuntime(_ name: String) -> Bool {
      ["__tsan", "__asan", "__sanitizer", "__interception", "__interceptor"].contains { name.contains($0) }
    }

    /// Every function defined in `binary`: its name, start and size.
    private static func functions(in binary: String) throws -> [String: Range<Int>] {
      var functions: [String: Range<Int>] = [:]
      for line in try output(of: "nm", ["--defined-only", "-S", binary]).split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 4, fields[2].lowercased() == "t", let start = Int(fields[0], radix: 16),
          let size = Int(fields[1], radix: 16)
        else { continue }
        functions[String(fields[3])] = start..<start + size
      }
      return functions
    }

    /// The functions called or jumped to from the code in `range`, by name (`@plt` dropped).
    private static func calls(in binary: String, _ range: Range<Int>) throws -> [String] {
      let code = try output(
        of: "objdump",
        [
          "-d", "--no-show-raw-insn", "--start-address=\(range.lowerBound)", "--stop-address=\(range.upperBound)",
          binary,
        ])
      return code.split(separator: "\n").compactMap { line -> String? in
        guard line.contains("\tcall") || line.contains("\tjmp"), let open = line.lastIndex(of: "<"),
          let close = line.lastIndex(of: ">"), open < close
        else { return nil }
        let target = line[line.index(after: open)..<close]
        // A jump within a function names it with an offset: not a call.
        if target.contains("+") { return nil }
        return String(target.hasSuffix("@plt") ? target.dropLast(4) : target)
      }
    }

    private static func output(of tool: String, _ arguments: [String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [tool] + arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "\(tool) failed")
      return String(decoding: data, as: UTF8.self)
    }
  }
#endif
