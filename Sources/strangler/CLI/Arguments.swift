/// A small, strict argument reader: options may come before or after the
/// files, `--name value` and `--name=value` both work, and anything unknown
/// is an error naming it.
struct Arguments {
  private var remaining: [String]
  private(set) var positional: [String] = []

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// Removes every `--name` flag; returns how many there were.
  mutating func flag(_ name: String) -> Bool {
    let before = remaining.count
    remaining.removeAll { $0 == name }
    return remaining.count != before
  }

  /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    var values: [String] = []
    var kept: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
          throw UsageError(message: "\(name) needs a value")
        }
        values.append(remaining[index + 1])
        index += 2
        continue
      }
      if argument.hasPrefix(name + "=") {
        values.append(String(argument.dropFirst(name.count + 1)))
      } else {
        kept.append(argument)
      }
      index += 1
    }
    remaining = kept
    return values
  }

  /// The last value of `--name`, if given.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    try values(name).last
  }

  /// What is left must be positional; an unknown option is an error.
  mutating func finish() throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError(message: "unknown option '\(unknown)'")
    }
    positional = remaining
    return remaining
  }
}
