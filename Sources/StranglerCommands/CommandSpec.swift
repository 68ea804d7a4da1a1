/// One option a command accepts: the single table its parser reads and its
/// usage and help are generated from, so the two cannot drift apart.
///
/// Options are data, not code, so another executable (or a new option such as
/// `--shell`) reuses them by listing them in its `CommandSpec`.
public struct OptionSpec: Sendable, Equatable {
  /// How an option takes its value.
  public enum Kind: Sendable, Equatable {
    /// `--json`: present or not.
    case flag
    /// `--html OUT`: one value; the last one given wins.
    case value(placeholder: String)
    /// `--flag module=front`: a value, repeatable.
    case repeated(placeholder: String)
    /// `--shadow [PERCENT]`: present or not, with a value if the next argument is not an option.
    case optionalValue(placeholder: String)
  }

  /// The long name, with its dashes: `--json`.
  public var name: String
  /// How it takes a value.
  var kind: Kind
  /// One line for the help.
  var help: String

  /// Whether it takes a value.
  var takesValue: Bool { kind != .flag }

  /// `--json`, `--html OUT`, `--flag module=front…`.
  var synopsis: String {
    switch kind {
    case .flag: name
    case .value(let placeholder): "\(name) \(placeholder)"
    case .repeated(let placeholder): "\(name) \(placeholder)…"
    case .optionalValue(let placeholder): "\(name) [\(placeholder)]"
    }
  }
}

/// A positional argument of a command, for the help's ARGUMENTS section.
public struct ArgumentSpec: Sendable, Equatable {
  /// As the usage shows it: `FILE…`.
  public var name: String
  /// One line for the help.
  var help: String
}

/// A command: its name, positional arguments, options and a summary. Its
/// usage line and `--help` text are generated from the same options that
/// `Arguments` accepts for it (see `Help`).
public struct CommandSpec: Sendable {
  /// The executable: `strangler`, or a single-front build (`strangler-legacy`).
  var program = "strangler"
  /// The words after the program: `run`, `ab merge`; empty for the interactive app.
  public var name: String
  /// The positional part of the usage: `FILE…`, `[FILE…]`.
  var positional: String
  /// One line: what the command does.
  public var summary: String
  /// Every option, in the order the help lists them (`--help` and `--version` are implied).
  var options: [OptionSpec]
  /// Groups of options of which at most one may be given (`--json`, `--markdown`).
  var exclusive: [[String]] = []
  /// More text for `--help`: paragraphs separated by blank lines (reflowed to
  /// the width); a line starting with two spaces is kept as it is.
  var discussion: String = ""
  /// The positional arguments, described (the ARGUMENTS section).
  var arguments: [ArgumentSpec] = []

  /// The options every command takes without listing them.
  public static let implied: [OptionSpec] = [
    OptionSpec(name: "--help", kind: .flag, help: "show this help (also -h, or `help COMMAND`)"),
    OptionSpec(name: "--version", kind: .flag, help: "print the version"),
  ]

  /// `strangler run FILE… [--front F] …`, options in table order, exclusive ones joined with `|`.
  var usage: String { usageParts.joined(separator: " ") }

  /// The usage's words: program, command, positional, then each option group (`[--json|--markdown]`).
  var usageParts: [String] {
    var parts = [program]
    if !name.isEmpty { parts.append(name) }
    if !positional.isEmpty { parts.append(positional) }
    var done: Set<String> = []
    for option in options where !done.contains(option.name) {
      if let group = exclusive.first(where: { $0.contains(option.name) }) {
        let members = options.filter { group.contains($0.name) }
        parts.append("[" + members.map(\.synopsis).joined(separator: "|") + "]")
        done.formUnion(group)
      } else {
        parts.append("[\(option.synopsis)]")
        done.insert(option.name)
      }
    }
    return parts
  }

  /// This command as `program` offers it (a single-front build's `run`).
  public func offered(by program: String) -> CommandSpec {
    var spec = self
    spec.program = program
    return spec
  }

  /// This command without the options named in `names` (a single-front
  /// build has no other front to shadow with).
  public func without(_ names: Set<String>) -> CommandSpec {
    var spec = self
    spec.options.removeAll { names.contains($0.name) }
    spec.exclusive = spec.exclusive.map { $0.filter { !names.contains($0) } }
    return spec
  }

  /// The `--help` text at 80 columns (see `Help`), its subcommands found among `Usage.commands`.
  public var help: String { help(width: 80, among: Usage.commands) }

  /// The `--help` text wrapped to `width`; `commands` are the command line's,
  /// among which this one's subcommands (`ab merge` for `ab`) are found.
  public func help(width: Int, among commands: [CommandSpec]) -> String {
    let subcommands = name.isEmpty ? [] : commands.filter { $0.name.hasPrefix(name + " ") }
    return Help.command(self, subcommands: subcommands, width: width)
  }

  /// The option named `name`, if this command has it.
  public func option(_ name: String) -> OptionSpec? {
    options.first { $0.name == name } ?? Self.implied.first { $0.name == name }
  }
}

/// "Did you mean …?": the closest of `candidates` to `word`, when it is close
/// enough to be a likely typo (edit distance at most a third of its length, and at most 3).
public enum Suggestion {
  /// The best candidate, or nil.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Edit distance by characters, a swap of two neighbours counting as one
  /// edit (optimal string alignment: `falgs` is one edit from `flags`);
  /// inputs are cut to 64 characters so a hostile argument costs nothing.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(64))
    let b = Array(b.prefix(64))
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// `. Did you mean '--frames'?`, or nothing: it follows the message it completes.
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { ". Did you mean '\($0)'?" } ?? ""
  }
}
