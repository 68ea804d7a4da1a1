/// Every command's option table, and the texts generated from them. Each
/// command's parser reads its table here (`Arguments(_:spec:)`), so usage,
/// help and behaviour cannot disagree.
public enum Usage {
  /// The version `--version` prints.
  public static let version = "0.18.0"

  /// `strangler 0.18.0`.
  public static var versionLine: String { "strangler \(version)" }

  // MARK: Shared option groups

  /// The flag sources: `--front`, `--flag`, `--flags-file`.
  public static let flagOptions: [OptionSpec] = [
    OptionSpec(
      name: "--front", kind: .value(placeholder: "legacy|declarative"), help: "every module in this front"),
    OptionSpec(
      name: "--shell", kind: .value(placeholder: "legacy|declarative"),
      help: "the shell the screens are shown in (default: legacy)"),
    OptionSpec(
      name: "--flag", kind: .repeated(placeholder: "module=front"),
      help: "one module (or component, or the shell) in a front"),
    OptionSpec(
      name: "--flags-file", kind: .value(placeholder: "F"),
      help: "the flags file (default: strangler.flags.json here, if any)"),
  ]

  /// Choosing scenarios from a suite: `--list`, `--grep`, `--shard`.
  public static let selectionOptions: [OptionSpec] = [
    OptionSpec(name: "--list", kind: .flag, help: "list the selected scenarios (name and file) and exit"),
    OptionSpec(
      name: "--grep", kind: .value(placeholder: "PATTERN"),
      help: "only scenarios whose name matches PATTERN (regular expression, case-insensitive)"),
    OptionSpec(
      name: "--shard", kind: .value(placeholder: "I/N"), help: "only the I-th of N deterministic, contiguous parts"),
  ]

  /// How fronts are compared: `--compare`, `--rules`, `--today` (see `ParityOptions`).
  public static let parityOptions: [OptionSpec] = [
    OptionSpec(
      name: "--compare", kind: .value(placeholder: "frame,semantics,effects"),
      help: "the levels compared (default: all three)"),
    OptionSpec(
      name: "--rules", kind: .value(placeholder: "FILE"),
      help: "the parity rules (default: strangler.parity.json here, if any)"),
    OptionSpec(
      name: "--today", kind: .value(placeholder: "YYYY-MM-DD"), help: "the date rule expiries are judged on"),
  ]

  /// `--shadow-out DIR`: where shadow mode writes each mismatch as a scenario.
  public static let shadowOutOption = OptionSpec(
    name: "--shadow-out", kind: .value(placeholder: "DIR"),
    help: "with --shadow: write each mismatch as a .scenario here (default: ./shadow-mismatches/)")

  /// The options that need both fronts: shadow mode and the rules it compares under.
  public static let shadowOptionNames: Set<String> = ["--shadow", "--shadow-out", "--compare", "--rules", "--today"]

  /// `--junit OUT`.
  public static let junitOption = OptionSpec(
    name: "--junit", kind: .value(placeholder: "OUT"), help: "also write JUnit XML to OUT (one test case per run)")

  // MARK: Commands

  /// `strangler` alone: the interactive app.
  public static let interactive = CommandSpec(
    name: "", positional: "", summary: "The interactive app, live on a terminal (F1 there lists its keys).",
    options: [
      OptionSpec(
        name: "--start", kind: .value(placeholder: "MODULE"),
        help: "the first screen (default: the app's first module)"),
      OptionSpec(
        name: "--open", kind: .value(placeholder: "URL"),
        help: "then open a deep link, like strangler://home/offers (login first when it needs a user)"),
      OptionSpec(
        name: "--state", kind: .value(placeholder: "STATE.json"),
        help: "restore the app from STATE.json at launch (if it exists) and save it there at quit"),
    ] + flagOptions + [
      OptionSpec(
        name: "--shadow", kind: .optionalValue(placeholder: "PERCENT"),
        help: "render the other front off screen and compare it at PERCENT of commits (default 100)"),
      shadowOutOption,
      OptionSpec(
        name: "--record", kind: .value(placeholder: "FILE.scenario"),
        help: "write the session as a scenario when the app ends (Ctrl-S/F5: snapshot step)"),
      OptionSpec(name: "--force", kind: .flag, help: "with --record: replace FILE if it exists"),
    ],
    discussion: """
      --shadow: the status line shows `⇄ agreed/compared`, and `✗N` after N mismatches; each
      module's first mismatch is written as a scenario into --shadow-out (replay it with
      `strangler ab FILE`). Sampling is seeded: the same session compares the same commits.

      --record: tap/select/type/key/back/flip/size steps addressed by label, waits rounded up to
      100 ms where timers ran; replay with `strangler run FILE` and the same flag options.
      """)

  /// `strangler run`.
  public static let run = CommandSpec(
    name: "run", positional: "FILE…", summary: "Replay scenarios in virtual time and print their frames.",
    options: flagOptions + [
      OptionSpec(name: "--frames", kind: .flag, help: "the frame after every step"),
      OptionSpec(name: "--final", kind: .flag, help: "only the last frame"),
      OptionSpec(name: "--ansi", kind: .flag, help: "the exact bytes the fronts write to a terminal"),
      OptionSpec(name: "--json", kind: .flag, help: "a JSON array with one object per scenario"),
      OptionSpec(
        name: "--state", kind: .value(placeholder: "STATE.json"),
        help: "start from the app state in STATE.json (if it exists) and save it there at the end"),
    ] + selectionOptions + [junitOption]
      + [
        OptionSpec(
          name: "--shadow", kind: .flag,
          help: "also render each screen's other front off screen and compare it at every commit"),
        shadowOutOption,
      ] + parityOptions,
    exclusive: [["--frames", "--final", "--ansi", "--json"]],
    discussion: """
      Default output: the frames of `snapshot` steps and each scenario's final frame, then a
      summary line (`3 passed, 0 failed`; on stderr with --json and --ansi, whose stdout is data).

      --shadow prints per-module counts (compared, matched, equivalent, mismatched, extra render
      time) on stderr and as "shadow" in --json; --compare/--rules/--today set how it compares.

      --state: each scenario starts from the saved app (stack, modules' state, focus) and the
      state at its end is saved for the next, atomically; an unreadable, truncated or newer
      file is an error (exit 2) and is left as it was.

      Exit codes: 0 all passed, 1 a failed expectation or a shadow mismatch, 2 bad input.
      """,
    arguments: [ArgumentSpec(name: "FILE…", help: "the .scenario files to replay, in order")])

  /// `strangler ab`.
  public static let ab = CommandSpec(
    name: "ab", positional: "[FILE…]",
    summary: "Compare fronts step by step (frames, semantics, effects); no FILE runs the built-in suite.",
    options: [
      OptionSpec(
        name: "--matrix", kind: .flag,
        help: "also each visited module declarative alone, and both fronts under the declarative shell"),
      OptionSpec(name: "--json", kind: .flag, help: "the report as one JSON object"),
      OptionSpec(name: "--markdown", kind: .flag, help: "the report as Markdown (for a pull request)"),
      OptionSpec(
        name: "--html", kind: .value(placeholder: "OUT"), help: "also write a self-contained HTML page to OUT"),
      junitOption,
      OptionSpec(name: "--timings", kind: .flag, help: "render times in the table, Markdown and HTML too"),
    ] + parityOptions + selectionOptions,
    exclusive: [["--json", "--markdown"]],
    discussion: """
      The parity rules are --rules FILE, else the nearest strangler.parity.json beside the
      scenario files or above them, else the working directory's; every report names the file.

      Exit codes: 0 all identical or equivalent under a parity rule, 1 a mismatch or failed
      expectation, 2 bad input (a rules file with a mistake too).
      """,
    arguments: [
      ArgumentSpec(name: "FILE…", help: "the .scenario files to compare (default: the built-in suite)")
    ])

  /// `strangler ab merge`.
  public static let abMerge = CommandSpec(
    name: "ab merge", positional: "REPORT.json…",
    summary: "Merge `strangler ab --json` reports (one per shard) into one report.",
    options: [
      OptionSpec(name: "--json", kind: .flag, help: "the merged report as one JSON object"),
      OptionSpec(name: "--markdown", kind: .flag, help: "the merged report as Markdown"),
      OptionSpec(name: "--html", kind: .value(placeholder: "OUT"), help: "also write an HTML page to OUT"),
      junitOption,
    ],
    exclusive: [["--json", "--markdown"]],
    discussion: "Exit codes: 0 every merged comparison passed, 1 one failed, 2 bad input (an unreadable report).",
    arguments: [ArgumentSpec(name: "REPORT.json…", help: "the `ab --json` reports of the shards, in order")])

  /// `strangler status`.
  public static let status = CommandSpec(
    name: "status", positional: "[FILE…]",
    summary: "The migration ledger: fronts, decision, parity, lines, verdict.",
    options: [OptionSpec(name: "--json", kind: .flag, help: "the ledger as one JSON object")] + flagOptions
      + parityOptions,
    discussion: "Parity is counted from the scenarios given, or the built-in suite without FILE.",
    arguments: [
      ArgumentSpec(name: "FILE…", help: "the .scenario files parity is counted from (default: the built-in suite)")
    ])

  /// `strangler flags`.
  public static let flags = CommandSpec(
    name: "flags", positional: "", summary: "Every module's decision, reason and source.",
    options: flagOptions + [
      OptionSpec(name: "--user", kind: .value(placeholder: "ID"), help: "decide for this user (rollouts)"),
      OptionSpec(name: "--json", kind: .flag, help: "a JSON array, one object per module"),
    ])

  /// `strangler experiment`.
  public static let experiment = CommandSpec(
    name: "experiment", positional: "FILE",
    summary: "A rollout experiment: simulated users on the screen, always-valid statistics, a decision.",
    options: [
      OptionSpec(name: "--users", kind: .value(placeholder: "N"), help: "how many users (default: the file's)"),
      OptionSpec(name: "--seed", kind: .value(placeholder: "S"), help: "the population's seed (default: the file's)"),
      OptionSpec(
        name: "--days", kind: .value(placeholder: "D"), help: "stop after D virtual days (default: all the file's)"),
      OptionSpec(name: "--json", kind: .flag, help: "the report as one JSON object"),
      OptionSpec(name: "--markdown", kind: .flag, help: "the report as Markdown (for a pull request)"),
      OptionSpec(
        name: "--html", kind: .value(placeholder: "OUT"),
        help: "also write a self-contained HTML page with plots to OUT"),
      OptionSpec(
        name: "--shard", kind: .value(placeholder: "I/N"),
        help: "only the users of shard I of N (merge the --json parts with experiment merge)"),
      OptionSpec(
        name: "--threads", kind: .value(placeholder: "T"),
        help: "worker threads (default: every core); the report is the same for any number"),
      OptionSpec(
        name: "--write-sessions", kind: .value(placeholder: "DIR"),
        help: "for each metric the treatment loses, write the worst users' sessions as .scenario files"),
    ],
    exclusive: [["--json", "--markdown"]],
    discussion: """
      The users see only the screen: they find targets by their visible labels and reach them
      with keys. The report states its behaviour model as an assumption.

      Exit codes: 0 a decision was reached or is pending, 1 rollback (a metric regressed and the
      guardian stopped the rollout), 2 bad input.
      """,
    arguments: [ArgumentSpec(name: "FILE", help: "the experiment file (FILE.experiment.json)")])

  /// `strangler experiment merge`.
  public static let experimentMerge = CommandSpec(
    name: "experiment merge", positional: "PART.json…",
    summary: "Merge `strangler experiment --shard I/N --json` parts into the whole population's report.",
    options: [
      OptionSpec(name: "--json", kind: .flag, help: "the merged report as one JSON object"),
      OptionSpec(name: "--markdown", kind: .flag, help: "the merged report as Markdown"),
      OptionSpec(name: "--html", kind: .value(placeholder: "OUT"), help: "also write an HTML page with plots to OUT"),
    ],
    exclusive: [["--json", "--markdown"]],
    discussion: "The merged report is exactly the report of the unsharded run. Exit codes as experiment's.",
    arguments: [ArgumentSpec(name: "PART.json…", help: "the --json reports of every shard")])

  /// `strangler bench`.
  public static let bench = CommandSpec(
    name: "bench", positional: "", summary: "Performance figures, as ratios measured in one run.",
    options: [
      OptionSpec(name: "--json", kind: .flag, help: "one JSON object"),
      OptionSpec(
        name: "--processes", kind: .value(placeholder: "N"),
        help: "fresh processes that measure the memory-bound figures, each followed by three for the hash build "
          + "(default 6; 1: this one)"),
      OptionSpec(
        name: "--steps", kind: .value(placeholder: "FILE"),
        help: "instead: each step of the scenario FILE timed all-legacy and in a candidate, and their ratio"),
      OptionSpec(
        name: "--front", kind: .value(placeholder: "legacy|declarative"),
        help: "with --steps: every module of the candidate in this front"),
      OptionSpec(
        name: "--shell", kind: .value(placeholder: "legacy|declarative"),
        help: "with --steps: the candidate's shell (default: legacy)"),
      OptionSpec(
        name: "--flag", kind: .repeated(placeholder: "module=front"),
        help: "with --steps: one module of the candidate in a front (alone: only it migrated)"),
      OptionSpec(
        name: "--rounds", kind: .value(placeholder: "N"), help: "with --steps: replays of each (default 41)"),
    ],
    discussion: """
      Exits 1 when a figure misses its documented target, naming it, or when it cannot measure; with
      --steps, when the scenario fails all-legacy or in the candidate. Without --front, --shell or
      --flag the candidate is --front declarative; its fronts come from these options alone, never a
      flags file or STRANGLER_FLAGS.
      """)

  /// `strangler preview`.
  public static let preview = CommandSpec(
    name: "preview", positional: "[MODULE]",
    summary: "A module's screen in named states, both fronts side by side; --all --html: the gallery.",
    options: [
      OptionSpec(name: "--state", kind: .value(placeholder: "NAME"), help: "only this state (default: every state)"),
      OptionSpec(name: "--size", kind: .value(placeholder: "WxH"), help: "the screen size (default: the state's)"),
      OptionSpec(
        name: "--front", kind: .value(placeholder: "legacy|declarative"), help: "only this front (default: both)"),
      OptionSpec(name: "--all", kind: .flag, help: "every module's states"),
      OptionSpec(
        name: "--html", kind: .value(placeholder: "OUT"),
        help: "write the gallery (every state in both fronts, differences marked) to OUT"),
    ],
    discussion: """
      Without MODULE or --all, lists every module's states. Each state is built from the
      preview dependencies (services answering at once) and a few scenario steps.
      Exits 1 when a state's steps fail or, with --html, when the fronts mismatch.
      """)

  /// Every command, in the order the overview lists them.
  public static let commands: [CommandSpec] = [
    interactive, run, ab, abMerge, status, flags, experiment, experimentMerge, bench, preview,
  ]

  /// The command named `name` (`run`, `ab merge`).
  public static func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name && !name.isEmpty }
  }

  /// What the program is, in the overview.
  static let programSummary = "Strangler: an incremental UI migration you can run and measure."

  /// The overview's last paragraphs: how fronts are chosen, and the exit codes.
  static let overviewDiscussion = """
    Fronts are chosen per module: built-in defaults < flags file (strangler.flags.json or
    --flags-file) < STRANGLER_FLAGS ("offers=declarative,login=legacy") < --front < --flag; a
    kill switch in the file ("killed": true) forces legacy over all of them. The shell is chosen
    the same way with the id "shell" (--shell F is --flag shell=F).

    Exit codes: 0 all good, 1 a failed expectation or mismatch, 2 bad input.
    """

  /// `strangler --help` at 80 columns: what the program is, one short usage
  /// line per command, the interactive app's options, every command.
  public static var overview: String { overview(width: 80) }

  /// `strangler --help` wrapped to `width` (see `Help`).
  public static func overview(width: Int) -> String {
    Help.overview(
      program: "strangler", summary: programSummary, root: interactive,
      commands: commands.filter { !$0.name.isEmpty }, discussion: overviewDiscussion, width: width)
  }
}
