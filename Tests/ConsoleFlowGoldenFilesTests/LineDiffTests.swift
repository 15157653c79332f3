import Testing

@_spi(Flows) @testable import ConsoleFlowGoldenFiles

@Suite("Unified diffs")
struct LineDiffTests {
  @Test("a unified diff keeps three lines of context and counts its hunk")
  func context() throws {
    let old = (1...20).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
    let diff = try #require(LineDiff.unified(expected: old, actual: new))
    #expect(diff == "--- expected\n+++ actual\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+ten\n 11\n 12\n 13\n")
    #expect(LineDiff.unified(expected: old, actual: old) == nil)
  }

  @Test("changes near each other share a hunk; far apart they make two")
  func hunks() throws {
    let old = (1...40).map(String.init)
    var near = old
    near[9] = "ten"
    near[13] = "fourteen"
    let one = try #require(
      LineDiff.unified(expected: old.joined(separator: "\n"), actual: near.joined(separator: "\n")))
    #expect(one.components(separatedBy: "@@ -").count == 2)
    var far = old
    far[2] = "three"
    far[30] = "thirty-one"
    let two = try #require(LineDiff.unified(expected: old.joined(separator: "\n"), actual: far.joined(separator: "\n")))
    #expect(two.components(separatedBy: "@@ -").count == 3)
    #expect(two.contains("@@ -1,6 +1,6 @@") && two.contains("@@ -28,7 +28,7 @@"))
  }

  @Test("deletions come before insertions, and added or removed lines at the ends show")
  func order() throws {
    let diff = try #require(LineDiff.unified(expected: "a\nb\nc", actual: "a\nx\nc\nd", names: ("old", "new")))
    #expect(diff == "--- old\n+++ new\n@@ -1,3 +1,4 @@\n a\n-b\n+x\n c\n+d\n")
  }
}
