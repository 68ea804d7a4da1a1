import FeatureFlags
import TextSurface

/// The sessions of the users a losing metric went worst for, as replayable
/// `.scenario` files (`strangler experiment --write-sessions DIR`): the
/// steps they took — every key, and the time between keys as waits — so a
/// person can watch the treatment fail the way the model did.
public enum ExperimentSessions {
  /// One session file: a name to save it under and its text.
  public struct File: Sendable, Hashable {
    /// `success-u000042`: the metric and the user.
    public var name: String
    /// The scenario.
    public var text: String
  }

  /// For each metric the treatment loses in `analysis`, the worst users' sessions of `run`, re-simulated by `runner`.
  public static func files(
    runner: ExperimentRunner, experiment: ExperimentDefinition, run: ExperimentRunner.Run,
    analysis: ExperimentAnalysis
  ) -> [File] {
    var files: [File] = []
    for result in analysis.metrics where result.verdict == .worse {
      for worst in run.worst[result.metric] ?? [] {
        let user = SimulatedUser(
          index: worst.index, users: experiment.users, days: experiment.days, spec: experiment.population,
          seed: experiment.seed)
        let flags = runner.flags(experiment, day: user.day, stop: nil)
        let (_, steps) = runner.simulate(user, experiment: experiment, flags: flags)
        let header = [
          "# Experiment \(ScenarioWriter.escaped(experiment.name)): \(result.metric.rawValue) = \(worst.value) "
            + "for user \(user.id) (day \(user.day + 1), task \(user.task), link \(user.link) bit/s).",
          "# The treatment's front; replay it with:",
          "#   strangler run FILE --flag \(experiment.flag)=\(experiment.treatment.rawValue)",
        ]
        let text = ScenarioWriter.text(
          name: "\(experiment.name): worst \(result.metric.rawValue), \(user.id)", size: user.size, actions: steps)
        files.append(
          File(name: "\(result.metric.rawValue)-\(user.id)", text: header.joined(separator: "\n") + "\n" + text))
      }
    }
    return files
  }
}
