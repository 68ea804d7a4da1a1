import FeatureFlags
import Foundation
import Migration

/// `strangler experiment FILE [--users N] [--seed S] [--days D] [--json|--markdown] [--shard I/N] [--threads T]`
///
/// Runs a rollout experiment: a seeded population of simulated users uses
/// the app through its screen, bucketed by the flag router; the report gives
/// the arms, the sample-ratio check, each metric's always-valid interval and
/// p-value, and the decision. A whole (unsharded) run records the decision
/// in `strangler.experiments.json`, where `status` shows it and the flag
/// router keeps a rollout the guardian stopped on its control front.
/// Exit codes: 0 a decision was reached or is pending, 1 rollback, 2 bad input.
public struct ExperimentCommand {
  let console: Console
  let app: any MigratableApp
  var workingDirectory = "."
  var spec = Usage.experiment

  /// The command over `app`, printing to `console`.
  public init(console: Console, app: any MigratableApp, workingDirectory: String = ".") {
    self.console = console
    self.app = app
    self.workingDirectory = workingDirectory
  }

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let json = arguments.flag("--json")
    let markdown = arguments.flag("--markdown")
    var experiment: ExperimentDefinition
    var days: Int?
    var shard = ExperimentRunner.Shard.whole
    var threads = 1
    var sessions: String?
    var html: String?
    let path: String
    do throws(UsageError) {
      let users = try arguments.number("--users", in: 1...10_000_000)
      let seed = try arguments.number("--seed", in: 0...Int.max)
      days = try arguments.number("--days", in: 1...365)
      threads = try arguments.number("--threads", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
      if let text = try arguments.value("--shard") { shard = try Self.shard(text) }
      sessions = try arguments.value("--write-sessions")
      html = try arguments.value("--html")
      if let sessions {
        guard shard == .whole else {
          throw UsageError(message: "--write-sessions needs the whole population, not a shard")
        }
        try SessionFiles.checkDirectory(sessions, option: "--write-sessions", workingDirectory: workingDirectory)
      }
      let files = try arguments.finish()
      guard files.count == 1, let file = files.first else {
        throw UsageError(
          message: files.isEmpty ? "experiment needs one FILE.experiment.json" : "experiment takes one file")
      }
      path = file
      experiment = try Self.load(file, workingDirectory: workingDirectory, app: app)
      if let users { experiment.users = users }
      if let seed { experiment.seed = UInt64(seed) }
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    let runner = ExperimentRunner(app: app, tasks: app.experimentTasks, threads: threads, path: path)
    let run = runner.run(experiment, days: days, shard: shard)
    let analysis = ExperimentAnalysis(experiment: experiment, tally: run.tally, daysRun: run.days)
    let part = shard == .whole ? nil : shard
    if let html,
      let problem = SessionFiles.save(ExperimentHTML.render(analysis), to: html, workingDirectory: workingDirectory)
    {
      console.err("strangler: error: cannot write \(Echo.quoted(html)): \(problem)\n")
      return .failure
    }
    if let sessions {
      let files = ExperimentSessions.files(runner: runner, experiment: experiment, run: run, analysis: analysis)
      for file in files {
        switch SessionFiles.saveNew(file.text, base: file.name, in: sessions, workingDirectory: workingDirectory) {
        case .success(let written): console.err("wrote \(written)\n")
        case .failure(let error): console.err("strangler: error: cannot write a session: \(error)\n")
        }
      }
      if files.isEmpty { console.err("no metric is worse in the treatment: no sessions to write\n") }
    }
    if part == nil,
      let problem = ExperimentLedgerFile.record(analysis, workingDirectory: workingDirectory, flags: app.flagIDs)
    {
      console.err("strangler: warning: the decision was not recorded in \(ExperimentLedger.defaultName): \(problem)\n")
    }
    if json {
      console.out(
        ExperimentJSON.render(
          analysis, shard: part, simulated: part == nil ? nil : run.tally, days: part == nil ? nil : run.days))
    } else if markdown {
      console.out(ExperimentMarkdown.render(analysis, shard: part))
    } else {
      console.out(ExperimentText.render(analysis, shard: part))
    }
    return part == nil && analysis.decision == .rollback ? .failure : .success
  }

  /// Reads and parses the experiment file at `file`.
  static func load(_ file: String, workingDirectory: String, app: any MigratableApp) throws(UsageError)
    -> ExperimentDefinition
  {
    let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
    let bytes: [UInt8]
    switch InputFile.load(absolute, limit: ExperimentFile.maximumSize) {
    case .success(let read): bytes = read
    case .failure(.unreadable(let why)):
      throw UsageError(message: "cannot read \(Echo.quoted(file)): \(why)")
    case .failure(.tooLarge(let limit)):
      throw UsageError(message: "\(Echo.quoted(file)) is larger than \(InputFile.size(limit))")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UsageError(message: "\(Echo.quoted(file)) is not UTF-8 text")
    }
    do throws(ExperimentFileError) {
      return try ExperimentFile.parse(
        text, path: file, flags: app.flagIDs, tasks: app.experimentTasks.tasks.map(\.name))
    } catch {
      throw UsageError(message: error.description, isDiagnostic: true)
    }
  }

  static func shard(_ text: String) throws(UsageError) -> ExperimentRunner.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
      (1...count).contains(index)
    else {
      throw UsageError(message: "--shard takes I/N with 1 ≤ I ≤ N, found \(Echo.quoted(text))")
    }
    return ExperimentRunner.Shard(index: index, count: count)
  }
}

/// `strangler experiment merge PART.json… [--json|--markdown]`: the shards'
/// `--json` reports merged into exactly the report of the whole population.
public struct ExperimentMergeCommand {
  let console: Console
  var workingDirectory = "."
  var spec = Usage.experimentMerge

  /// The command printing to `console`.
  public init(console: Console, workingDirectory: String = ".") {
    self.console = console
    self.workingDirectory = workingDirectory
  }

  /// Runs the command with its arguments; returns the exit code.
  public func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: spec)
    let json = arguments.flag("--json")
    let markdown = arguments.flag("--markdown")
    var html: String?
    var parts: [ExperimentPart] = []
    do throws(UsageError) {
      html = try arguments.value("--html")
      let files = try arguments.finish()
      guard !files.isEmpty else { throw UsageError(message: "experiment merge needs the shards' reports") }
      for file in files {
        let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        let bytes: [UInt8]
        switch InputFile.load(absolute, limit: 64 << 20) {
        case .success(let read): bytes = read
        case .failure(.unreadable(let why)): throw UsageError(message: "cannot read \(Echo.quoted(file)): \(why)")
        case .failure(.tooLarge(let limit)):
          throw UsageError(message: "\(Echo.quoted(file)) is larger than \(InputFile.size(limit))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw UsageError(message: "\(Echo.quoted(file)) is not UTF-8 text")
        }
        do throws(ExperimentFileError) {
          parts.append(try ExperimentPart.parse(text, path: file))
        } catch {
          throw UsageError(message: error.description, isDiagnostic: true)
        }
      }
      try Self.check(parts, files: files)
    } catch {
      console.err(error.report(spec))
      return .badInput
    }
    var tally = parts[0].tally
    for part in parts.dropFirst() { tally.merge(part.tally) }
    let experiment = parts[0].experiment
    let analysis = ExperimentAnalysis(experiment: experiment, tally: tally, daysRun: parts[0].days)
    if let html,
      let problem = SessionFiles.save(ExperimentHTML.render(analysis), to: html, workingDirectory: workingDirectory)
    {
      console.err("strangler: error: cannot write \(Echo.quoted(html)): \(problem)\n")
      return .failure
    }
    if let problem = ExperimentLedgerFile.record(analysis, workingDirectory: workingDirectory, flags: []) {
      console.err("strangler: warning: the decision was not recorded in \(ExperimentLedger.defaultName): \(problem)\n")
    }
    if json {
      console.out(ExperimentJSON.render(analysis))
    } else if markdown {
      console.out(ExperimentMarkdown.render(analysis))
    } else {
      console.out(ExperimentText.render(analysis))
    }
    return analysis.decision == .rollback ? .failure : .success
  }

  /// The parts are the shards 1…N of one experiment, each once, over the same days.
  static func check(_ parts: [ExperimentPart], files: [String]) throws(UsageError) {
    let first = parts[0]
    guard let count = first.shard?.count else {
      throw UsageError(message: "\(Echo.quoted(files[0])) is not a shard's report (run with --shard I/N)")
    }
    var seen: Set<Int> = []
    for (part, file) in zip(parts, files) {
      guard let shard = part.shard, shard.count == count else {
        throw UsageError(message: "\(Echo.quoted(file)) is not one of \(count) shards")
      }
      guard part.experiment == first.experiment, part.days == first.days else {
        throw UsageError(message: "\(Echo.quoted(file)) is a report of another experiment (or other days)")
      }
      guard seen.insert(shard.index).inserted else {
        throw UsageError(message: "shard \(shard) is given twice (\(Echo.quoted(file)))")
      }
    }
    if seen.count != count {
      let missing = (1...count).filter { !seen.contains($0) }.map { "\($0)/\(count)" }
      throw UsageError(message: "missing shard(s): \(missing.joined(separator: ", "))")
    }
  }
}
