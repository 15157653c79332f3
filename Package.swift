// swift-tools-version: 6.0
import PackageDescription

// GNU readline: Debian's libreadline-dev puts it where the compiler looks (its pkg-config file
// adds flags SwiftPM refuses); on a Mac, Homebrew's readline is found through pkg-config, since
// the system's libedit lacks what the shell uses.
#if os(macOS)
  let readlinePackage: String? = "readline"
#else
  let readlinePackage: String? = nil
#endif

// Tested on Debian 12 (x86_64, glibc) with Swift 6.3, by CI. The platform calls sit behind
// canImport(Glibc, Musl, Darwin) and macOS 15 is the least its Synchronization needs, but no Mac
// has built it yet: README, "Platforms".
let package = Package(
  name: "ConsoleFlow",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ConsoleFlow", targets: ["ConsoleFlow"]),
    .library(name: "ConsoleFlowREPL", targets: ["ConsoleFlowREPL"]),
    .library(name: "ConsoleFlowFiles", targets: ["ConsoleFlowFiles"]),
    .library(name: "ConsoleFlowTesting", targets: ["ConsoleFlowTesting"]),
    // The explorer ConsoleFlowTesting re-exports, for a command that checks a flow without a test
    // framework (`flows check`).
    .library(name: "ConsoleFlowExploration", targets: ["ConsoleFlowExploration"]),
    // The golden-file rule ConsoleFlowTesting compares with, for a command that replays
    // transcripts without a test framework (`flows test`).
    .library(name: "ConsoleFlowGoldenFiles", targets: ["ConsoleFlowGoldenFiles"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The library: the pure core, the readline shell and the headless testing module.
    .target(name: "ConsoleFlow"),
    .systemLibrary(
      name: "CReadline", pkgConfig: readlinePackage, providers: [.apt(["libreadline-dev"]), .brew(["readline"])]),
    .target(name: "ConsoleFlowREPL", dependencies: ["ConsoleFlow", "ConsoleFlowFiles", "CReadline"]),
    // The one way files are written (atomic, locked, links and modes respected) and errors in words.
    .target(name: "ConsoleFlowFiles"),
    .target(
      name: "ConsoleFlowTesting", dependencies: ["ConsoleFlow", "ConsoleFlowGoldenFiles", "ConsoleFlowExploration"]),
    // Walking a flow's screens by itself and checking each, apart from Swift Testing like the golden files.
    .target(name: "ConsoleFlowExploration", dependencies: ["ConsoleFlow"]),
    // Golden files' record-or-compare rule, apart from Swift Testing so `flows test` needs no test framework.
    .target(name: "ConsoleFlowGoldenFiles"),

    // Fuzz targets: `scripts/fuzz.sh TARGET SECONDS` builds them for libFuzzer; a normal build
    // replays the files it is given.
    .executableTarget(
      name: "FuzzInputLine", dependencies: ["ConsoleFlow", "FlowInvariants"], path: "Fuzz/FuzzInputLine"),
    .executableTarget(
      name: "FuzzTranscriptFile", dependencies: ["ConsoleFlow", "FlowInvariants"], path: "Fuzz/FuzzTranscriptFile"),
    .target(name: "FlowInvariants", dependencies: ["ConsoleFlow", "CFuzzer"], path: "Tests/Invariants"),
    // Live narrowing's speed, with the core's interpreter plumbing (`package`): scripts/bench.sh.
    .executableTarget(name: "LiveNarrowingBenchmark", dependencies: ["ConsoleFlow"], path: "Benchmarks/LiveNarrowing"),
    // Full screen's bytes per cursor move on a 1,000,000-line list, with the REPL's `package` frames.
    .executableTarget(
      name: "FullScreenBenchmark", dependencies: ["ConsoleFlow", "ConsoleFlowREPL"], path: "Benchmarks/FullScreen"),
    .target(name: "CFuzzer", path: "Fuzz/CFuzzer"),

    // Tests: one target a library target. The shipped flows, their tests and benchmarks are the
    // package in Flows/, which depends on this one by path.
    .target(
      name: "TestSupport",
      dependencies: ["ConsoleFlow", "ConsoleFlowGoldenFiles"],
      path: "Tests/Support",
      resources: [.copy("Resources/artists.tsv")]
    ),
    .testTarget(
      name: "ConsoleFlowTests",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowTesting", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ConsoleFlowREPLTests", dependencies: ["ConsoleFlowREPL", "ConsoleFlowExploration", "TestSupport"]),
    .testTarget(name: "ConsoleFlowFilesTests", dependencies: ["ConsoleFlowFiles", "TestSupport"]),
    .testTarget(name: "ConsoleFlowTestingTests", dependencies: ["ConsoleFlowTesting", "TestSupport"]),
    .testTarget(name: "ConsoleFlowExplorationTests", dependencies: ["ConsoleFlowExploration", "TestSupport"]),
    .testTarget(name: "ConsoleFlowGoldenFilesTests", dependencies: ["ConsoleFlowGoldenFiles", "TestSupport"]),
    // The examples of the public API's documentation comments, compiled as written: fragments
    // whose results go unused on purpose, hence no warnings from this target.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowREPL", "ConsoleFlowFiles", "ConsoleFlowGoldenFiles", "ConsoleFlowTesting",
        "ConsoleFlowExploration", "TestSupport",
      ],
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
  ],
  swiftLanguageModes: [.v6]
)
