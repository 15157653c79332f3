@_spi(Flows) import ConsoleFlow

/// `--with-nth`, as fzf reads it: the fields a line shows (`2..`, `-1,1`), or a template of
/// them (`{2}: {1}`, `{n}` the line's number from 0). The line shown is what a query searches;
/// the whole line is what is printed.
struct WithNth: Sendable {
  /// A piece of a template.
  enum Part: Sendable {
    case text(String)
    case fields(ListFilter.Fields)
    /// The line's number, from 0.
    case index
  }

  let parts: [Part]
  /// A template, not a plain list of fields.
  let isTemplate: Bool

  /// Whether a line's number is shown.
  var showsIndex: Bool { parts.contains { if case .index = $0 { true } else { false } } }

  /// Reads `expression`; fields split at `delimiter`.
  init(_ expression: String, delimiter: String?) throws {
    do {
      if expression.allSatisfy({ "0123456789,-.".contains($0) }) {
        parts = [.fields(try ListFilter.Fields(expression, delimiter: delimiter))]
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
        } else if let fields = try? ListFilter.Fields(String(inside), delimiter: delimiter) {
          parts.append(.fields(fields))
        }
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { parts.append(.text(String(rest))) }
      guard placeholders > 0 else {
        throw FlowsError(
          "--with-nth \"\(expression)\" names no fields: give fields (2.., -1,1) or a template such as \"{2}: {1}\"",
          status: 2)
      }
      self.parts = parts
    } catch let refused as ListFilter.InvalidFields {
      throw FlowsError(refused.description, status: 2)
    }
  }

  /// The bytes line number `index` (from 0) shows.
  func shown(_ line: [UInt8], index: Int) -> [UInt8] {
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
