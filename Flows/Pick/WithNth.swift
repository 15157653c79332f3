/// `--with-nth`, as fzf reads it: the fields a line shows (`2..`, `-1,1`), or a template of
/// them (`{2}: {1}`, `{n}` the line's number from 0). The line shown is what a query searches;
/// the whole line is what is printed.
package struct WithNth: Sendable {
  /// A piece of a template.
  package enum Part: Sendable {
    case text(String)
    case fields(Fields)
    /// The line's number, from 0.
    case index
  }

  /// An expression `--with-nth` cannot read.
  package enum Invalid: Error, Equatable, CustomStringConvertible {
    /// Fields fzf would refuse.
    case fields(Fields.Invalid)
    /// A template with no placeholder: it would show the same text for every line.
    case noPlaceholder(String)

    package var description: String {
      switch self {
      case .fields(let refused): refused.description
      case .noPlaceholder(let expression):
        "--with-nth \"\(expression)\" names no fields: give fields (2.., -1,1) or a template such as \"{2}: {1}\""
      }
    }
  }

  package let parts: [Part]
  /// A template, not a plain list of fields.
  package let isTemplate: Bool

  /// Whether a line's number is shown.
  package var showsIndex: Bool { parts.contains { if case .index = $0 { true } else { false } } }

  /// Reads `expression`; fields split at `delimiter`.
  package init(_ expression: String, delimiter: String?) throws(Invalid) {
    if expression.allSatisfy({ "0123456789,-.".contains($0) }) {
      do {
        parts = [.fields(try Fields(expression, delimiter: delimiter))]
      } catch {
        throw .fields(error)
      }
      isTemplate = false
      return
    }
    isTemplate = true
    var parts: [Part] = []
    var rest = Substring(expression)
    var placeholders = 0
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let inside = rest[rest.index(after: open)..<close]
      let isPlaceholder = inside == "n" || !inside.isEmpty && inside.allSatisfy { "0123456789,-.".contains($0) }
      guard isPlaceholder else {
        parts.append(.text(String(rest[...open])))
        rest = rest[rest.index(after: open)...]
        continue
      }
      if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
      placeholders += 1
      // A placeholder naming no fields shows nothing, as in fzf.
      if inside == "n" {
        parts.append(.index)
      } else if let fields = try? Fields(String(inside), delimiter: delimiter) {
        parts.append(.fields(fields))
      }
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { parts.append(.text(String(rest))) }
    guard placeholders > 0 else {
      throw Invalid.noPlaceholder(expression)
    }
    self.parts = parts
  }

  /// The bytes line number `index` (from 0) shows.
  package func shown(_ line: [UInt8], index: Int) -> [UInt8] {
    guard isTemplate else {
      guard case .fields(let fields) = parts.first else { return line }
      return fields.shown(line)
    }
    var shown: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let text): shown += Array(text.utf8)
      case .fields(let fields): shown += fields.shown(line, droppingLastDelimiter: true)
      case .index: shown += Array(String(index).utf8)
      }
    }
    // White space at the end goes, as fzf trims it.
    var text = String(decoding: shown, as: UTF8.self).unicodeScalars
    while let last = text.last, last.properties.isWhitespace { text.removeLast() }
    return Array(String(text).utf8)
  }
}
