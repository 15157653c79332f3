// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A clinic's back office, a package of a user's own depending on ConsoleFlow by path as a clone
// beside it would. The dependency's identity is the name of its folder, read here so the example
// builds in any clone.
let consoleFlow = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized

let package = Package(
  name: "Clinic",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: consoleFlow.path)],
  targets: [
    .executableTarget(
      name: "Clinic",
      dependencies: [
        .product(name: "ConsoleFlow", package: consoleFlow.lastPathComponent),
        .product(name: "ConsoleFlowREPL", package: consoleFlow.lastPathComponent),
        .product(name: "ConsoleFlowFiles", package: consoleFlow.lastPathComponent),
      ]),
    .testTarget(
      name: "ClinicTests",
      dependencies: ["Clinic", .product(name: "ConsoleFlowTesting", package: consoleFlow.lastPathComponent)]),
  ],
  swiftLanguageModes: [.v6]
)
