import TextSurface

/// A small, strict argument reader over one command's option table
/// (`CommandSpec`): options may come before or after the files, `--name value`
/// and `--name=value` both work, `--` ends the options, and anything not in
/// the table is an error naming it, with the closest option suggested.
///
/// A command may only ask for options its table lists (a programming error
/// otherwise), so the usage generated from the table is the truth.
public struct Arguments {
  /// The command whose options these are.
  let spec: CommandSpec
  private var remaining: [String]
  /// Arguments after `--`: positional whatever they look like.
  private var literal: [String] = []
  /// The options found so far.
  private var given: Set<String> = []

  public init(_ arguments: [String], spec: CommandSpec) {
    self.spec = spec
    if let separator = arguments.firstIndex(of: "--") {
      remaining = Array(arguments[..<separator])
      literal = Array(arguments[(separator + 1)...])
    } else {
      remaining = arguments
    }
  }

  private func declared(_ name: String) {
    precondition(spec.option(name) != nil, "\(name) is not in the option table of '\(spec.name)'")
  }

  /// Removes every `--name` flag; returns whether there was one.
  public mutating func flag(_ name: String) -> Bool {
    declared(name)
    let before = remaining.count
    remaining.removeAll { $0 == name }
    if remaining.count != before { given.insert(name) }
    return remaining.count != before
  }

  /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
  public mutating func values(_ name: String) throws(UsageError) -> [String] {
    declared(name)
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
    if !values.isEmpty { given.insert(name) }
    return values
  }

  /// `--name [VALUE]`: nil when absent; `.some(nil)` when given without a
  /// value; the value of `--name=VALUE`, or of `--name VALUE` when the next
  /// argument does not start with `-`. The last one given wins.
  public mutating func optionalValue(_ name: String) -> String?? {
    declared(name)
    var found: String?? = nil
    var kept: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        if index + 1 < remaining.count, !remaining[index + 1].hasPrefix("-") {
          found = .some(remaining[index + 1])
          index += 2
        } else {
          found = .some(nil)
          index += 1
        }
        continue
      }
      if argument.hasPrefix(name + "=") {
        found = .some(String(argument.dropFirst(name.count + 1)))
      } else {
        kept.append(argument)
      }
      index += 1
    }
    remaining = kept
    if found != nil { given.insert(name) }
    return found
  }

  /// The last value of `--name`, if given.
  public mutating func value(_ name: String) throws(UsageError) -> String? {
    try values(name).last
  }

  /// The last value of `--name` as a whole number within `range`, if given.
  public mutating func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = try value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        message: "\(name) takes a whole number in \(range.lowerBound)...\(range.upperBound), found \(Echo.quoted(text))"
      )
    }
    return number
  }

  /// What is left must be positional; an unknown option is an error that
  /// suggests the closest one. Also checks the table's exclusive groups.
  public mutating func finish() throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      let name = String(unknown.prefix { $0 != "=" })
      let names = (spec.options + CommandSpec.implied).map(\.name)
      throw UsageError(message: "unknown option \(Echo.quoted(unknown))" + Suggestion.hint(for: name, in: names))
    }
    for group in spec.exclusive where group.filter(given.contains).count > 1 {
      throw UsageError(message: "choose one of " + group.joined(separator: ", "))
    }
    return remaining + literal
  }
}

/// User text echoed in a message: made harmless for a terminal (controls
/// become visible symbols, bidi overrides `�`) and cut to a bounded length,
/// so a hostile or huge argument or path cannot take over the screen or the log.
public enum Echo {
  /// The most characters of one echoed value.
  public static let limit = 120

  /// `text` made safe and bounded, without quotes.
  public static func text(_ text: String) -> String {
    let safe = String(text.prefix(limit + 1)).terminalSafe
    return safe.count > limit ? String(safe.prefix(limit)) + "…" : safe
  }

  /// `'text'`, made safe and bounded.
  public static func quoted(_ text: String) -> String { "'" + Self.text(text) + "'" }
}
