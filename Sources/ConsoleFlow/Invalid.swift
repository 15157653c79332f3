/// A parse function's answer to input it cannot take: the message tells the user what to type.
///
/// ```swift
/// guard let year = Int(text) else { throw Invalid("A year is a number, such as 1984.") }
/// ```
public struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
