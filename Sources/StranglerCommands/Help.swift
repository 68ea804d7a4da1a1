/// Help in the shape of swift-argument-parser's, generated from the
/// commands' declarations (`CommandSpec`, `OptionSpec`, `ArgumentSpec`):
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, then the discussion,
/// every line wrapped to the width (80 columns, or the terminal's), and a
/// final newline. A command added to a command line's list appears in its
/// help with nothing else to write.
public enum Help {
  /// The column option and subcommand descriptions start at, as swift-argument-parser's do.
  static let labelColumn = 26

  /// The width help is wrapped to: `$COLUMNS` when it is a number, else the
  /// terminal's width, else 80; never under 40, so a tiny window still reads.
  public static func width(environment: [String: String], console: Console) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return max(40, columns) }
    return max(40, console.columns ?? 80)
  }

  /// `PROGRAM --help`: what the program is, one short usage line per command,
  /// the options of `root` (the program without a command, if it does
  /// something), each command as a subcommand, then `discussion`.
  static func overview(
    program: String, summary: String, root: CommandSpec?, commands: [CommandSpec], discussion: String, width: Int
  ) -> String {
    var out = section(
      "OVERVIEW: ",
      wrap(
        summary
          + (root.map { " Without a command: " + $0.summary.prefix(1).lowercased() + $0.summary.dropFirst() } ?? ""),
        width: width - 10))
    var usages: [String] = []
    if let root { usages.append(short(root, program: program)) }
    usages += commands.map { short($0, program: program) }
    usages.append("\(program) help [COMMAND]")
    out += "\nUSAGE: " + usages.joined(separator: "\n       ") + "\n"
    if let root, !root.arguments.isEmpty { out += "\nARGUMENTS:\n" + arguments(root, width: width) }
    out += "\nOPTIONS:\n" + options(root?.options ?? [], program: program, command: nil, width: width)
    out += "\nSUBCOMMANDS:\n"
    // Nested commands (`ab merge`) are listed by their parent's help.
    for command in commands where !command.name.contains(" ") {
      out += entry(command.name, command.summary, width: width)
    }
    out += entry("help", "Show the help of a command (also COMMAND --help).", width: width)
    out += "\n  See '\(program) help <subcommand>' for detailed help.\n"
    if !discussion.isEmpty { out += "\n" + paragraphs(discussion, width: width) }
    return out
  }

  /// `PROGRAM COMMAND --help`: its summary, its whole usage wrapped under
  /// itself, its arguments, its options (then `--help` and `--version`), its
  /// subcommands (`ab merge` under `ab`) and its discussion.
  static func command(_ spec: CommandSpec, subcommands: [CommandSpec] = [], width: Int) -> String {
    var out = section("OVERVIEW: ", wrap(spec.summary, width: width - 10))
    let lead = "USAGE: " + ([spec.program] + (spec.name.isEmpty ? [] : [spec.name])).joined(separator: " ") + " "
    // The program and the command's name (one part, `ab merge`) are in the lead.
    let parts = spec.usageParts.dropFirst(spec.name.isEmpty ? 1 : 2)
    out += "\n" + hanging(lead, Array(parts), width: width)
    if !spec.arguments.isEmpty { out += "\nARGUMENTS:\n" + arguments(spec, width: width) }
    out += "\nOPTIONS:\n" + options(spec.options, program: spec.program, command: spec.name, width: width)
    if !subcommands.isEmpty {
      out += "\nSUBCOMMANDS:\n"
      for sub in subcommands {
        out += entry(String(sub.name.split(separator: " ").last ?? ""), sub.summary, width: width)
      }
    }
    if !spec.discussion.isEmpty { out += "\n" + paragraphs(spec.discussion, width: width) }
    return out
  }

  /// `strangler run FILE… [<options>]`: a command's usage in one short line.
  static func short(_ spec: CommandSpec, program: String) -> String {
    ([program] + (spec.name.isEmpty ? [] : [spec.name]) + (spec.positional.isEmpty ? [] : [spec.positional])
      + (spec.options.isEmpty ? [] : ["[<options>]"])).joined(separator: " ")
  }

  private static func arguments(_ spec: CommandSpec, width: Int) -> String {
    spec.arguments.map { entry($0.name, $0.help, width: width) }.joined()
  }

  private static func options(_ options: [OptionSpec], program: String, command: String?, width: Int) -> String {
    var out = options.map { entry($0.synopsis, $0.help, width: width) }.joined()
    let helpWay = command.map { "also `\(program) help \($0)`" } ?? "also `\(program) help`"
    out += entry("-h, --help", "Show help information (\(helpWay)).", width: width)
    out += entry("--version", "Show the version.", width: width)
    return out
  }

  /// `  --json                  the report as one JSON object`, the description
  /// wrapped at the label column, on the next line when the label is too long.
  static func entry(_ label: String, _ text: String, width: Int) -> String {
    let indent = String(repeating: " ", count: labelColumn)
    let lines = wrap(text, width: max(20, width - labelColumn))
    var out = "  " + label
    if label.count + 2 > labelColumn - 2 {
      out += "\n" + indent
    } else {
      out += String(repeating: " ", count: labelColumn - 2 - label.count)
    }
    return out + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// `lead` then `parts` separated by spaces, continuation lines indented under the first part.
  static func hanging(_ lead: String, _ parts: [String], width: Int) -> String {
    let indent = String(repeating: " ", count: min(lead.count, width / 2))
    var out = lead.trimmingTrailingSpace
    var line = out.count
    for part in parts {
      if line + 1 + part.count > width, line > indent.count {
        out += "\n" + indent + part
        line = indent.count + part.count
      } else {
        out += " " + part
        line += 1 + part.count
      }
    }
    return out + "\n"
  }

  /// `heading` and the first line, the others indented under it.
  private static func section(_ heading: String, _ lines: [String]) -> String {
    heading + lines.joined(separator: "\n" + String(repeating: " ", count: heading.count)) + "\n"
  }

  /// Paragraphs (separated by blank lines) each reflowed to `width`; a line
  /// starting with two spaces keeps its own line (an example).
  static func paragraphs(_ text: String, width: Int) -> String {
    var out: [String] = []
    for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
      var words: [String] = []
      var lines: [String] = []
      for line in paragraph.split(separator: "\n") {
        if line.hasPrefix("  ") {
          if !words.isEmpty { lines += wrap(words.joined(separator: " "), width: width) }
          words = []
          lines.append(String(line))
        } else {
          words.append(String(line))
        }
      }
      if !words.isEmpty { lines += wrap(words.joined(separator: " "), width: width) }
      out.append(lines.joined(separator: "\n"))
    }
    return out.joined(separator: "\n\n") + "\n"
  }

  /// `text` broken into lines of at most `width` characters at spaces (a
  /// longer word has a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}

extension String {
  fileprivate var trimmingTrailingSpace: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
