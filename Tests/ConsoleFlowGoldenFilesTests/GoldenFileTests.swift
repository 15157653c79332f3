@_spi(Flows) import ConsoleFlowGoldenFiles
import Foundation
import TestSupport
import Testing

@Suite("Golden files")
struct GoldenFileTests {
  @Test("the same text matches; other text differs with a unified diff from the file")
  func compare() throws {
    try withTemporaryFolder { (folder: URL) throws in
      let path = folder.appendingPathComponent("page.txt").path
      try "a\nb\n".write(toFile: path, atomically: true, encoding: .utf8)
      let golden = GoldenFile(path: path, recording: false)
      #expect(try golden.check("a\nb\n") == .matches)
      #expect(try golden.check("a\nc\n") == .differs("--- \(path)\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n \n"))
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\n", "comparing never writes")
    }
  }

  @Test("recording writes the file; a missing file is created and reported as recorded")
  func record() throws {
    try withTemporaryFolder { (folder: URL) throws in
      let path = folder.appendingPathComponent("new/page.txt").path
      #expect(try GoldenFile(path: path, recording: false).check("first") == .recorded)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
      #expect(try GoldenFile(path: path, recording: true).check("second") == .recorded)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    }
  }

  @Test("CONSOLEFLOW_RECORD=1, true or yes records; anything else compares")
  func recordingSwitch() {
    for value in ["1", "true", "yes"] { #expect(GoldenFile.isRecording(["CONSOLEFLOW_RECORD": value])) }
    for value in ["0", "", "no"] { #expect(!GoldenFile.isRecording(["CONSOLEFLOW_RECORD": value])) }
    #expect(!GoldenFile.isRecording([:]))
  }
}
