/// A `.transcript` file: a header naming the flow and its arguments, then the session with each
/// input on a line of its own that starts with `> `, so a person can read it and a replay can
/// find the inputs even when the output has changed.
///
/// Output lines that start with `>`, `\` or `#` are written with a leading `\`. An input that
/// holds control characters is written `>! ` and escaped (backslashes doubled), so the file never
/// holds a raw control byte and the replay still sends the exact input.
///
/// ```
/// # flow: music
/// # arguments: --catalog 'my music.sqlite'  (quoted as a POSIX shell reads them)
/// # path: AC/DC                              (where the session opened, if not on the first screen)
/// # size: 80x24
/// Artists
/// ...
/// > AC/DC
/// Artists › AC/DC
/// ```
@_spi(Flows) public struct TranscriptFile: Equatable, Sendable {
  /// A malformed file, with the line number of what is wrong and why.
  public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// The line number of what is wrong, from 1.
    public let line: Int
    /// What is wrong there.
    public let reason: String
    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
  }

  /// The flow to run, as `flows` names it.
  public var flow: String
  /// The flow's command-line arguments.
  public var arguments: [String]
  /// Where the session opened: one label a screen from the first (`--at`, `--resume`); empty
  /// when it opened on the first screen. A replay opens there too.
  public var path: [String]
  /// The terminal size the session was recorded at, replayed alike.
  public var width: Int
  /// The height the session was recorded at.
  public var height: Int
  /// The inputs, in order.
  public var inputs: [String]
  /// The expected output and inputs, in the file's own notation (no header).
  public var body: String

  /// The file of a recorded session: its header and the transcript in the file's notation.
  package init(
    flow: String, arguments: [String] = [], path: [String] = [], width: Int = 80, height: Int = 24,
    transcript: Transcript
  ) {
    self.flow = flow
    self.arguments = arguments
    self.path = path
    self.width = width
    self.height = height
    self.inputs = transcript.inputs
    self.body = Self.body(of: transcript)
  }

  /// Reads a file's text.
  public init(parsing text: String) throws {
    var flow: String?
    var arguments: [String] = []
    var path: [String] = []
    var width = 80
    var height = 24
    var inputs: [String] = []
    var bodyLines: [Substring] = []
    var inHeader = true
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if inHeader, line.hasPrefix("# ") {
        let field = line.dropFirst(2)
        if field.hasPrefix("flow: ") {
          flow = String(field.dropFirst(6))
        } else if field.hasPrefix("arguments:") {
          do {
            arguments = try ShellWord.words(String(field.dropFirst(10)))
          } catch {
            throw FormatError(line: index + 1, reason: "the arguments are not words a shell reads: \(error.words)")
          }
        } else if field.hasPrefix("path:") {
          do {
            path = try ShellWord.words(String(field.dropFirst(5)))
          } catch {
            throw FormatError(line: index + 1, reason: "the path is not words a shell reads: \(error.words)")
          }
        } else if field.hasPrefix("size: ") {
          let size = field.dropFirst(6).split(separator: "x").compactMap { Int($0) }
          guard size.count == 2 else {
            throw FormatError(line: index + 1, reason: "the size must read WIDTHxHEIGHT, as in 80x24")
          }
          guard (10...Traits.largest).contains(size[0]), (5...Traits.largest).contains(size[1]) else {
            throw FormatError(
              line: index + 1, reason: "the size must be from 10x5 to \(Traits.largest)x\(Traits.largest)")
          }
          (width, height) = (size[0], size[1])
        } else {
          throw FormatError(
            line: index + 1, reason: "unknown header field \"\(field)\"; expected flow, arguments, path or size")
        }
        continue
      }
      inHeader = false
      if line.hasPrefix(">! ") {
        inputs.append(TerminalText.unescaped(String(line.dropFirst(3))))
      } else if line.hasPrefix("> ") {
        inputs.append(String(line.dropFirst(2)))
      } else if line == ">" {
        inputs.append("")
      }
      bodyLines.append(line)
    }
    guard let flow else { throw FormatError(line: 1, reason: "no \"# flow: NAME\" header") }
    self.flow = flow
    self.arguments = arguments
    self.path = path
    self.width = width
    self.height = height
    self.inputs = inputs
    self.body = bodyLines.joined(separator: "\n")
  }

  /// The file's text.
  public var text: String {
    var header = "# flow: \(flow)\n"
    // Quoted as a shell reads them: a space or a newline in an argument cannot break the header.
    if !arguments.isEmpty { header += "# arguments: \(arguments.map(ShellWord.quoted).joined(separator: " "))\n" }
    if !path.isEmpty { header += "# path: \(path.map(ShellWord.quoted).joined(separator: " "))\n" }
    header += "# size: \(width)x\(height)\n"
    return header + body
  }

  /// A transcript in the file's notation: inputs as `> line`, output lines escaped where needed.
  package static func body(of transcript: Transcript) -> String {
    transcript.entries.map { entry in
      switch entry {
      case .output(let lines):
        return lines.map { line in
          (line.hasPrefix(">") || line.hasPrefix("\\") || line.hasPrefix("#") ? "\\" + line : line) + "\n"
        }.joined()
      case .input(_, let line):
        return TerminalText.escaped(line) == line ? "> \(line)\n" : ">! \(TerminalText.reversiblyEscaped(line))\n"
      }
    }.joined()
  }
}

// MARK: - Replaying

@_spi(Flows) extension TranscriptFile {
  /// Replays this file's inputs against `flow`, headlessly and leniently, as the REPL would have
  /// answered them, and answers the file the replay would write: the same header and inputs, the
  /// replay's output. The flow runs at the file's size with colour off, in its own style, opened
  /// at the file's ``path`` first, as the session was.
  ///
  /// ```swift
  /// let replayed = await file.replayed(on: Flow(navigation, input: artists))
  /// replayed.body == file.body // the output is unchanged
  /// ```
  public func replayed<Output: Sendable>(on flow: Flow<Output>) async -> TranscriptFile {
    var flow = flow
    flow.traits = Traits(width: width, height: height, style: flow.traits.style)
    if !path.isEmpty { flow = await flow.opened(at: path).flow }
    var session = await Session(flow)
    for input in inputs where !session.isFinished {
      await session.send(input)
    }
    return TranscriptFile(
      flow: self.flow, arguments: arguments, path: path, width: width, height: height,
      transcript: session.transcript)
  }
}
