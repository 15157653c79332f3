/// The schema as a map, what `flows sql FILE --map` draws in place of the flow's screens: each
/// table and view with its columns (the keys marked), and an arrow for each foreign key.
public enum SchemaMap {
  /// A Mermaid entity-relationship diagram.
  public static func mermaid(of file: SQLiteFile) -> String {
    var lines = ["erDiagram"]
    for relation in file.relations {
      lines.append("  \(entity(relation.name)) {")
      let keyed = Set(relation.outgoing.flatMap(\.fromColumns).map { $0.lowercased() })
      for (column, type) in zip(relation.columns, relation.types) {
        var marks: [String] = []
        if relation.primaryKey.contains(column) { marks.append("PK") }
        if keyed.contains(column.lowercased()) { marks.append("FK") }
        let keys = marks.isEmpty ? "" : " " + marks.joined(separator: ", ")
        lines.append("    \(word(type.isEmpty ? "ANY" : type)) \(word(column))\(keys)")
      }
      lines.append("  }")
    }
    for key in file.relations.flatMap(\.outgoing) {
      let label = key.fromColumns.joined(separator: ", ").replacingOccurrences(of: "\"", with: "'")
      lines.append("  \(entity(key.fromTable)) }o--|| \(entity(key.toTable)) : \"\(label)\"")
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
      let record = "{" + ([relation.name] + columns).map(recordText).joined(separator: "|") + "}"
      lines.append("  \(dotText(relation.name)) [label=\"\(record)\"];")
    }
    for key in file.relations.flatMap(\.outgoing) {
      lines.append(
        "  \(dotText(key.fromTable)) -> \(dotText(key.toTable)) [label=\(dotText(key.fromColumns.joined(separator: ", ")))];"
      )
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// A name as a Mermaid entity: quoted, any character but a quote (made an apostrophe).
  private static func entity(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "'") + "\""
  }

  /// A type or a column as one Mermaid word: what is not a letter, digit or `_` becomes `_`.
  private static func word(_ text: String) -> String {
    let kept = text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    return kept.isEmpty ? "_" : String(kept)
  }

  private static func dotText(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Text in a record's field: the record's own characters escaped.
  private static func recordText(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "{}|<>\"\\".contains(character) { escaped.append("\\") }
      escaped.append(character == "\n" ? " " : character)
    }
    return escaped
  }
}
