import Foundation
import Testing

private let input = Array("foo,bar,baz\nhello world \nbyebye\nac-dc\n-rf\n".utf8)

/// `flows pick`'s arguments read as fzf reads its own: values against short options, no bundles,
/// every usage error one line on stderr and status 2, the help only when asked for.
@Suite("flows pick reads its arguments as fzf does")
struct PickArgumentsTests {
  private func lines(_ result: (output: [UInt8], errors: String, status: Int32)) -> [String] {
    String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test(
    "a value written against its short option, as fzf's own tests write them",
    arguments: [
      (["-d,", "-fbar$", "-n2"], ["foo,bar,baz"]), (["-fhello"], ["hello world "]), (["-qx", "-f", "bye"], ["byebye"]),
      (["-n", "2", "-d", ",", "-f", "bar"], ["foo,bar,baz"]), (["-e", "-f", "-dc"], ["ac-dc"]),
      (["-f", "-rf"], ["-rf"]), (["--filter=bye"], ["byebye"]), (["+s", "-fb", "+e"], ["foo,bar,baz", "byebye"]),
    ])
  func valuesAgainstShortOptions(arguments: [String], printed: [String]) async throws {
    let result = try await pick(arguments, input: input)
    #expect(result.status == 0, "\(result.errors)")
    #expect(Set(lines(result)) == Set(printed))
  }

  @Test("a query that holds an h is a query, never the help: '-f^he hehe' with -x, -n 2.., --with-nth 2,1,1")
  func queryIsNeverHelp() async throws {
    let result = try await pick(
      ["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1"], input: Array("hello world \nbyebye\n".utf8))
    #expect(result.status == 0, "\(result.errors)")
    #expect(String(decoding: result.output, as: UTF8.self) == "hello world \n")
  }

  @Test(
    "usage errors are one line on stderr and status 2, nothing on stdout",
    arguments: [
      ["-ie", "-f", "a"], ["--no-such-option"], ["-z"], ["-f"], ["--query"], ["-m3", "-f", "a"], ["--multi=2"],
      ["+x", "-f", "a"], ["--exact=yes", "-f", "a"], ["-f", "a", "one", "two"], ["--nth", "0", "-f", "a"],
      ["--with-nth", "x", "-f", "a"], ["--preview", "{*}", "-f", "a"],
    ])
  func usageErrors(arguments: [String]) async throws {
    let result = try await pick(arguments, input: input)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("flows: ") && result.errors.split(separator: "\n").count == 1, "\(result.errors)")
  }

  @Test("-h and --help print the help on stdout, status 0")
  func help() async throws {
    for flag in ["-h", "--help"] {
      let result = try await pick([flag], input: [])
      #expect(result.status == 0)
      #expect(String(decoding: result.output, as: UTF8.self).contains("USAGE: flows pick"))
    }
  }

  @Test("the last of opposite options counts, as in fzf: +s -s sorts, -e +e does not match exactly")
  func lastCounts() async throws {
    let lines = Array("b x a\na b\n".utf8)
    let sorted = try await pick(["+s", "-s", "-f", "a"], input: lines)
    let unsorted = try await pick(["-s", "+s", "-f", "a"], input: lines)
    #expect(self.lines(sorted) == ["a b", "b x a"])
    #expect(self.lines(unsorted) == ["b x a", "a b"])
    let fuzzy = try await pick(["-e", "+e", "-f", "ab"], input: lines)
    #expect(fuzzy.status == 0 && self.lines(fuzzy) == ["a b"])
  }
}
