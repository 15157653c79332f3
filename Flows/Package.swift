// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The shipped flows, the `flows` executable that runs them, their tests, benchmarks and fuzz
// target: a package of its own beside the library, so the library's users fetch none of GRDB,
// swift-argument-parser or swift-subprocess. It depends on the library by path; the dependency's
// identity is the name of its folder, read here so the package builds in any clone.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("..").standardized
let libraryName = library.lastPathComponent

/// A product of the library, as a target's dependency.
func libraryProduct(_ name: String) -> Target.Dependency {
  .product(name: name, package: libraryName)
}

let package = Package(
  name: "Flows",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "flows", targets: ["flows"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  dependencies: [
    .package(path: library.path),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
  ],
  targets: [
    .target(
      name: "MusicFlow",
      dependencies: [
        libraryProduct("ConsoleFlow"),
        libraryProduct("ConsoleFlowFiles"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Music", exclude: ["Transcripts"], resources: [.copy("Resources/chinook.sqlite")]),
    .target(
      name: "SqlFlow",
      dependencies: [
        libraryProduct("ConsoleFlow"), .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API, for what GRDB does not offer: limits, a progress handler, C functions.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      path: "Sql", exclude: ["Transcripts"]),
    .target(
      name: "FilesFlow",
      dependencies: [libraryProduct("ConsoleFlow"), libraryProduct("ConsoleFlowFiles")],
      path: "Files", exclude: ["Transcripts"]),
    .target(
      name: "DreamsFlow",
      dependencies: [libraryProduct("ConsoleFlow"), libraryProduct("ConsoleFlowFiles")],
      path: "Dreams", exclude: ["Transcripts"]),
    .target(
      name: "GitFlow",
      dependencies: [
        libraryProduct("ConsoleFlow"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ],
      path: "Git", exclude: ["Transcripts"]),
    // `flows pick`'s engine: its lines and their arena, the memory budget, fzf's fields (`-d`,
    // `--nth`, `--with-nth`), the filter, the preview and the shells' key bindings; `flows`
    // reads the arguments and wires them.
    .target(
      name: "Pick",
      dependencies: [
        "GitFlow",
        libraryProduct("ConsoleFlow"),
        libraryProduct("ConsoleFlowFiles"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ],
      path: "Pick"),
    .executableTarget(
      name: "flows",
      dependencies: [
        "MusicFlow", "FilesFlow", "DreamsFlow", "GitFlow", "SqlFlow", "Pick",
        libraryProduct("ConsoleFlow"),
        libraryProduct("ConsoleFlowREPL"),
        libraryProduct("ConsoleFlowFiles"),
        libraryProduct("ConsoleFlowGoldenFiles"),
        libraryProduct("ConsoleFlowExploration"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ],
      path: "CLI"),
    .executableTarget(
      name: "bench",
      dependencies: [
        "MusicFlow", "GitFlow", "FilesFlow", "SqlFlow", libraryProduct("ConsoleFlow"),
        libraryProduct("ConsoleFlowExploration"), .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Benchmarks/bench"),
    // Built for libFuzzer by `scripts/fuzz.sh FuzzFlows SECONDS`; a normal build replays the files it is given.
    .executableTarget(
      name: "FuzzFlows",
      dependencies: [
        "MusicFlow", "DreamsFlow",
        libraryProduct("ConsoleFlow"),
        "TestSupport", "FlowInvariants",
      ],
      path: "Fuzz/FuzzFlows"),

    // The library's test helpers and flow invariants, shared with its tests through links to
    // their folders (Tests/Shared): no product of the library, and built here against its
    // public API only.
    .target(
      name: "TestSupport",
      dependencies: [libraryProduct("ConsoleFlow"), libraryProduct("ConsoleFlowGoldenFiles")],
      path: "Tests/Shared/TestSupport",
      resources: [.copy("Resources/artists.tsv")]),
    .target(
      name: "FlowInvariants", dependencies: [libraryProduct("ConsoleFlow"), "CFuzzer"],
      path: "Tests/Shared/FlowInvariants"),
    .target(name: "CFuzzer", path: "Tests/Shared/CFuzzer"),

    // Helpers of the flows' tests that need what the library's tests do not (git, a subprocess).
    .target(
      name: "FlowsTestSupport",
      dependencies: [.product(name: "Subprocess", package: "swift-subprocess")],
      path: "Tests/Support"),
    .testTarget(
      name: "FlowsTests",
      dependencies: [
        "MusicFlow", "FilesFlow", "DreamsFlow", "GitFlow", "SqlFlow", "FlowsTestSupport",
        libraryProduct("ConsoleFlow"),
        libraryProduct("ConsoleFlowFiles"),
        libraryProduct("ConsoleFlowTesting"),
        // The library's embedded presenters (Tests/FlowsTests/Embedded links to them).
        libraryProduct("ConsoleFlowREPL"), libraryProduct("ConsoleFlowExploration"),
        "TestSupport", "FlowInvariants",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "PickTests",
      dependencies: ["Pick", libraryProduct("ConsoleFlow"), "TestSupport"]),
    // The REPL driven in tmux as a person would drive it; its tests run one at a time.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "MusicFlow", "FlowsTestSupport",
        libraryProduct("ConsoleFlow"),
        "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
