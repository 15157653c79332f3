import ConsoleFlow
import ConsoleFlowREPL
import Foundation
import TestSupport

// The article Running full screen's snippets, compiled here (a program's code: never run by the
// tests). `ReadmeSnippetTests` checks that every line of the article's Swift blocks is a line of
// this file.

/// A program that runs the README's flow full screen, unless its user chose lines.
@MainActor
func runFullScreen() async throws {
  let repl = REPL(name: "music", screen: .full)
  let album = try await repl.run(navigation, input: artists)
  print(album?.title ?? "nothing chosen")
}
