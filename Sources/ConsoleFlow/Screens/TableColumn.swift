/// A column of a table screen: its title and the typed cell it shows for a row.
///
/// ```swift
/// let columns: [TableColumn<Track>] = [
///   TableColumn("Name", \.name),
///   TableColumn("Length") { .duration(.seconds($0.seconds)) },
///   TableColumn("Composer", \.composer),
/// ]
/// ```
public struct TableColumn<Row>: Sendable {
  /// The column's title: the header shows it, and `:sort` names the column by it (ignoring case).
  package let title: String
  /// The cell the column shows for a row.
  package let cell: @Sendable (Row) -> Cell

  /// A column titled `title` whose cells `cell` makes.
  public init(_ title: String, _ cell: @escaping @Sendable (Row) -> Cell) {
    self.title = title
    self.cell = cell
  }

  /// A column of text.
  public init(_ title: String, _ text: KeyPath<Row, String> & Sendable) {
    self.init(title) { .text($0[keyPath: text]) }
  }

  /// A column of text that may be absent.
  public init(_ title: String, _ text: KeyPath<Row, String?> & Sendable) {
    self.init(title) { $0[keyPath: text].map(Cell.text) ?? .absent }
  }

  /// A column of whole numbers.
  public init(_ title: String, _ number: KeyPath<Row, Int> & Sendable) {
    self.init(title) { .integer($0[keyPath: number]) }
  }

  /// A column of whole numbers that may be absent.
  public init(_ title: String, _ number: KeyPath<Row, Int?> & Sendable) {
    self.init(title) { $0[keyPath: number].map(Cell.integer) ?? .absent }
  }
}
