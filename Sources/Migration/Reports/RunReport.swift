import TextSurface

/// Renders scenario runs for people (plain-text frames) and machines (JSON).
public enum RunReport {
  /// Which frames `strangler run` prints.
  public enum FrameSelection: Sendable {
    /// Every step's frame.
    case everyStep
    /// Only the final frame.
    case final
    /// `snapshot` steps plus the final frame (the default).
    case snapshotsAndFinal
  }

  /// Plain-text frames with a one-line header each; the front is left out so
  /// that the same scenario's output can be diffed across fronts. The steps
  /// printed need their frames: a streaming run keeps them for `.final` and
  /// `.snapshotsAndFinal`, not for `.everyStep`.
  public static func text(_ run: ScenarioRun, frames selection: FrameSelection) -> String {
    var out = ""
    for (index, record) in run.records.enumerated() {
      out += text(record, of: run.scenario, isLast: index == run.records.count - 1, frames: selection) ?? ""
    }
    return out
  }

  /// One step's part of `text(_:frames:)`, or nil when `selection` leaves
  /// the step out: what `strangler run` prints as each step completes.
  /// `record` is the step's whole record, as the runner hands it over.
  public static func text(
    _ record: StepRecord, of scenario: Scenario, isLast: Bool, frames selection: FrameSelection
  ) -> String? {
    let wanted: Bool
    switch selection {
    case .everyStep: wanted = true
    case .final: wanted = isLast
    case .snapshotsAndFinal:
      if case .snapshot = record.step.action { wanted = true } else { wanted = isLast }
    }
    guard wanted else { return nil }
    let title: String
    if case .snapshot(let name) = record.step.action {
      title = "snapshot \"\(name.terminalSafe)\""
    } else {
      title = isLast && selection != .everyStep ? "final frame" : "after"
    }
    return
      "--- \(scenario.name.terminalSafe): \(title) (line \(record.step.line): \(record.step.source.terminalSafe)) "
      + "\(record.frame.size)\n"
      + record.frame.lines.joined(separator: "\n") + "\n"
  }

  /// One JSON object per run: steps with frames, route, front, effects and
  /// cost, then the outcome and exposures. Needs every step's record (a
  /// streaming run keeps few: `strangler run --json` writes each step's
  /// object as the step is done, between ``jsonHeader(_:)`` and ``jsonOutcome(_:)``).
  /// Render times are left out: they differ from run to run, and this output
  /// is meant to be diffed and kept as a golden file.
  public static func json(_ run: ScenarioRun) -> JSONValue {
    .object(jsonHeader(run.scenario) + [("steps", .array(run.records.map(json)))] + jsonOutcome(run))
  }

  /// The members a run's object starts with, known before its first step.
  public static func jsonHeader(_ scenario: Scenario) -> [(String, JSONValue)] {
    [("scenario", .string(scenario.name)), ("file", .string(scenario.file))]
  }

  /// The members after a run's steps, known once it has ended: whether it
  /// passed, its failure, and every flag decision put into effect.
  public static func jsonOutcome(_ run: ScenarioRun) -> [(String, JSONValue)] {
    [
      ("passed", .bool(run.succeeded)),
      ("failure", run.failure.map { .string($0.description) } ?? .null),
      (
        "exposures",
        .array(
          run.exposures.map { exposure in
            .object([
              ("module", .string(exposure.module)), ("front", .string(exposure.front.rawValue)),
              ("reason", .string(exposure.reason.rawValue)), ("source", .string(exposure.source.rawValue)),
              ("user", exposure.user.map(JSONValue.string) ?? .null),
            ])
          })
      ),
    ]
  }

  /// One step of `json(_:)`: line, source, route, front, frame, effects and
  /// cost, from the step's whole record.
  public static func json(_ record: StepRecord) -> JSONValue {
    .object([
      ("line", .int(record.step.line)),
      ("step", .string(record.step.source)),
      ("route", record.route.map { .string($0.description) } ?? .null),
      ("front", record.front.map { .string($0.rawValue) } ?? .null),
      ("frame", .array(record.frame.lines.map(JSONValue.string))),
      ("effects", .array(record.newEffects.map { .string($0.description) })),
      ("bytes_written", .int(record.cost.bytesWritten)),
      ("frames_written", .int(record.cost.framesWritten)),
      ("views_drawn", .int(record.cost.viewsDrawn)),
      ("bodies_evaluated", .int(record.cost.bodiesEvaluated)),
    ])
  }
}
