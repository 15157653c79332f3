// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package of a user's own, depending on ConsoleFlow by path as a clone beside it would. The
// dependency's identity is the name of its folder, read here so the example builds in any clone.
let consoleFlow = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized

let package = Package(
  name: "Trip",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: consoleFlow.path)],
  targets: [
    .executableTarget(
      name: "Trip",
      dependencies: [
        .product(name: "ConsoleFlow", package: consoleFlow.lastPathComponent),
        .product(name: "ConsoleFlowREPL", package: consoleFlow.lastPathComponent),
      ]),
    .testTarget(
      name: "TripTests",
      dependencies: ["Trip", .product(name: "ConsoleFlowTesting", package: consoleFlow.lastPathComponent)]),
  ],
  swiftLanguageModes: [.v6]
)
