@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import TestSupport
import Testing

@Suite("The headless driver")
struct FlowDriverTests {
  @Test("reads the page as typed values: title, breadcrumb, labels, message, depth")
  func typedPage() async {
    var driver = await FlowDriver(navigation, input: artists)
    await driver.send("AC/DC")
    #expect(driver.page.title == "Albums")
    #expect(driver.page.breadcrumb == ["Artists", "Albums"])
    #expect(driver.labels == ["For Those About To Rock We Salute You", "Let There Be Rock"])
    #expect(driver.depth == 2)
    #expect(driver.page.message == nil)
    await driver.send("Let There Be Rock")
    #expect(driver.results.map(\.title) == ["Let There Be Rock"])
  }

  @Test("strict by default: a line that selects nothing fails at the test's own line, naming the screen and candidates")
  func strictFailure() async {
    var driver = await FlowDriver(navigation, input: artists)
    let line = #_sourceLocation.line + 2
    await withKnownIssue {
      await driver.send("Vinícius")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "FlowDriverTests.swift"
        && text.contains("\"Vinícius\" was not accepted on Artists")
        && text.contains("72  Vinícius De Moraes")
        && text.contains("The screen was:\n    Artists\n    1–20 of 275")
    }
    #expect(driver.depth == 1)
  }

  @Test("lenient mode records the message as the REPL shows it and goes on")
  func lenient() async {
    var driver = await FlowDriver(navigation, input: artists, strict: false)
    await driver.send(["Zzyzx", ":back", "AC/DC"])
    #expect(driver.rejections.map(\.kind) == [.noSuchName, .firstScreen])
    #expect(driver.transcript.contains("Nothing is called \"Zzyzx\". Type a number, a name, or /Zzyzx to filter."))
    #expect(driver.depth == 2)
    #expect(driver.transcript.contains("Artists> Zzyzx\n"))
  }

  @Test("one call runs a script and answers the result and the transcript")
  func oneCall() async {
    let (album, text) = await FlowDriver.run(
      navigation, input: artists, script: ["AC/DC", ":back", "Accept", "2"], height: 8)
    #expect(album?.title == "Restless and Wild")
    #expect(text.hasPrefix("Artists\n1–4 of 275\n"))
    #expect(text.contains("Albums> :back\n"))
  }

  @Test("the transcript is stable from run to run and equal to the REPL's text")
  func stableTranscript() async {
    let script = ["/motor", "1", "~", ">", "?", "/", ">"]
    let first = await FlowDriver.run(navigation, input: artists, script: script, strict: false).transcript
    let second = await FlowDriver.run(navigation, input: artists, script: script, strict: false).transcript
    #expect(first == second)
    let session = await transcript(Flow(navigation, input: artists), script)
    #expect(first == session)
  }

  @Test("keep-running mode starts over after each completion and collects every value")
  func keepRunning() async {
    var driver = await FlowDriver(navigation, input: artists, keepRunning: true)
    await driver.send(["AC/DC", "1", "", "AC/DC", "2", ":home", "Accept", "1"])
    #expect(
      driver.results.map(\.title) == [
        "For Those About To Rock We Salute You", "Let There Be Rock", "Balls to the Wall",
      ])
    #expect(driver.depth == 2, "on the Done page, the stack where the last completion left it")
  }

  @Test("starts at a path, as --at opens it; a part that does not match fails a strict test")
  func startsAtAPath() async {
    var driver = await FlowDriver(navigation, input: artists, at: ["AC/DC"])
    #expect(driver.page.breadcrumb == ["Artists", "Albums"])
    #expect(driver.depth == 2)
    await driver.send("2")
    #expect(driver.results.map(\.title) == ["Let There Be Rock"])
    await withKnownIssue("the path's second part names no album of AC/DC") {
      let stopped = await FlowDriver(navigation, input: artists, at: ["AC/DC", "Thriller"])
      #expect(stopped.depth == 2)
    }
    let lenient = await FlowDriver(navigation, input: artists, at: ["Nobody"], strict: false)
    #expect(lenient.depth == 1 && lenient.page.message?.contains("Nobody") == true)
  }
}
