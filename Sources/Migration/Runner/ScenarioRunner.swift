import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// Replays scenarios through the real app in virtual time.
///
/// Each run starts a fresh session of the app (``MigratableApp/makeSession(size:flags:output:)``):
/// its own virtual clock, services and effect log, so runs never share state
/// and the same scenario under the same flags gives byte-identical results.
///
/// ```swift
/// let run = ScenarioRunner(app: SampleApp(fronts: .bridged))
///   .run(scenario, flags: FlagConfiguration(commandLineAll: .declarative))
/// run.finalFrame?.contains("You pressed the button 3 time(s)")
/// ```
public struct ScenarioRunner {
  /// Receives the bytes every frame writes (e.g. `--ansi` output); nil drops them (each record still keeps its frame).
  public var output: FrameOutput?
  /// The app each run starts a session of: the composition of the executable
  /// or test (tests inject fronts whose screens differ on purpose, to prove
  /// that a comparison catches what it should).
  public var app: any MigratableApp
  /// Shadow mode (`run --shadow`): each run also renders the other front of
  /// the module on screen off screen and compares it at every sampled commit
  /// (`ScenarioRun.shadow` holds the counts); nil runs without it.
  public var shadow: ShadowSettings?
  /// Whether each run keeps the app's state at its end (``ScenarioRun/finalState``), as `run --state` saves it.
  public var savesFinalState = false

  /// A runner over `app`, writing frames to `output`, with `shadow` mode if given.
  public init(app: any MigratableApp, output: FrameOutput? = nil, shadow: ShadowSettings? = nil) {
    self.app = app
    self.output = output
    self.shadow = shadow
  }

  /// Runs `scenario` with `flags`; stops at the first failing step. Every
  /// record keeps its frame and accessibility tree.
  public func run(_ scenario: Scenario, flags: FlagConfiguration) -> ScenarioRun {
    run(scenario, flags: flags, thinning: false) { _, _ in }
  }

  /// Runs `scenario` with `flags`, handing each step's full record to `onStep`
  /// as soon as the step is done; `isLast` is true for the run's final record
  /// (the scenario's last step, or the first failing one).
  ///
  /// For long scenarios: the run returned keeps records only for `snapshot`
  /// steps and the last step (totals for every step), so its memory does not
  /// grow with the scenario's length.
  public func run(
    _ scenario: Scenario, flags: FlagConfiguration, onStep: (_ record: StepRecord, _ isLast: Bool) -> Void
  ) -> ScenarioRun {
    run(scenario, flags: flags, thinning: true, onStep: onStep)
  }

  /// Runs `scenario` as ``run(_:flags:onStep:)`` does, in an app restored
  /// from `state` first (`run --state`): the scenario goes on from where the
  /// saved app was. An error when the state cannot be restored in this build.
  public func run(
    _ scenario: Scenario, flags: FlagConfiguration, from state: SavedState,
    onStep: (_ record: StepRecord, _ isLast: Bool) -> Void
  ) throws(StateFileError) -> ScenarioRun {
    let session = ScenarioSession(size: scenario.size, flags: flags, app: app, output: output)
    try session.restore(state)
    return run(scenario, in: session, flags: flags, thinning: true, onStep: onStep)
  }

  private func run(
    _ scenario: Scenario, flags: FlagConfiguration, thinning: Bool,
    onStep: (_ record: StepRecord, _ isLast: Bool) -> Void
  ) -> ScenarioRun {
    let session = ScenarioSession(size: scenario.size, flags: flags, app: app, output: output)
    return run(scenario, in: session, flags: flags, thinning: thinning, onStep: onStep)
  }

  private func run(
    _ scenario: Scenario, in session: ScenarioSession, flags: FlagConfiguration, thinning: Bool,
    onStep: (_ record: StepRecord, _ isLast: Bool) -> Void
  ) -> ScenarioRun {
    var log = StepLog()
    var failure: StepFailure?
    let shadowMode = shadow.map {
      ShadowMode(app: session.app, settings: $0, rules: app.parityRules, modules: app.modules)
    }
    session.onRelaunch = { shadowMode?.attach(to: $0) }
    for (index, step) in scenario.steps.enumerated() {
      shadowMode?.stepIndex = index
      var (record, stepFailure) = session.perform(step, file: scenario.file)
      record.index = index
      failure = stepFailure
      let isLast = failure != nil || index == scenario.steps.count - 1
      onStep(record, isLast)
      var isSnapshot: Bool {
        if case .snapshot = step.action { true } else { false }
      }
      log.add(record, keep: !thinning || isLast || isSnapshot)
      if failure != nil { break }
    }
    shadowMode?.detach()
    return ScenarioRun(
      scenario: scenario, configuration: flags, log: log, failure: failure,
      effects: session.effects, exposures: session.exposures,
      shadow: shadowMode?.report,
      finalState: savesFinalState ? (session.app as? RestorableSession)?.savedState() : nil)
  }
}

/// One running app that steps are performed on one at a time: what a
/// scenario run is made of, and what randomized parity drives in lockstep.
public final class ScenarioSession {
  /// The running app: a new one after each `relaunch`.
  public private(set) var app: any AppSession
  /// Called with the new app after a `relaunch` (shadow mode follows it).
  public var onRelaunch: ((any AppSession) -> Void)?
  private let makeApp: (Size) -> any AppSession
  /// The effects and exposures of the sessions a `relaunch` ended.
  private var earlierEffects: [EffectRecord] = []
  private var earlierExposures: [Exposure] = []
  private var bodiesSeen = 0
  private let clock = ContinuousClock()
  /// What the step in progress had to say beside its outcome (a link opened short).
  private var notices: [String] = []

  /// A fresh session of `app`: virtual time, its services, an empty effect
  /// log. Frames are written to `output`; with none they are dropped (the
  /// app keeps the frame on screen, which is what records read), so a long
  /// run's memory does not grow by every frame it ever wrote.
  public init(size: Size, flags: FlagConfiguration, app: any MigratableApp, output: FrameOutput? = nil) {
    makeApp = { size in
      let session = app.makeSession(size: size, flags: flags, output: output ?? DiscardingOutput())
      // Cost reports compare the elements each front draws.
      session.scene.countsElementsDrawn = true
      session.clock.afterTurn = { [unowned session] in session.commit() }
      return session
    }
    self.app = makeApp(size)
  }

  /// Every effect so far, across relaunches.
  public var effects: [EffectRecord] { earlierEffects + app.effects }

  /// How many effects so far, across relaunches. Every step asks, so it
  /// counts rather than joins the logs: joining copies the whole log, and a
  /// long session's steps would cost more the longer it ran.
  private var effectCount: Int { earlierEffects.count + app.effects.count }

  /// The effects from the `start`th on, across relaunches (a step's new effects).
  private func effects(from start: Int) -> [EffectRecord] {
    let current = app.effects
    guard start < earlierEffects.count else { return Array(current[(start - earlierEffects.count)...]) }
    return Array(earlierEffects[start...]) + current
  }

  /// Every exposure so far, across relaunches.
  public var exposures: [Exposure] { earlierExposures + app.exposures }

  /// Restores `state` into the app, which has shown nothing yet (`run --state`).
  public func restore(_ state: SavedState) throws(StateFileError) {
    guard let restoring = app as? RestorableSession else {
      throw StateFileError(file: state.values.file, message: "this app cannot restore its state")
    }
    try restoring.restore(state)
  }

  /// Saves the app's state, ends the session and starts a new one from the
  /// saved state, as a user quitting and reopening the app would: same size
  /// and flags, virtual time goes on. The state goes through its file form,
  /// so what a relaunch restores is what a state file would. The terminal is
  /// the same one, still showing what the ended app wrote: the new app's
  /// first frame is what differs from it (`FramePresenter.takeOverTerminal(from:)`).
  public func relaunch() throws(StateFileError) {
    guard let saving = app as? RestorableSession else {
      throw StateFileError(file: "the app", message: "this app cannot save its state")
    }
    let state = try SavedState(parsing: saving.savedState().fileText, file: "the saved state")
    let now = app.clock.now
    let fresh = makeApp(app.scene.size)
    fresh.scene.presenter.takeOverTerminal(from: app.scene.presenter)
    fresh.clock.advance(by: now)
    guard let restoring = fresh as? RestorableSession else {
      throw StateFileError(file: "the app", message: "this app cannot restore its state")
    }
    try restoring.restore(state)
    let ended = app
    earlierEffects += ended.effects
    earlierExposures += ended.exposures
    app = fresh
    bodiesSeen = 0
    // What observes the ended app lets go of it before it is released.
    withExtendedLifetime(ended) { onRelaunch?(fresh) }
  }

  /// The session's virtual clock.
  public var scheduler: VirtualScheduler { app.clock }

  /// Performs one step, lets due work run, commits, and records what the step
  /// left on screen; a failure is returned beside the record.
  public func perform(_ step: Step, file: String) -> (StepRecord, StepFailure?) {
    let effectsBefore = effectCount
    let appBefore = app
    var statsBefore = app.statistics
    let started = clock.now
    var failure: StepFailure?
    notices = []
    do throws(StepFailure) {
      try execute(step, file: file)
    } catch {
      failure = error
    }
    scheduler.runDue()
    app.commit()
    // A relaunch started a new app: its costs count from nothing.
    if app !== appBefore { statsBefore = FrameStatistics() }
    let renderTime = clock.now - started
    let stats = app.statistics
    let bodies = app.bodiesEvaluated
    defer { bodiesSeen = bodies }
    let record = StepRecord(
      step: step, frame: app.frame.size == .zero ? Frame(size: app.scene.size) : app.frame,
      accessibility: app.scene.accessibilityTree(),
      newEffects: effects(from: effectsBefore),
      route: app.currentRoute, front: app.currentFront,
      cost: StepCost(
        bytesWritten: stats.bytesWritten - statsBefore.bytesWritten,
        framesWritten: stats.frames - statsBefore.frames, viewsDrawn: stats.viewsDrawn - statsBefore.viewsDrawn,
        bodiesEvaluated: bodies - bodiesSeen),
      renderTime: renderTime, virtualTime: scheduler.now, notices: notices)
    return (record, failure)
  }

  private func execute(_ step: Step, file: String) throws(StepFailure) {
    func fail(_ message: String) -> StepFailure {
      StepFailure(file: file, step: step, message: message)
    }
    func requireScreen() throws(StepFailure) {
      guard app.currentRoute != nil else { throw fail("nothing is on screen yet; start a module first") }
    }
    do {
      switch step.action {
      case .size(let size): app.scene.size = size
      case .start(let module): try app.start(module)
      case .tap(let label):
        try requireScreen()
        try app.tap(label: label)
      case .type(let label, let text):
        try requireScreen()
        let item = try app.element(labelled: label)
        app.focus(item)
        guard item.node.role == .textField || item.node.role == .secureTextField else {
          throw fail("\"\(label)\" is a \(item.node.role.rawValue), not a text field")
        }
        // Clearing and typing are one edit each, as a user selecting the text
        // and pasting would make, so a long text costs its length once rather
        // than once per character.
        app.handleKey(.end)
        if item.node.value?.isEmpty == false { app.handleKey(.clearToStart) }
        if !text.isEmpty { app.handleKey(.paste(text)) }
      case .select(let label):
        try requireScreen()
        let item = try app.element(labelled: label)
        guard item.node.role == .row else { throw fail("\"\(label)\" is a \(item.node.role.rawValue), not a row") }
        try app.tap(label: label)
      case .key(let key): app.handleKey(key)
      case .back:
        if !app.back() { throw fail("there is no screen to go back to") }
      case .wait(let duration): app.clock.advance(by: duration)
      case .flip(let module, let front): try app.flip(module, to: front)
      case .expectText(let text):
        app.commit()
        guard app.frame.contains(text) else {
          throw fail("expected the screen to show \"\(text)\"; it shows:\n\(app.frame.plainText)")
        }
      case .expectRoute(let module):
        guard app.currentRoute?.module == module else {
          throw fail("expected route \(module); the screen shows \(app.currentRoute.map { "\($0)" } ?? "nothing")")
        }
      case .expectEffect(let text):
        guard app.effects.contains(where: { $0.description.contains(text) }) else {
          let recent = app.effects.suffix(5).map { "  \($0)" }.joined(separator: "\n")
          throw fail("expected an effect containing \"\(text)\"; the last effects were:\n\(recent)")
        }
      case .expectFocus(let label):
        app.commit()
        let focused = app.focusedItem?.node.label
        guard focused == label else {
          throw fail("expected focus on \"\(label)\"; focus is on \(focused.map { "\"\($0)\"" } ?? "nothing")")
        }
      case .expectEnabled(let label), .expectDisabled(let label):
        app.commit()
        let wanted: Bool
        if case .expectEnabled = step.action { wanted = true } else { wanted = false }
        let node = try semanticElement(labelled: label, step: step, file: file)
        guard node.isEnabled == wanted else {
          throw fail(
            "expected \"\(label)\" to be \(wanted ? "enabled" : "disabled"); it is \(wanted ? "disabled" : "enabled")")
        }
      case .expectValue(let label, let value):
        app.commit()
        let node = try semanticElement(labelled: label, step: step, file: file)
        guard node.value == value else {
          throw fail(
            "expected \"\(label)\" to hold \"\(value)\"; it holds \(node.value.map { "\"\($0)\"" } ?? "no value")")
        }
      case .expectNoText(let text):
        app.commit()
        if let row = app.frame.lines.firstIndex(where: { $0.contains(text) }) {
          throw fail("expected the screen not to show \"\(text)\"; row \(row + 1) shows it:\n\(app.frame.plainText)")
        }
      case .expectFront(let module, let front):
        guard app.currentRoute?.module == module else {
          throw fail(
            "expected \(module) on screen in the \(front) front; the screen shows "
              + (app.currentRoute.map { "\($0)" } ?? "nothing"))
        }
        let shown = app.currentFront
        guard shown == front else {
          throw fail(
            "expected \(module) in the \(front) front; it is shown in the \(shown.map { "\($0)" } ?? "no") front")
        }
      case .expectExposure(let module, let front):
        let exposures = app.exposures.filter { $0.module == module.rawValue }
        guard exposures.contains(where: { $0.front == front }) else {
          let logged = exposures.map { "\($0.module) \($0.front) (\($0.reason.rawValue))" }
          throw fail(
            "expected an exposure of \(module) to the \(front) front; "
              + (logged.isEmpty ? "\(module) had no exposure" : "its exposures were: " + logged.joined(separator: ", "))
          )
        }
      case .snapshot: break
      case .open(let link):
        guard let linked = app as? LinkedSession else { throw fail("this app does not open links") }
        if let problem = linked.open(link) {
          // A link with no valid route opens nothing: the step could not be done.
          guard problem.component > 1 else { throw fail("\(problem); nothing was opened") }
          notices.append("\(problem)")
        }
      case .expectStack(let path):
        guard let linked = app as? LinkedSession else { throw fail("this app does not name its stack") }
        guard linked.stackPath == path else {
          let shown = linked.stackPath.isEmpty ? "nothing is on screen" : "the stack is \"\(linked.stackPath)\""
          throw fail("expected the stack \"\(path)\"; \(shown)")
        }
      case .fault(let operation, let fault): app.setFault(fault, for: operation)
      case .relaunch: try relaunch()
      }
    } catch let failure as StepFailure {
      throw failure
    } catch {
      throw fail("\(error)")
    }
  }
}

extension ScenarioSession {
  /// The first element labelled `label` in the accessibility tree, in reading
  /// order (interactive ones first, as steps address them), whether or not it
  /// is enabled; a failure listing the labels on screen otherwise.
  fileprivate func semanticElement(labelled label: String, step: Step, file: String) throws(StepFailure)
    -> AccessibilityNode
  {
    let nodes = app.scene.accessibilityTree().flattened
    if let node = nodes.first(where: { $0.label == label && $0.isInteractive })
      ?? nodes.first(where: { $0.label == label })
    {
      return node
    }
    let labels = nodes.filter(\.isInteractive).map { "\"\($0.label)\"" }
    throw StepFailure(
      file: file, step: step,
      message: "no element labelled \"\(label)\" on screen"
        + (labels.isEmpty ? "" : "; available: " + labels.joined(separator: ", ")))
  }
}
