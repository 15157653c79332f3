// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ConsoleFlow",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ConsoleFlow", targets: ["ConsoleFlow"]),
    .library(name: "ConsoleFlowREPL", targets: ["ConsoleFlowREPL"]),
    .library(name: "ConsoleFlowTesting", targets: ["ConsoleFlowTesting"]),
    .executable(name: "flows", targets: ["flows"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "ConsoleFlow"),
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    .target(name: "ConsoleFlowREPL", dependencies: ["ConsoleFlow", "CReadline"]),
    .target(name: "ConsoleFlowTesting", dependencies: ["ConsoleFlow"]),
    .executableTarget(
      name: "flows",
      dependencies: [
        "ConsoleFlow", "ConsoleFlowREPL", "MusicFlow", "FilesFlow", "DreamsFlow",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Flows/Command"
    ),
    .target(
      name: "MusicFlow",
      dependencies: ["ConsoleFlow", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Flows/Music",
      exclude: ["Transcripts"],
      resources: [.copy("Resources/chinook.sqlite")]
    ),
    .target(name: "FilesFlow", dependencies: ["ConsoleFlow"], path: "Flows/Files"),
    .target(name: "DreamsFlow", dependencies: ["ConsoleFlow"], path: "Flows/Dreams", exclude: ["Transcripts"]),
    .executableTarget(
      name: "bench",
      dependencies: ["ConsoleFlow", "MusicFlow"],
      path: "Benchmarks/bench"
    ),
    .testTarget(
      name: "ConsoleFlowTests",
      dependencies: [
        "ConsoleFlow",
        "ConsoleFlowTesting",
        "ConsoleFlowREPL",
        "MusicFlow",
        "FilesFlow",
        "DreamsFlow",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
