@_spi(Flows) import ConsoleFlow

/// `--preview`'s command with fzf's placeholders (`src/terminal.go`), each replaced as fzf
/// replaces it and quoted for the shell: `{}` the line, `{1}` `{-1}` `{2..}` `{1,3}` its fields
/// (split as `--nth` splits them, the last delimiter and the spaces around dropped), `{n}` its
/// number from 0, `{q}` the query, `{q:1}` the query's words; `{+…}` the chosen lines (the line
/// under the cursor, one being chosen at a time); flags `s` (spaces kept), `r` (not quoted), `f`
/// (a file holding it); `\{…}` is the text itself. The line's bytes reach the shell only ever
/// inside quotes: shell syntax in a line stays text.
package struct PreviewTemplate: Sendable {
  /// A piece of the command.
  package enum Part: Sendable, Equatable {
    case text([UInt8])
    /// The line, its fields, or its number.
    case line(Selection, Flags)
    /// The query, or some of its words (split at white space).
    case query(Fields?, Flags)
  }

  /// What of the line a placeholder stands for.
  package enum Selection: Sendable, Equatable {
    case whole
    case number
    case fields(Fields)
  }

  /// fzf's flags: `s` keeps spaces, `r` leaves it unquoted, `f` puts it in a file.
  package struct Flags: Sendable, Equatable {
    package var keepsSpaces = false
    package var raw = false
    package var inFile = false

    package init(keepsSpaces: Bool = false, raw: Bool = false, inFile: Bool = false) {
      (self.keepsSpaces, self.raw, self.inFile) = (keepsSpaces, raw, inFile)
    }
  }

  /// A placeholder fzf has that a chooser of one line cannot fill: every match (`{*}`).
  package struct Unsupported: Error, Equatable, CustomStringConvertible {
    package let placeholder: String
    package var description: String {
      "--preview: \(placeholder) (every match) is not supported by flows pick; {} is the line under the cursor"
    }
  }

  package let parts: [Part]

  /// Whether the command reads the query: a query typed on makes the preview again.
  package var readsQuery: Bool { parts.contains { if case .query = $0 { true } else { false } } }
  /// Whether the command reads the line's number: every line is read before the list shows.
  package var readsNumber: Bool { parts.contains { if case .line(.number, _) = $0 { true } else { false } } }

  /// Reads `command`; fields split at `delimiter` (as fzf's `-d`).
  package init(_ command: String, delimiter: String?) throws(Unsupported) {
    var parts: [Part] = []
    var text: [UInt8] = []
    let bytes = Array(command.utf8)
    var index = 0
    while index < bytes.count {
      guard let end = Self.placeholderEnd(in: bytes, at: index) else {
        text.append(bytes[index])
        index += 1
        continue
      }
      let match = String(decoding: bytes[index..<end], as: UTF8.self)
      index = end
      if match.hasPrefix("\\") {
        text += Array(match.utf8.dropFirst())
        continue
      }
      if let part = try Self.part(match, delimiter: delimiter) {
        if !text.isEmpty { parts.append(.text(text)) }
        text = []
        parts.append(part)
      } else {
        text += Array(match.utf8)
      }
    }
    if !text.isEmpty { parts.append(.text(text)) }
    self.parts = parts
  }

  /// What one placeholder stands for, read as fzf's `parsePlaceholder` reads it: its flags
  /// wherever they stand, the rest its meaning; nil for what stays text (an expression that names
  /// no fields, `{fzf:action}`).
  private static func part(_ match: String, delimiter: String?) throws(Unsupported) -> Part? {
    if match == "{fzf:query}" { return .query(nil, Flags()) }
    if match == "{fzf:prompt}" || match == "{fzf:action}" { return nil }
    var flags = Flags()
    var (plus, asterisk, number) = (false, false, false)
    var rest = ""
    for character in match.dropFirst() {
      switch character {
      case "*": asterisk = true
      case "+": plus = true
      case "s": flags.keepsSpaces = true
      case "n": number = true
      case "f": flags.inFile = true
      case "r": flags.raw = true
      default: rest.append(character)
      }
    }
    // One line is chosen at a time: the chosen lines ({+}) are the line under the cursor.
    _ = plus
    if asterisk { throw Unsupported(placeholder: match) }
    let inside = String(rest.dropLast())
    if inside == "q" { return .query(nil, flags) }
    if inside.hasPrefix("q:") {
      guard let fields = try? Fields(String(inside.dropFirst(2))) else { return nil }
      return .query(fields, flags)
    }
    if inside.isEmpty { return .line(number ? .number : .whole, flags) }
    guard let fields = try? Fields(inside, delimiter: delimiter) else { return nil }
    return .line(.fields(fields), flags)
  }

  /// Where the placeholder that starts at `start` ends, if one does: fzf's expression
  /// `\\?(?:{[+*sfr]*[0-9,-.]*}|{q(?::s?[0-9,-.]+)?}|{fzf:(?:query|action|prompt)}|{[+*]?f?nf?})`,
  /// its alternatives tried in order.
  static func placeholderEnd(in bytes: [UInt8], at start: Int) -> Int? {
    var index = start
    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    func run(_ set: String, from position: Int) -> Int {
      var end = position
      while end < bytes.count, set.utf8.contains(bytes[end]) { end += 1 }
      return end
    }
    func closes(_ position: Int) -> Int? {
      position < bytes.count && bytes[position] == UInt8(ascii: "}") ? position + 1 : nil
    }
    func optional(_ byte: Character, at position: Int) -> Int {
      position < bytes.count && bytes[position] == byte.asciiValue ? position + 1 : position
    }
    let ranges = "0123456789,-."
    if let end = closes(run(ranges, from: run("+*sfr", from: index))) { return end }
    if index < bytes.count, bytes[index] == UInt8(ascii: "q") {
      if let end = closes(index + 1) { return end }
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") {
        let from = optional("s", at: index + 2)
        let to = run(ranges, from: from)
        if to > from, let end = closes(to) { return end }
      }
    }
    for name in ["fzf:query}", "fzf:action}", "fzf:prompt}"] where bytes[index...].starts(with: name.utf8) {
      return index + name.utf8.count
    }
    var position = index
    if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "*") {
      position += 1
    }
    position = optional("f", at: position)
    guard position < bytes.count, bytes[position] == UInt8(ascii: "n") else { return nil }
    return closes(optional("f", at: position + 1))
  }

  /// The command for `line`, number `number` (from 0), the query `query`: each placeholder
  /// replaced, quoted unless raw; what goes in a file is written to one of `files` (made here,
  /// the caller removes them).
  package func command(line: [UInt8], number: Int, query: String, files: inout [String]) throws -> [UInt8] {
    var command: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let text):
        command += text
      case .line(.number, _):
        command += Array(String(number).utf8)
      case .line(let selection, let flags):
        var value = line
        if case .fields(let fields) = selection {
          value = fields.shown(line, droppingLastDelimiter: true)
          if !flags.keepsSpaces { value = Self.trimmingSpaces(value) }
        }
        if flags.inFile {
          let file = try PreviewFiles.write(value + [UInt8(ascii: "\n")])
          files.append(file)
          command += Array(file.utf8)
        } else {
          command += flags.raw ? value : ShellWord.quoted(bytes: value)
        }
      case .query(let fields, let flags):
        var value = Array(query.utf8)
        if let fields {
          value = fields.shown(value)
          if !flags.keepsSpaces { value = Self.trimmingSpaces(value) }
        }
        command += ShellWord.quoted(bytes: value)
      }
    }
    return command
  }

  /// `bytes` without white space at either end, as Go's `strings.TrimSpace` leaves them.
  static func trimmingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    guard let text = String(validating: bytes, as: UTF8.self) else { return bytes }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return [] }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) ?? first
    return Array(String(scalars[first...last]).utf8)
  }
}
