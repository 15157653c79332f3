/// `flows pick`'s arguments read as fzf reads its own (`src/options.go`), then spelt out for the
/// parser, which sees only long options, each value after its option (which takes whatever
/// follows it, an empty text too): a value written
/// against its short option (`-fQUERY`, `-d,`, `-n2`), a value that looks like an option (`-q
/// -x`, `-f'^he hehe'`), the spellings with a plus (`+i`, `+s`). fzf takes no bundles, so `-ie`
/// is refused as it refuses it, never read as `-i -e`; a query is never read as `-h`.
enum PickArguments {
  /// Arguments fzf would refuse: the reason, in words.
  struct Refused: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// The long options that take a value.
  static let valued: Set<String> = [
    "--query", "--filter", "--delimiter", "--nth", "--with-nth", "--preview", "--prompt", "--header", "--live",
    "--history-key", "--remember", "--history",
  ]

  /// fzf's short options that take a value, given apart or written against them.
  static let shortValued: [Character: String] = ["q": "--query", "f": "--filter", "d": "--delimiter", "n": "--nth"]

  /// The short and plus spellings of flags, as their long ones.
  static let flags: [String: String] = [
    "-e": "--exact", "+e": "--no-exact", "-i": "--ignore-case", "+i": "--no-ignore-case", "-m": "--multi",
    "+m": "--no-multi", "-1": "--select-1", "+1": "--no-select-1", "-0": "--exit-0", "+0": "--no-exit-0",
    "-s": "--sort", "+s": "--no-sort", "-x": "--extended", "--extended": "--extended", "-h": "--help",
  ]

  /// fzf's options `flows pick` does not have, with why: refused in words rather than ignored.
  static let unsupported: [String: String] = [
    "+x": "every query is read in fzf's extended syntax (+x, --no-extended, is not supported)",
    "--no-extended": "every query is read in fzf's extended syntax (+x, --no-extended, is not supported)",
  ]

  /// `arguments` spelt out as long options, each value the argument after its option; after
  /// `--`, every word is a file, as it stands.
  static func spelledOut(_ arguments: [String]) throws(Refused) -> [String] {
    var spelled: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        return spelled + ["--"] + arguments[index...]
      }
      if let reason = unsupported[argument] { throw Refused(description: reason) }
      if let long = flags[argument] {
        // Sorting and the extended syntax are on unless turned off: saying so changes nothing.
        if long != "--extended" { spelled.append(long) }
        continue
      }
      if argument.hasPrefix("--") {
        let name = String(argument.prefix { $0 != "=" })
        if valued.contains(name) && name == argument {
          guard index < arguments.count else { throw Refused(description: "\(name) needs a value") }
          spelled += [name, arguments[index]]
          index += 1
        } else if valued.contains(name) {
          spelled += [name, String(argument.dropFirst(name.count + 1))]
        } else if name == "--multi" || name == "--sort" {
          // fzf's optional number: how many lines --multi may choose; --sort's is ignored.
          let (value, next) = optionalNumber(after: argument, at: index, in: arguments)
          index = next
          if name == "--multi", let value { throw Refused(description: multiLimit(value)) }
          spelled.append(name)
        } else {
          spelled.append(argument)
        }
        continue
      }
      guard argument.count > 1, let first = argument.first, first == "-" || first == "+" else {
        // A word that is no option: the file of lines.
        spelled.append(argument)
        continue
      }
      let letter = argument[argument.index(after: argument.startIndex)]
      let rest = String(argument.dropFirst(2))
      if first == "-", let long = shortValued[letter] {
        if rest.isEmpty {
          guard index < arguments.count else { throw Refused(description: "\(argument) needs a value") }
          spelled += [long, arguments[index]]
          index += 1
        } else {
          spelled += [long, rest]
        }
      } else if argument.hasPrefix("-m"), rest.allSatisfy(\.isNumber) {
        throw Refused(description: multiLimit(rest))
      } else if argument.hasPrefix("-s") {
        // fzf reads any -s… as --sort.
        spelled.append("--sort")
      } else {
        throw Refused(description: "unknown option: \(argument)")
      }
    }
    return spelled
  }

  /// Why `--multi=N` is refused: fzf's limit on how many lines are chosen.
  private static func multiLimit(_ value: String) -> String {
    "--multi takes no limit here (-m\(value), --multi=\(value)): flows pick chooses any number of lines"
  }

  /// The number an option such as `--multi` may take: after `=`, or the next argument when it
  /// starts with a digit (as fzf's `optionalNumeric`); and the index after what was read.
  private static func optionalNumber(after argument: String, at index: Int, in arguments: [String]) -> (
    String?, Int
  ) {
    if let equals = argument.firstIndex(of: "=") { return (String(argument[argument.index(after: equals)...]), index) }
    if index < arguments.count, arguments[index].first?.isNumber == true { return (arguments[index], index + 1) }
    return (nil, index)
  }
}
