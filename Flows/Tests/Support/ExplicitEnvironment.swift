import Subprocess

extension Environment {
  /// Exactly `variables`, nothing inherited: a test's child sees what the test wrote out.
  public static func exactly(_ variables: [String: String]) -> Environment {
    .custom(Dictionary(uniqueKeysWithValues: variables.map { (Key(stringLiteral: $0.key), $0.value) }))
  }
}
