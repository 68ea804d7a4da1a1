import CoreRuntime
import FeatureFlags
import TextSurface

/// Everything recorded while replaying one scenario under one flag assignment.
///
/// A run keeps whole records (frame, semantics, effects) only for the steps
/// it was asked to keep, and totals for every step, so a long run's memory is
/// bounded by what its reports show rather than by its length.
public struct ScenarioRun: Sendable {
  /// The scenario replayed.
  public var scenario: Scenario
  /// The flag configuration the run used.
  public var configuration: FlagConfiguration
  /// The records kept, in step order, each knowing its step (`StepRecord.index`):
  /// every step's from ``ScenarioRunner/run(_:flags:)``; from runs that keep
  /// memory bounded (the streaming runner, ``ABRunner``) only the steps
  /// reports show — `snapshot` steps, the last step and differences.
  public var records: [StepRecord]
  /// How many steps ran, the one that failed included.
  public var stepCount: Int
  /// The cost of the whole run: every step's cost added up.
  public var totalCost: StepCost
  /// The wall-clock time of the whole run (measured, never compared).
  public var totalRenderTime: Duration
  /// The session's virtual clock after the last step: how long the run took in virtual time.
  public var virtualTime: Duration
  /// The modules shown on screen at the end of any step, in the order first seen.
  public var visitedModules: [ModuleName]
  /// The virtual clock after each step that ran, in step order: the timeline
  /// reports draw (a number per step, kept when the records are not). Empty
  /// for the candidates of ``ABRunner``, whose timeline is the reference's.
  public var stepTimes: [Duration]
  /// The first failed expectation or impossible step; nil when all passed.
  public var failure: StepFailure?
  /// Every effect the core performed, in order. Empty in ``ABRunner``'s runs,
  /// which compare each step's effects as they go instead of keeping the log.
  public var effects: [EffectRecord]
  /// Every flag decision put into effect (one per navigation or switch), in order.
  public var exposures: [Exposure] = []
  /// What shadow mode counted (`ScenarioRunner.shadow`); nil when it was off.
  public var shadow: ShadowReport? = nil
  /// The app's state at the end of the run (`run --state` saves it); nil for an app that cannot save its state.
  public var finalState: SavedState? = nil

  /// A run of `scenario` made of the steps `log` saw.
  init(
    scenario: Scenario, configuration: FlagConfiguration, log: StepLog, failure: StepFailure?,
    effects: [EffectRecord], exposures: [Exposure], shadow: ShadowReport? = nil, finalState: SavedState? = nil
  ) {
    self.scenario = scenario
    self.configuration = configuration
    self.records = log.kept
    self.stepCount = log.count
    self.totalCost = log.totalCost
    self.totalRenderTime = log.totalRenderTime
    self.virtualTime = log.virtualTime
    self.visitedModules = log.visitedModules
    self.stepTimes = log.stepTimes
    self.failure = failure
    self.effects = effects
    self.exposures = exposures
    self.shadow = shadow
    self.finalState = finalState
  }

  /// The last frame on screen (every run keeps its last step's record).
  public var finalFrame: Frame? { records.last?.frame }
  /// Whether every step ran and every expectation held.
  public var succeeded: Bool { failure == nil }

  /// The kept record of the step at `index`, or nil when that step did not
  /// run or its record was not kept.
  public func record(at index: Int) -> StepRecord? {
    var low = 0
    var high = records.count
    while low < high {
      let middle = (low + high) / 2
      if records[middle].index < index { low = middle + 1 } else { high = middle }
    }
    return low < records.count && records[low].index == index ? records[low] : nil
  }
}

/// What a run has seen so far: totals over every step, and the records it keeps.
struct StepLog {
  /// Whether `stepTimes` is kept.
  var keepsTimes = true
  private(set) var kept: [StepRecord] = []
  private(set) var count = 0
  private(set) var totalCost = StepCost()
  private(set) var totalRenderTime: Duration = .zero
  private(set) var virtualTime: Duration = .zero
  private(set) var visitedModules: [ModuleName] = []
  private(set) var stepTimes: [Duration] = []

  /// Counts `record` (the next step's) and keeps it whole when `keep`.
  mutating func add(_ record: StepRecord, keep: Bool) {
    count += 1
    totalCost = totalCost + record.cost
    totalRenderTime += record.renderTime
    virtualTime = record.virtualTime
    if keepsTimes { stepTimes.append(record.virtualTime) }
    if let module = record.route?.module, !visitedModules.contains(module) { visitedModules.append(module) }
    if keep { kept.append(record) }
  }
}

/// What the app looked like, meant and did after one step, and what it cost.
public struct StepRecord: Sendable {
  /// The step just performed.
  public var step: Step
  /// The step's position in its scenario (0 for the first).
  public var index = 0
  /// The frame on screen after it (a blank frame before anything is shown).
  public var frame: Frame
  /// What the screen means: roles, labels, values, focus.
  public var accessibility: AccessibilityNode
  /// Effects performed during this step (including time passing in `wait`).
  public var newEffects: [EffectRecord]
  /// The module on screen and the front rendering it.
  public var route: ScreenRoute?
  /// The front rendering the module on screen.
  public var front: Front?
  /// The work the step caused.
  public var cost: StepCost
  /// Wall-clock time the step took to perform and render. Measured for cost
  /// tables only: it differs from run to run, so nothing compares it and no
  /// golden or JSON output contains it.
  public var renderTime: Duration = .zero
  /// The session's virtual clock after the step: how far into the scenario
  /// it ends, in the virtual time the scenario runs in. Deterministic, so
  /// reports show it (JUnit's `time`, the HTML timeline).
  public var virtualTime: Duration = .zero
  /// What the step had to say beside its outcome: a link that stopped short, and why.
  public var notices: [String] = []
}

/// The work a step caused in the front(s) on screen.
public struct StepCost: Hashable, Sendable {
  /// Bytes written to the terminal.
  public var bytesWritten = 0
  /// Frames written (each commit that changed something writes one).
  public var framesWritten = 0
  /// Views drawn by the window: legacy widgets, and each hosting view once.
  public var viewsDrawn = 0
  /// Declarative bodies evaluated in the hosting controllers on screen (0 for legacy screens).
  public var bodiesEvaluated = 0

  /// A cost; every figure defaults to zero.
  public init(bytesWritten: Int = 0, framesWritten: Int = 0, viewsDrawn: Int = 0, bodiesEvaluated: Int = 0) {
    self.bytesWritten = bytesWritten
    self.framesWritten = framesWritten
    self.viewsDrawn = viewsDrawn
    self.bodiesEvaluated = bodiesEvaluated
  }

  /// The sum of two costs, figure by figure.
  public static func + (lhs: StepCost, rhs: StepCost) -> StepCost {
    StepCost(
      bytesWritten: lhs.bytesWritten + rhs.bytesWritten, framesWritten: lhs.framesWritten + rhs.framesWritten,
      viewsDrawn: lhs.viewsDrawn + rhs.viewsDrawn, bodiesEvaluated: lhs.bodiesEvaluated + rhs.bodiesEvaluated)
  }
}

/// A step that failed: an expectation not met, or an action that could not be done.
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario file, as given.
  public var file: String
  /// The step that failed.
  public var step: Step
  /// What was expected and what was found.
  public var message: String

  /// `file:line: error: step: message`, the compiler-style form. Everything
  /// quoted from the scenario (file name, the step's line, labels and texts
  /// in the message) is made terminal-safe; only the message's own line
  /// breaks (a frame it shows) are kept.
  public var description: String {
    "\(file.terminalSafe):\(step.line): error: \(step.source.terminalSafe): \(message.terminalSafeLines)"
  }
}

extension String {
  /// Each line made terminal-safe (`terminalSafe`), the line breaks kept:
  /// for messages that quote user text and show a frame below it.
  public var terminalSafeLines: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n")
  }
}
