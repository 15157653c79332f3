@_spi(Flows) import ConsoleFlow
import Pick

// How `flows pick`'s options make a query match.
extension PickCommand {
  /// How queries match, from the options.
  func searchOptions() throws -> ListFilter.Options {
    let caseMatching: ListFilter.Options.CaseMatching =
      switch caseMatching {
      case .smartCase: .smart
      case .ignoreCase: .ignore
      case .noIgnoreCase: .respect
      }
    return ListFilter.Options(caseMatching: caseMatching, exact: exact, fields: try fields(nth)?.searched, ranked: sort)
  }

  /// The fields `expression` names, split at the delimiter; nil without one.
  private func fields(_ expression: String?) throws -> Fields? {
    guard let expression else { return nil }
    return try Self.readable { () throws(Fields.Invalid) in try Fields(expression, delimiter: delimiter) }
  }
}
