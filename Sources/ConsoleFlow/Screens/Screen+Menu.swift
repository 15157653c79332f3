extension Screen where Output: Sendable {
  /// A menu of fixed choices, such as an enum's cases: the list screen over `choices`, titled
  /// from the input.
  ///
  /// ```swift
  /// let chooseCreature = Screen<Dream, Creature>.menu(title: { _ in "Creature" }, choices: Creature.allCases, label: { $0.name })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The menu's title for its input.
  ///   - choices: What it offers, in order.
  ///   - label: A choice's name, as the menu lists it and a typed name chooses it.
  public static func menu(
    title: @escaping @Sendable (Input) -> String, choices: [Output], label: @escaping @Sendable (Output) -> String
  ) -> Screen {
    menu(title: title, choices: { _ in choices }, label: label)
  }

  /// A menu whose choices are made from its input: actions that carry what they act on, so the
  /// screens after it get the input with the choice, with no tuple in between.
  ///
  /// ```swift
  /// enum AlbumAction: Sendable {
  ///   case play(Album), buy(Album)
  /// }
  ///
  /// let albumMenu = Screen<Album, AlbumAction>.menu(
  ///   title: { $0.title }, choices: { album in [.play(album), .buy(album)] },
  ///   label: { action in
  ///     switch action {
  ///     case .play: "Play"
  ///     case .buy: "Buy"
  ///     }
  ///   })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The menu's title for its input.
  ///   - choices: What it offers for its input, in order.
  ///   - label: A choice's name, as the menu lists it and a typed name chooses it.
  public static func menu(
    title: @escaping @Sendable (Input) -> String, choices: @escaping @Sendable (Input) -> [Output],
    label: @escaping @Sendable (Output) -> String
  ) -> Screen {
    Screen<TitledChoices<Output>, Output>.list(title: { $0.title }, label: label)
      .pullback { input in TitledChoices(title: title(input), choices: choices(input)) }
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
