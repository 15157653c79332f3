extension Screen where Output: Sendable {
  /// A menu of fixed choices, such as an enum's cases: the list screen over `choices`, titled
  /// from the input.
  ///
  /// ```swift
  /// let chooseCreature = Screen<Dream, Creature>.menu(title: { _ in "Creature" }, choices: Creature.allCases, label: { $0.name })
  /// ```
  public static func menu(
    title: @escaping @Sendable (Input) -> String, choices: [Output], label: @escaping @Sendable (Output) -> String
  ) -> Screen {
    Screen<TitledChoices<Output>, Output>.list(title: { $0.title }, label: label)
      .pullback { input in TitledChoices(title: title(input), choices: choices) }
      .shaped(name: "Menu of \(TypeName.of(Output.self))", yields: "choose")
  }
}

/// Choices with the title of the menu that offers them.
struct TitledChoices<Choice: Sendable>: RandomAccessCollection, Sendable {
  let title: String
  let choices: [Choice]
  var startIndex: Int { 0 }
  var endIndex: Int { choices.count }
  subscript(position: Int) -> Choice { choices[position] }
}
