import AppCore
import FeatureFlags
import TextSurface

/// Everything recorded while replaying one scenario under one flag assignment.
public struct ScenarioRun: Sendable {
  public var scenario: Scenario
  /// The flag configuration the run used.
  public var configuration: FlagConfiguration
  /// One record per executed step, in order.
  public var records: [StepRecord]
  /// The first failed expectation or impossible step; nil when all passed.
  public var failure: StepFailure?
  /// Every effect the core performed, in order.
  public var effects: [EffectRecord]
  /// Every flag decision put into effect (one per navigation or switch), in order.
  public var exposures: [Exposure] = []

  /// The last frame on screen.
  public var finalFrame: Frame? { records.last?.frame }
  public var succeeded: Bool { failure == nil }
}

/// What the app looked like, meant and did after one step, and what it cost.
public struct StepRecord: Sendable {
  public var step: Step
  public var frame: Frame
  public var accessibility: AccessibilityNode
  /// Effects performed during this step (including time passing in `wait`).
  public var newEffects: [EffectRecord]
  /// The module on screen and the front rendering it.
  public var route: Route?
  public var front: Front?
  public var cost: StepCost
}

/// The work a step caused in the front(s) on screen.
public struct StepCost: Hashable, Sendable {
  /// Bytes written to the terminal.
  public var bytesWritten = 0
  /// Frames written (each commit that changed something writes one).
  public var framesWritten = 0
  /// Legacy widgets drawn.
  public var viewsDrawn = 0

  public init(bytesWritten: Int = 0, framesWritten: Int = 0, viewsDrawn: Int = 0) {
    self.bytesWritten = bytesWritten
    self.framesWritten = framesWritten
    self.viewsDrawn = viewsDrawn
  }

  public static func + (lhs: StepCost, rhs: StepCost) -> StepCost {
    StepCost(
      bytesWritten: lhs.bytesWritten + rhs.bytesWritten, framesWritten: lhs.framesWritten + rhs.framesWritten,
      viewsDrawn: lhs.viewsDrawn + rhs.viewsDrawn)
  }
}

/// A step that failed: an expectation not met, or an action that could not be done.
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var step: Step
  public var message: String

  public var description: String { "\(file):\(step.line): error: \(step.source): \(message)" }
}
