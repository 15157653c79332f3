/// Where a list's or a table's rows come from: its input, something its input holds, or rows
/// still arriving.
///
/// ```swift
/// let chooseArtist = Screen<[Artist], Artist>.list(title: "Artists", rows: .input, label: { $0.name })
/// let chooseAlbum = Screen<Artist, Album>.list(
///   title: .from { $0.name }, rows: .held { $0.albums }, label: { $0.title })
/// ```
public struct Rows<Input: Sendable, Row: Sendable>: Sendable {
  /// The list screen on these rows.
  let list: @Sendable (ListWords<Input, Row>) -> Screen<Input, Row>
  /// The table screen on these rows.
  let table: @Sendable (TableWords<Input, Row>) -> Screen<Input, Row>

  /// Rows the input holds in memory: an artist's albums. Any random-access collection, a lazy
  /// one read only where it is shown.
  ///
  /// - Parameter rows: The rows an input holds.
  /// - Returns: Rows read from each input.
  public static func held<Held: RandomAccessCollection & Sendable>(
    _ rows: @escaping @Sendable (Input) -> Held
  ) -> Rows where Held.Element == Row, Held.Index == Int {
    Rows(list: { .heldList($0, elements: rows) }, table: { .heldTable($0, rows: rows) })
  }

  /// Rows still arriving: the screen shows as soon as its first page is full, and its status
  /// says how many arrived so far. A filter applies to what arrived and to what arrives after;
  /// `:next` past the last row arrived, or a name typed before all are in, waits for them (with
  /// progress at a terminal, and Ctrl-C to stop waiting).
  ///
  /// ```swift
  /// let chooseInvoice = Screen<Artist, Invoice>.table(
  ///   title: .from { $0.name }, columns: [TableColumn("Total") { .decimal($0.total) }],
  ///   rows: .arriving { _ in ElementStream("Loading invoices") { AsyncStream<Invoice> { $0.finish() } } })
  /// ```
  ///
  /// - Parameters:
  ///   - rows: An input's rows, as they arrive.
  ///   - queried: The input's rows as their source selects them for a ``TableQuery`` (a
  ///     database's ORDER BY and WHERE): when present, a table's `:sort` and `/text` read the
  ///     rows again as asked, the first page at once, rather than sorting and filtering every
  ///     row read. A list filters the rows arrived and does not ask.
  /// - Returns: Rows read from each input as they arrive.
  public static func arriving(
    _ rows: @escaping @Sendable (Input) -> ElementStream<Row>,
    queried: (@Sendable (Input, TableQuery) -> ElementStream<Row>)? = nil
  ) -> Rows {
    Rows(
      list: { .streamedList($0, elements: rows) },
      table: { .streamedTable($0, rows: rows, queriedRows: queried) })
  }
}

extension Rows where Input: RandomAccessCollection, Input.Element == Row, Input.Index == Int {
  /// The input is the rows: a list of artists given the artists.
  public static var input: Rows { held { $0 } }
}

extension Rows where Input == ElementStream<Row> {
  /// The input is the rows, still arriving.
  public static var input: Rows { arriving { $0 } }
}
