/// The weights of the ranking (``Rank``), each with why it has its size. A term earns points
/// for each of its letters by where the letter stands, on fzf's scale (`src/algo/algo.go`: 16
/// a letter, about half that for a word start, small gap penalties), and the list's own points
/// for what fzf does not look at: a whole word, the line's name, a term that crosses into the
/// next part of the line; the line then earns points for how much of its parts the terms cover
/// and for terms that stand side by side.
enum Ranking {
  // MARK: A term's letters (fzf's scale)

  /// Each letter found: the unit the rest are weighed against.
  static let letter: Int32 = 16
  /// A letter that starts a word after white space or at the start: the strongest start, as in
  /// fzf (a name's first letters are what people type).
  static let startAfterSpace: Int32 = 10
  /// A letter that starts a word after `/`, `,`, `:`, `;` or `|`: a path's part, a field.
  static let startAfterDelimiter: Int32 = 9
  /// A letter that starts a word after other punctuation (`(`, `-`, `.`).
  static let startAfterPunctuation: Int32 = 8
  /// A hump of a camelCase name (`Pattern` in `SearchPattern`, `End` in `REPLEnd`), or digits
  /// after letters: a word start that has no gap before it, so a little less (fzf's camel123).
  static let hump: Int32 = 7
  /// A letter right after the one before, at the least: runs of letters beat scattered ones.
  static let together: Int32 = 4
  /// How many times its start counts for a term's first letter: where a person's term begins is
  /// what they looked at first.
  static let firstLetterTimes: Int32 = 2
  /// A gap between two letters of a term: opening it costs this much...
  static let gapOpening: Int32 = -3
  /// ...and each letter skipped after the first, so that the bonus of a word start is spent
  /// after some eight letters (fzf's balance).
  static let gapLetter: Int32 = -1
  /// Each word skipped between two runs of a term that both start words (`lz` in "Led Big
  /// Zeppelin"): a name's initials are counted in words, not in the letters of the words
  /// between, so a long word does not hide the initials of "Maracatu Atômico Ragga Mix".
  static let gapWord: Int32 = -3

  // MARK: A term where it stands

  /// A term that stands together from a word's start (the word's beginning, or all of it): a
  /// person types a name as it begins, and a term split over several words is only a guess at
  /// initials, so this outweighs what a split one can earn by covering its words.
  static let wordStart: Int32 = 24

  /// A term that is a whole word, from its start to its end: a person who types a whole word
  /// means that word more than a longer one it starts.
  static let wholeWord: Int32 = 8
  /// A term that starts the first word of its part (the line, a path's part, a table's cell):
  /// names are looked for by their beginnings.
  static let partStart: Int32 = 4
  /// A term in the line's name: its last part (a path's file, the track of "Artist / Album /
  /// Track"), a table's key cell. Other parts describe the line; its name is what is chosen.
  static let name: Int32 = 8
  /// A term whose letters cross from one part of the line into the next: a term is typed for
  /// one name, and such a match is mostly chance.
  static let crossing: Int32 = -8

  // MARK: The line as a whole

  /// Spread over the share of the words of the parts the terms stand in that the terms name
  /// (start, or are): a line that is nothing but what was typed ("iron maiden" for `maiden
  /// iron`, the initials of every word) is the one meant, a part with more words besides less so.
  static let coverage: Int32 = 16
  /// Two terms in neighbouring words of one part, in either order: typed together, meant
  /// together (`Change 5 to`: the 5 beside Change, not the one in a hash).
  static let neighbours: Int32 = 8
  /// The same, in the query's order: a phrase typed as it reads.
  static let phrase: Int32 = 2

  // MARK: What was chosen before

  /// An item chosen before for the query typed (``ChoiceMemory``) comes before every item the
  /// terms rank, whatever they earned (a few hundred points at most)...
  static let remembered: Int32 = 1 << 24
  /// ...and among those, the heavier first: a choice's weight (1 when just made, halving every
  /// two weeks) in 1/1024ths, fine enough to tell a day's fading apart.
  static let rememberedWeight: Double = 1_024
}
