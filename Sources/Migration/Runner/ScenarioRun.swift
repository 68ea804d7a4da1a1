import CoreRuntime
import FeatureFlags
import TextSurface

/// Everything recorded while replaying one scenario under one flag assignment.
public struct ScenarioRun: Sendable {
  /// The scenario replayed.
  public var scenario: Scenario
  /// The flag configuration the run used.
  public var configuration: FlagConfiguration
  /// One record per executed step, in order. Records of long-run producers
  /// may be thinned (`StepRecord.isThinned`): only the steps reports show
  /// keep their frames.
  public var records: [StepRecord]
  /// The first failed expectation or impossible step; nil when all passed.
  public var failure: StepFailure?
  /// Every effect the core performed, in order.
  public var effects: [EffectRecord]
  /// Every flag decision put into effect (one per navigation or switch), in order.
  public var exposures: [Exposure] = []
  /// What shadow mode counted (`ScenarioRunner.shadow`); nil when it was off.
  public var shadow: ShadowReport? = nil
  /// The app's state at the end of the run (`run --state` saves it); nil for an app that cannot save its state.
  public var finalState: SavedState? = nil

  /// The last frame on screen. Runs that thin their records (`ABRunner`,
  /// the streaming `ScenarioRunner.run(_:flags:onStep:)`) always keep the last one.
  public var finalFrame: Frame? { records.last?.frame }
  /// Whether every step ran and every expectation held.
  public var succeeded: Bool { failure == nil }

  /// The cost of the whole run: every step's cost added up.
  public var totalCost: StepCost { records.reduce(StepCost()) { $0 + $1.cost } }

  /// The virtual time the whole run took: its clock after the last step.
  public var virtualTime: Duration { records.last?.virtualTime ?? .zero }

  /// The wall-clock time of the whole run (measured, never compared).
  public var totalRenderTime: Duration { records.reduce(.zero) { $0 + $1.renderTime } }

  /// The modules shown on screen at the end of any step, in the order first seen.
  public var visitedModules: [ModuleName] {
    var seen: [ModuleName] = []
    for record in records {
      if let module = record.route?.module, !seen.contains(module) { seen.append(module) }
    }
    return seen
  }
}

/// What the app looked like, meant and did after one step, and what it cost.
public struct StepRecord: Sendable {
  /// The step just performed.
  public var step: Step
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
  /// Whether `frame`, `accessibility` and `newEffects` were dropped to keep a
  /// long run's memory bounded (see `thinned`): they then hold empty
  /// placeholders, not what the step showed. The step, route, front, cost and
  /// render time are always kept.
  public var isThinned = false

  /// Whether the record still holds what the step showed and did.
  public var hasFrames: Bool { !isThinned }

  /// This record without its frame, accessibility tree and effects: what a
  /// long run keeps for steps no report shows. A frame and a tree are tens of
  /// kilobytes; a thinned record is the size of its step. Every thinned
  /// record shares the same empty placeholders, so they cost nothing.
  public var thinned: StepRecord {
    var record = self
    record.frame = Self.emptyFrame
    record.accessibility = Self.emptyNode
    record.newEffects = []
    record.isThinned = true
    return record
  }

  private static let emptyFrame = Frame(size: .zero)
  private static let emptyNode = AccessibilityNode(role: .screen, label: "")
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
