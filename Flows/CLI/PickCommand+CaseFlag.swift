import ArgumentParser

extension PickCommand {
  /// fzf's case options, the last given counting.
  enum CaseFlag: String, EnumerableFlag {
    case smartCase, ignoreCase, noIgnoreCase

    static func name(for value: CaseFlag) -> NameSpecification {
      value == .ignoreCase ? [.customShort("i"), .long] : .long
    }
  }
}
