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
}
