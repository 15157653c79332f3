import ConsoleFlow

/// The schema as a map, what `flows sql FILE --map` draws in place of the flow's screens: each
/// table and view with its columns (the keys marked), and an arrow for each foreign key. Names
/// are data: each is shown with its control characters escaped (`\e`, `\n`), as the terminal
/// shows them, then quoted by the format's own rules, so no name reaches a terminal raw or
/// breaks the diagram.
public enum SchemaMap {
  /// A Mermaid entity-relationship diagram.
  public static func mermaid(of file: SQLiteFile) -> String {
    var lines = ["erDiagram"]
    for relation in file.relations {
      lines.append("  \(Mermaid.quoted(relation.name)) {")
      let keyed = Set(relation.outgoing.flatMap(\.fromColumns).map { $0.lowercased() })
      for (column, type) in zip(relation.columns, relation.types) {
        var marks: [String] = []
        if relation.primaryKey.contains(column) { marks.append("PK") }
        if keyed.contains(column.lowercased()) { marks.append("FK") }
        let keys = marks.isEmpty ? "" : " " + marks.joined(separator: ", ")
        // An attribute is one word; a name that is not one keeps its exact spelling as the comment.
        let name = Mermaid.word(column)
        let comment = name == column ? "" : " " + Mermaid.quoted(column)
        lines.append("    \(Mermaid.word(type.isEmpty ? "ANY" : type)) \(name)\(keys)\(comment)")
      }
      lines.append("  }")
    }
    for key in file.relations.flatMap(\.outgoing) {
      let label = Mermaid.quoted(key.fromColumns.joined(separator: ", "))
      lines.append("  \(Mermaid.quoted(key.fromTable)) }o--|| \(Mermaid.quoted(key.toTable)) : \(label)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz digraph: a record a relation, an edge a foreign key.
  public static func dot(of file: SQLiteFile) -> String {
    var lines = ["digraph schema {", "  node [shape=record];"]
    for relation in file.relations {
      let columns = relation.columns.map { column in
        (relation.primaryKey.contains(column) ? "* " : "") + column
      }
      let record = "{" + ([relation.name] + columns).map(Dot.field).joined(separator: "|") + "}"
      lines.append("  \(Dot.quoted(relation.name)) [label=\"\(record)\"];")
    }
    for key in file.relations.flatMap(\.outgoing) {
      let label = Dot.label(key.fromColumns.joined(separator: ", "))
      lines.append("  \(Dot.quoted(key.fromTable)) -> \(Dot.quoted(key.toTable)) [label=\(label)];")
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// Mermaid's rules: text in double quotes, a quote and a `#` written as entity codes (Mermaid
  /// reads `#…;` as one); an attribute's name a single word.
  private enum Mermaid {
    static func quoted(_ name: String) -> String {
      var text = ""
      for character in TerminalText.escaped(name) {
        switch character {
        case "\"": text += "#quot;"
        case "#": text += "#35;"
        default: text.append(character)
        }
      }
      return "\"" + text + "\""
    }

    /// A type or a column as one word: what is not a letter, digit or `_` becomes `_`.
    static func word(_ text: String) -> String {
      let kept = text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
      return kept.isEmpty ? "_" : String(kept)
    }
  }

  /// Graphviz's rules: an ID in double quotes, where only `\"` is an escape; a label, where a
  /// backslash starts an escape (`\n`, `\l`) and so is doubled; a record's field, where `{`,
  /// `}`, `|`, `<` and `>` are the record's own.
  private enum Dot {
    static func quoted(_ name: String) -> String {
      "\"" + TerminalText.escaped(name).replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func label(_ text: String) -> String {
      "\""
        + TerminalText.escaped(text).replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func field(_ text: String) -> String {
      var escaped = ""
      for character in TerminalText.escaped(text) {
        if "{}|<>\"\\".contains(character) { escaped.append("\\") }
        escaped.append(character)
      }
      return escaped
    }
  }
}
