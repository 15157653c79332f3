import ConsoleFlow
import GRDB

/// One row of a table or view, as a page holds it: the key that finds it again, the label that
/// names it, and its columns' values as their cells show them (never more of a long value).
public struct SQLRow: Sendable {
  let relation: Relation
  /// Its key, as SQLite compares it: its rowid, its primary key's values, or its place in a view.
  let key: [ExactValue]
  /// How it is named: typed to choose it, the part of a path that opens it again (``RowLabel``).
  let label: String
  /// Its value in the column its listing is sorted by, whole, if it is the last row of its page:
  /// where the next page starts.
  let orderValue: ExactValue?
  /// Its columns' values as a page shows them, in the relation's order.
  let values: [ShownValue]
  /// The labels of the rows its keys point at (``KeyLabel``), by column index.
  var keyLabels: [Int: String] = [:]
  /// The listing it was read in, where its screen reads more of it.
  let reader: RowReader?

  /// The value of the column called `name`, as the page shows it.
  func value(of name: String) -> ShownValue? {
    relation.columns.firstIndex { $0.lowercased() == name.lowercased() }.map { values[$0] }
  }

  /// Its label as a title shows it: a long key cut.
  var shortLabel: String {
    label.count > Self.longestTitle ? label.prefix(Self.longestTitle - 1) + "…" : label
  }

  private static let longestTitle = 60
}

/// A table with the count of its rows, as the first screen lists it.
public struct CountedRelation: Sendable {
  let relation: Relation
  /// How many rows it has, as far as a bounded count tells; nil when SQLite cannot read it (a
  /// broken view).
  let count: RowCount?
  /// Why SQLite could not count it (a damaged page: "database disk image is malformed").
  var problem: String? = nil
}
