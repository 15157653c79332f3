/// The shape of a navigation, recorded as it is composed: its screens and the ways between them
/// (`>>>`, a branch's cases, a modal presentation and its result, a recursion back to an earlier
/// screen). Running a flow never reads it; drawing it costs nothing until asked.
///
/// ```swift
/// let chart = navigation.flowMap.mermaid // "flowchart TD ... s0 -->|\"choose\"| s1"
/// ```
public struct FlowMap: Sendable, Equatable {
  /// A way from one screen to another.
  @_spi(Interpreter) public struct Way: Sendable, Equatable {
    /// What kind of way it is.
    public enum Kind: Sendable, Equatable {
      /// A choice pushes the next screen.
      case push
      /// A screen presents a modal sub-flow.
      case modal
      /// A modal sub-flow's result returns to its presenter.
      case result
    }

    /// The screen it leaves, by position in ``FlowMap/screens``.
    public let from: Int
    /// The screen it leads to.
    public let to: Int
    /// What leads there: a choice, a branch's case, a presentation's name.
    public let label: String
    /// Push, modal or result.
    public let kind: Kind
    /// The name of the branch's case this way is, when it is one (``Navigation/branch(on:_:)``).
    public let branchCase: String?

    init(from: Int, to: Int, label: String, kind: Kind, branchCase: String? = nil) {
      (self.from, self.to, self.label, self.kind, self.branchCase) = (from, to, label, kind, branchCase)
    }

    /// The same way between other positions.
    func moved(by offset: Int) -> Way {
      Way(from: from + offset, to: to + offset, label: label, kind: kind, branchCase: branchCase)
    }
  }

  /// Where the last screens of a navigation lead when they yield, and in words.
  struct Exit: Sendable, Equatable {
    var screen: Int
    var label: String
  }

  /// The screens' names, in the order they were composed.
  @_spi(Interpreter) public private(set) var screens: [String] = []
  /// The ways between them.
  @_spi(Interpreter) public private(set) var ways: [Way] = []
  /// Each screen's mark, by position: what a running screen started from it carries (nil for a
  /// screen chosen at run time and for a recursion's placeholder).
  package private(set) var marks: [ScreenMark?] = []
  /// Placeholders a recursion will point back at its own first screen.
  package private(set) var references: Set<Int> = []
  package private(set) var entry = 0
  var exits: [Exit] = []
  /// The words of the loads a navigation starts with before its first screen (``load(_:_:)``),
  /// written on the ways into it; a map of such loads alone has no screen.
  var lead: String?

  // MARK: - Composing

  /// One screen: its name, what it says when it yields (nil: it never does), and the modal
  /// sub-flows it presents.
  static func screen(
    _ name: String, yields: String?, presenting: [(label: String, map: FlowMap)] = [], mark: ScreenMark? = nil
  ) -> FlowMap {
    var map = FlowMap(screens: [name], marks: [mark])
    map.exits = yields.map { [Exit(screen: 0, label: $0)] } ?? []
    for (label, presented) in presenting where !presented.screens.isEmpty {
      let (entry, exits) = map.adding(presented)
      map.ways.append(Way(from: 0, to: entry, label: Self.label(label, presented.lead), kind: .modal))
      for exit in exits { map.ways.append(Way(from: exit.screen, to: 0, label: exit.label, kind: .result)) }
    }
    return map
  }

  /// A placeholder for the navigation the recursion marked `recursion` is defining.
  static func reference(to recursion: ScreenMark) -> FlowMap {
    var map = FlowMap(screens: ["(recursion)"], marks: [recursion])
    map.references = [0]
    return map
  }

  /// The map of a load a navigation starts with: no screen, its words on the ways that follow.
  static func loading(_ what: String) -> FlowMap {
    var map = FlowMap(screens: [], marks: [])
    map.lead = wayWords(what)
    return map
  }

  /// A load's words as a way's label says them after a choice: "choose, loading albums".
  private static func wayWords(_ what: String) -> String {
    guard let first = what.first, what.dropFirst().first?.isUppercase != true else { return what }
    return first.lowercased() + what.dropFirst()
  }

  private init(screens: [String], marks: [ScreenMark?]) {
    self.screens = screens
    self.marks = marks
  }

  /// Equal when the screens and ways are: two maps of navigations composed alike are the same
  /// map, whatever screen values they were composed of.
  public static func == (lhs: FlowMap, rhs: FlowMap) -> Bool {
    lhs.screens == rhs.screens && lhs.ways == rhs.ways && lhs.references == rhs.references
      && lhs.entry == rhs.entry && lhs.exits == rhs.exits && lhs.lead == rhs.lead
  }

  /// This map, then `next` after each of its exits.
  func then(_ next: FlowMap) -> FlowMap {
    guard !screens.isEmpty else {
      // Loads before a navigation: their words go on the ways into it.
      var map = next
      map.lead = [lead, next.lead].compactMap { $0 }.joined(separator: ", ")
      return map
    }
    var map = self
    guard !next.screens.isEmpty else { return map.relabelingExits(with: next.lead) }
    let (entry, exits) = map.adding(next)
    for exit in self.exits {
      map.ways.append(Way(from: exit.screen, to: entry, label: Self.label(exit.label, next.lead), kind: .push))
    }
    map.exits = exits
    return map
  }

  /// This map, then one of `cases` after each of its exits, each way named by its case.
  func branching(_ cases: [(label: String, map: FlowMap)]) -> FlowMap {
    var map = self
    var exits: [Exit] = []
    for (label, next) in cases {
      guard !next.screens.isEmpty else {
        // A case that only loads: it ends where the branch was, with no way of its own to draw.
        exits += self.exits.map { Exit(screen: $0.screen, label: Self.label("\($0.label): \(label)", next.lead)) }
        continue
      }
      let (entry, nextExits) = map.adding(next)
      for exit in self.exits {
        map.ways.append(
          Way(
            from: exit.screen, to: entry, label: Self.label("\(exit.label): \(label)", next.lead), kind: .push,
            branchCase: label))
      }
      exits += nextExits
    }
    map.exits = exits
    return map
  }

  /// The same map with the words of the loads after it on its exits.
  private func relabelingExits(with lead: String?) -> FlowMap {
    var map = self
    map.exits = exits.map { Exit(screen: $0.screen, label: Self.label($0.label, lead)) }
    return map
  }

  /// A way's label, with the words of the loads on the way.
  private static func label(_ label: String, _ lead: String?) -> String {
    guard let lead, !lead.isEmpty else { return label }
    return "\(label), \(lead)"
  }

  /// The map of the recursion marked `recursion`: ways to its placeholders lead back to this
  /// map's first screen; those of a recursion around it stay for that one to close.
  func closingRecursion(_ recursion: ScreenMark) -> FlowMap {
    var map = self
    map.ways = ways.map { way in
      references.contains(way.to) && marks[way.to] == recursion
        ? Way(from: way.from, to: entry, label: way.label, kind: way.kind, branchCase: way.branchCase) : way
    }
    return map
  }

  /// Adds `other`'s screens and ways; answers where its entry and exits now are.
  private mutating func adding(_ other: FlowMap) -> (entry: Int, exits: [Exit]) {
    let offset = screens.count
    screens += other.screens
    marks += other.marks
    ways += other.ways.map { $0.moved(by: offset) }
    references.formUnion(other.references.map { $0 + offset })
    return (other.entry + offset, other.exits.map { Exit(screen: $0.screen + offset, label: $0.label) })
  }

  // MARK: - Drawing

  /// The map as a Mermaid `flowchart` (GitHub renders it): a node a screen, named by its title
  /// (by its path where screens share a name); modal ways dotted.
  public var mermaid: String {
    var lines = ["flowchart TD"]
    for (index, name) in uniqueNames.enumerated() where !references.contains(index) {
      lines.append("  s\(index)[\"\(Self.mermaidText(name))\"]")
    }
    for way in ways {
      let arrow = way.kind == .push ? "-->" : "-.->"
      lines.append("  s\(way.from) \(arrow)|\"\(Self.mermaidText(way.label))\"| s\(way.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The map in Graphviz DOT.
  public var dot: String {
    var lines = ["digraph flow {", "  node [shape=box];"]
    for (index, name) in uniqueNames.enumerated() where !references.contains(index) {
      lines.append("  s\(index) [label=\(Self.dotText(name))];")
    }
    for way in ways {
      let style = way.kind == .push ? "" : ", style=dashed"
      lines.append("  s\(way.from) -> s\(way.to) [label=\(Self.dotText(way.label))\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text inside a Mermaid label: quotes and control characters as entities, so no name can
  /// break the chart.
  private static func mermaidText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "#": result += "#35;"
      case _ where scalar.properties.generalCategory == .control: result += "#\(scalar.value);"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A DOT string literal.
  private static func dotText(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": result += "\\" + String(scalar)
      case _ where scalar.properties.generalCategory == .control: result += "\\\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
