// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ConsoleFlow",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ConsoleFlow", targets: ["ConsoleFlow"]),
    .library(name: "ConsoleFlowREPL", targets: ["ConsoleFlowREPL"]),
    .library(name: "ConsoleFlowFiles", targets: ["ConsoleFlowFiles"]),
    .library(name: "ConsoleFlowTesting", targets: ["ConsoleFlowTesting"]),
    .executable(name: "flows", targets: ["flows"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The library: the pure core, the readline shell and the headless testing module.
    .target(name: "ConsoleFlow"),
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    .target(name: "ConsoleFlowREPL", dependencies: ["ConsoleFlow", "ConsoleFlowFiles", "CReadline"]),
    // The one way files are written (atomic, locked, links and modes respected) and errors in words.
    .target(name: "ConsoleFlowFiles"),
    .target(name: "ConsoleFlowTesting", dependencies: ["ConsoleFlow", "ConsoleFlowGoldenFiles"]),
    // Golden files' record-or-compare rule, apart from Swift Testing so `flows test` needs no test framework.
    .target(name: "ConsoleFlowGoldenFiles"),

    // The shipped flows and the `flows` executable that runs them.
    .target(
      name: "MusicFlow",
      dependencies: ["ConsoleFlow", "ConsoleFlowFiles", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Flows/Music",
      exclude: ["Transcripts"],
      resources: [.copy("Resources/chinook.sqlite")]
    ),
    .target(
      name: "FilesFlow", dependencies: ["ConsoleFlow", "ConsoleFlowFiles"], path: "Flows/Files",
      exclude: ["Transcripts"]),
    .target(
      name: "DreamsFlow", dependencies: ["ConsoleFlow", "ConsoleFlowFiles"], path: "Flows/Dreams",
      exclude: ["Transcripts"]),
    .target(
      name: "GitFlow",
      dependencies: ["ConsoleFlow", .product(name: "Subprocess", package: "swift-subprocess")],
      path: "Flows/Git", exclude: ["Transcripts"]),
    .executableTarget(
      name: "flows",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowREPL", "ConsoleFlowFiles", "ConsoleFlowGoldenFiles", "MusicFlow", "FilesFlow",
        "DreamsFlow", "GitFlow",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Flows/CLI"
    ),
    .executableTarget(name: "bench", dependencies: ["ConsoleFlow", "MusicFlow", "GitFlow"], path: "Benchmarks/bench"),

    // Fuzz targets: `scripts/fuzz.sh TARGET SECONDS` builds them for libFuzzer; a normal build
    // replays the files it is given.
    .executableTarget(
      name: "FuzzInputLine", dependencies: ["ConsoleFlow", "FlowInvariants"], path: "Fuzz/FuzzInputLine"),
    .executableTarget(
      name: "FuzzTranscriptFile", dependencies: ["ConsoleFlow", "FlowInvariants"], path: "Fuzz/FuzzTranscriptFile"),
    .executableTarget(
      name: "FuzzFlows", dependencies: ["ConsoleFlow", "MusicFlow", "DreamsFlow", "FlowInvariants"],
      path: "Fuzz/FuzzFlows"),
    .target(name: "FlowInvariants", dependencies: ["ConsoleFlow", "CFuzzer"], path: "Tests/Invariants"),
    .target(name: "CFuzzer", path: "Fuzz/CFuzzer"),

    // Tests: one target a library target, then the shipped flows and the end-to-end runs.
    .target(
      name: "TestSupport",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowGoldenFiles", .product(name: "Subprocess", package: "swift-subprocess"),
      ],
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
    .testTarget(name: "ConsoleFlowREPLTests", dependencies: ["ConsoleFlowREPL", "TestSupport"]),
    .testTarget(name: "ConsoleFlowFilesTests", dependencies: ["ConsoleFlowFiles", "TestSupport"]),
    .testTarget(name: "ConsoleFlowTestingTests", dependencies: ["ConsoleFlowTesting", "TestSupport"]),
    .testTarget(name: "ConsoleFlowGoldenFilesTests", dependencies: ["ConsoleFlowGoldenFiles", "TestSupport"]),
    .testTarget(
      name: "FlowsTests",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowTesting", "MusicFlow", "FilesFlow", "DreamsFlow", "GitFlow", "TestSupport",
        "FlowInvariants",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["ConsoleFlow", "MusicFlow", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
