extension Screen where Output: Sendable {
  /// A menu: the list screen over a few choices, such as an enum's cases, or actions made from
  /// the input that carry what they act on, so the screens after it get the input with the
  /// choice, with no tuple in between.
  ///
  /// ```swift
  /// let chooseCreature = Screen<Dream, Creature>.menu(
  ///   title: "Creature", choices: .init(Creature.allCases), label: { $0.name })
  ///
  /// enum AlbumAction: Sendable {
  ///   case play(Album), buy(Album)
  /// }
  ///
  /// let albumMenu = Screen<Album, AlbumAction>.menu(
  ///   title: .from { $0.title }, choices: .from { album in [.play(album), .buy(album)] },
  ///   label: { action in
  ///     switch action {
  ///     case .play: "Play"
  ///     case .buy: "Buy"
  ///     }
  ///   })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The menu's title: a text, which also names it on its flow's map, or one made
  ///     from the input.
  ///   - choices: What it offers, in order: the same for every input, or made from it.
  ///   - label: A choice's name, as the menu lists it and a typed name chooses it.
  public static func menu(
    title: ForInput<Input, String>, choices: ForInput<Input, [Output]>,
    label: @escaping @Sendable (Output) -> String
  ) -> Screen {
    Screen<TitledChoices<Output>, Output>.list(title: .from { $0.title }, rows: .input, label: label)
      .pullback { input in TitledChoices(title: title(input), choices: choices(input)) }
      .shaped(name: title.fixed ?? "Menu of \(TypeName.of(Output.self))", yields: "choose")
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
