#!/usr/bin/env bash
# The README's way to depend on ConsoleFlow, tried from a package outside the repository: the
# example package (Examples/Trip) copied to a scratch folder, its path dependency swapped for
# `.package(url:branch: "main")` on a clone of this commit, then built and tested; the same
# manifest by `revision:` must resolve too. What a newcomer copies from the README must work
# from the repository as it is, without a tag (a tag made in a clone does not travel).
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The clone's folder name is the dependency's identity, as the README's manifest spells it.
git clone --quiet --no-local "$repository" "$scratch/consoleflow"
git -C "$scratch/consoleflow" checkout --quiet -B main "$(git rev-parse HEAD)"
revision="$(git rev-parse HEAD)"

manifest() { # $1: the requirement, as the README writes it
  cat <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trip",
  platforms: [.macOS(.v15)],
  dependencies: [.package(url: "file://$scratch/consoleflow", $1)],
  targets: [
    .executableTarget(
      name: "Trip",
      dependencies: [
        .product(name: "ConsoleFlow", package: "consoleflow"),
        .product(name: "ConsoleFlowREPL", package: "consoleflow"),
      ]),
    .testTarget(
      name: "TripTests",
      dependencies: ["Trip", .product(name: "ConsoleFlowTesting", package: "consoleflow")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
}

mkdir "$scratch/Trip"
cp -R Examples/Trip/Sources Examples/Trip/Tests "$scratch/Trip/"
manifest 'branch: "main"' > "$scratch/Trip/Package.swift"
swift test --package-path "$scratch/Trip" --scratch-path "$scratch/build"
# By revision: the same package resolves to this commit.
manifest "revision: \"$revision\"" > "$scratch/Trip/Package.swift"
swift package --package-path "$scratch/Trip" --scratch-path "$scratch/build" resolve
grep -q "\"revision\" : \"$revision\"" "$scratch/Trip/Package.resolved"
echo "A package outside the repository depends on ConsoleFlow by branch and by revision."
