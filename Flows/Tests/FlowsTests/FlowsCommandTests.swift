import ConsoleFlow
import Foundation
import TestSupport
import Testing

@Suite("The flows command")
struct FlowsCommandTests {
  @Test("alone, it lists the shipped flows; music --help documents the options")
  func listsAndHelps() async throws {
    let listing = try flows([])
    #expect(listing.output.contains("music   Browse a music catalog"))
    let help = try flows(["music", "--help"])
    #expect(help.output.contains("--catalog <catalog>"))
    #expect(help.output.contains("--color <color>"))
  }

  @Test("--version prints the latest release of CHANGELOG.md, the version a user depends on")
  func versionIsTheChangelogs() throws {
    let changelog = try String(
      contentsOf: GoldenFiles.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // The first "## [x.y.z]" heading after "## [Unreleased]" is the latest release.
    let release = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
    let version = try #require(release.dropFirst(4).split(separator: "]").first)
    #expect(try flows(["--version"]).output == "\(version)\n")
  }
}
