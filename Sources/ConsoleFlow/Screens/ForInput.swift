/// A screen's word for its input: one value for every input, or one made from each.
///
/// A title is written as text, or made from the input with ``from(_:)``; a text names the screen
/// on its flow's map too. A table's columns are written as an array, or made from the input (a
/// query's result says its own).
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
/// let chooseAlbum = Screen<Artist, Album>.list(
///   title: .from { $0.name }, rows: .held { $0.albums }, label: { $0.title })
/// ```
public struct ForInput<Input, Value: Sendable>: Sendable {
  /// The value every input has, when it is one.
  let fixed: Value?
  let make: @Sendable (Input) -> Value

  /// The same value for every input.
  ///
  /// - Parameter value: The value, a title's text say.
  public init(_ value: Value) {
    fixed = value
    make = { _ in value }
  }

  /// A value made from each input: a title from the artist shown.
  ///
  /// - Parameter make: The value for an input.
  /// - Returns: The value made from each input.
  public static func from(_ make: @escaping @Sendable (Input) -> Value) -> ForInput {
    ForInput(fixed: nil, make: make)
  }

  private init(fixed: Value?, make: @escaping @Sendable (Input) -> Value) {
    self.fixed = fixed
    self.make = make
  }

  /// The value for `input`.
  func callAsFunction(_ input: Input) -> Value { make(input) }
}

extension ForInput: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
  ExpressibleByStringLiteral, ExpressibleByStringInterpolation
where Value == String {
  /// A text for every input: `title: "Artists"`.
  public init(stringLiteral text: String) { self.init(text) }
}

extension ForInput: ExpressibleByArrayLiteral where Value: RangeReplaceableCollection {
  /// The same elements for every input: a table's `columns: [TableColumn("Name", \.name)]`.
  public init(arrayLiteral elements: Value.Element...) { self.init(Value(elements)) }
}
