import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// How shadow mode samples and compares.
public struct ShadowSettings: Sendable {
  /// The share of commits compared, 0…100 (Scientist's percent-enabled): each
  /// commit that wrote a frame draws a number from a generator seeded with
  /// `seed`, so the same session samples the same commits.
  public var percent: Int
  /// The seed of the sampling generator.
  public var seed: UInt64
  /// How frames and semantics are compared: the parity rules of the module on
  /// screen apply (nil: every level under the app's own rules). The effects
  /// level is never compared: the candidate performs none.
  public var comparator: ParityComparator?

  /// The seed used unless one is given.
  public static let defaultSeed: UInt64 = 17

  /// Settings comparing `percent` of the commits with `comparator`.
  public init(percent: Int = 100, seed: UInt64 = defaultSeed, comparator: ParityComparator? = nil) {
    self.percent = min(100, max(0, percent))
    self.seed = seed
    self.comparator = comparator
  }
}

/// What shadow mode counted for one module.
public struct ShadowCounts: Hashable, Sendable {
  /// Commits at which the candidate was rendered and compared.
  public var compared = 0
  /// Comparisons where frame and semantics agreed (an `ignore` pattern may have masked a difference).
  public var matched = 0
  /// Comparisons where a parity rule's `compare` set a differing level aside.
  public var equivalent = 0
  /// Comparisons with a difference no rule allows.
  public var mismatched = 0
  /// The wall-clock time spent building, laying out and drawing the candidate
  /// (measured, never compared; absent from golden output).
  public var extraRenderTime: Duration = .zero

  /// Counts that are all zero.
  public init() {}

  /// The sum of two modules' (or sessions') counts.
  public static func + (lhs: ShadowCounts, rhs: ShadowCounts) -> ShadowCounts {
    var sum = lhs
    sum.compared += rhs.compared
    sum.matched += rhs.matched
    sum.equivalent += rhs.equivalent
    sum.mismatched += rhs.mismatched
    sum.extraRenderTime += rhs.extraRenderTime
    return sum
  }
}

/// One commit at which the candidate differed from the control in a way no rule allows.
public struct ShadowMismatch: Sendable {
  /// The route on screen.
  public var route: ScreenRoute
  /// The front that rendered it for the user.
  public var control: Front
  /// The front rendered off screen.
  public var candidate: Front
  /// What differed first: `frame` or `semantics`.
  public var kind: DifferenceKind
  /// The line diff: control `-`, candidate `+`.
  public var diff: String
  /// The index of the scenario step during which it was seen (`run --shadow`); nil live.
  public var stepIndex: Int?
  /// Why no rule allowed it, when an expired rule would have.
  public var note: String?

  /// The module on screen.
  public var module: ModuleName { route.module }

  /// `tapCounter: declarative frame differs from legacy`.
  public var summary: String {
    "\(module): \(candidate) \(kind == .frame ? "frame" : "semantics") differs from \(control)"
      + (note.map { "; \($0)" } ?? "")
  }
}

/// What a shadow session found: counts per module, and the first mismatch of each module.
public struct ShadowReport: Sendable {
  /// Counts per module; modules never compared are absent.
  public var counts: [ModuleName: ShadowCounts] = [:]
  /// The first mismatch of each module, in the order they were seen.
  public var mismatches: [ShadowMismatch] = []
  /// The app's modules in report order (lines and JSON list modules in it; others follow by name).
  public var moduleOrder: [ModuleName] = []

  /// An empty report listing modules in `moduleOrder`.
  public init(moduleOrder: [ModuleName] = []) {
    self.moduleOrder = moduleOrder
  }

  /// The modules compared, in report order.
  var comparedModules: [ModuleName] {
    let ordered = moduleOrder.filter { counts[$0] != nil }
    return ordered + counts.keys.filter { !moduleOrder.contains($0) }.sorted()
  }

  /// All modules' counts added up.
  public var total: ShadowCounts { counts.values.reduce(ShadowCounts(), +) }

  /// Whether any comparison mismatched.
  public var sawMismatch: Bool { total.mismatched > 0 }

  /// Two reports as one (the counts of several scenarios).
  public func merged(with other: ShadowReport) -> ShadowReport {
    var merged = self
    merged.counts.merge(other.counts, uniquingKeysWith: +)
    merged.mismatches += other.mismatches
    if merged.moduleOrder.isEmpty { merged.moduleOrder = other.moduleOrder }
    return merged
  }

  /// One line per module compared, in module order, then a total:
  /// `shadow tapCounter: 4 compared, 4 matched, 0 equivalent, 0 mismatched, +1.2 ms`.
  public var lines: [String] {
    comparedModules.compactMap { module in counts[module].map { Self.line("shadow \(module)", $0) } }
      + [Self.line("shadow total", total)]
  }

  private static func line(_ name: String, _ counts: ShadowCounts) -> String {
    "\(name): \(counts.compared) compared, \(counts.matched) matched, \(counts.equivalent) equivalent, "
      + "\(counts.mismatched) mismatched, +\(milliseconds(counts.extraRenderTime)) ms"
  }

  /// The compact indicator of the interactive status line: `⇄ 12/12`, or
  /// `⇄ 11/12 ✗1` once a mismatch was seen (agreeing comparisons / compared).
  public var indicator: String {
    let total = total
    let agreed = total.matched + total.equivalent
    return "⇄ \(agreed)/\(total.compared)" + (total.mismatched > 0 ? " ✗\(total.mismatched)" : "")
  }

  /// The counts as JSON: per module (module order) and in total. The
  /// render time is included here only in milliseconds, since it is measured.
  public var json: JSONValue {
    func object(_ counts: ShadowCounts) -> [(String, JSONValue)] {
      [
        ("compared", .int(counts.compared)), ("matched", .int(counts.matched)),
        ("equivalent", .int(counts.equivalent)), ("mismatched", .int(counts.mismatched)),
        ("extra_render_ms", .double(Self.millisecondsValue(counts.extraRenderTime))),
      ]
    }
    return .object(
      object(total) + [
        (
          "modules",
          .array(
            comparedModules.compactMap { module in
              counts[module].map { .object([("module", .string(module.rawValue))] + object($0)) }
            })
        ),
        (
          "mismatches",
          .array(
            mismatches.map { mismatch in
              .object([
                ("module", .string(mismatch.module.rawValue)), ("route", .string(mismatch.route.description)),
                ("control", .string(mismatch.control.rawValue)),
                ("candidate", .string(mismatch.candidate.rawValue)), ("kind", .string(mismatch.kind.rawValue)),
                ("step", mismatch.stepIndex.map { .int($0 + 1) } ?? .null), ("diff", .string(mismatch.diff)),
              ])
            })
        ),
      ])
  }

  static func millisecondsValue(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  static func milliseconds(_ duration: Duration) -> String {
    let tenths = Int((millisecondsValue(duration) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// Shadow mode: Scientist's experiment for a user interface. The *control* —
/// the front the flags chose, the only one that writes to the terminal and
/// receives keys — runs as usual; at every commit that wrote a frame (or the
/// sampled share of them, `ShadowSettings.percent`), the *candidate* — the
/// module's other front, built silently on the same core objects
/// (``ObservedApp/renderOtherFront()``) — is built at the same screen, focus
/// and scroll position, drawn off screen, and its frame and semantics are
/// compared with the control's under the parity rules.
///
/// The candidate causes no effect: the session builds it without a flag
/// decision, an exposure, a service call or a load, draws it into a
/// discarding output, and never sends it input. Tests check it:
/// a run with shadow mode has the same effect log, exposures and frames as
/// one without.
///
/// Results are published as counts per module (`report`), and each module's
/// first mismatch is handed to `onMismatch`, where the CLI turns it into a
/// scenario (`ShadowScenario`).
///
/// ```swift
/// let shadow = ShadowMode(app: app)   // compares at every commit from now on
/// try app.tap(label: "Tap Me"); app.commit()
/// shadow.report.total.mismatched      // 0
/// ```
public final class ShadowMode {
  /// How commits are sampled and compared.
  public let settings: ShadowSettings
  /// What was counted so far.
  public private(set) var report = ShadowReport()
  /// Called with the first mismatch of each module, as it is seen.
  public var onMismatch: ((ShadowMismatch) -> Void)?
  /// The index of the scenario step being performed, which mismatches record (`run --shadow`).
  public var stepIndex: Int?

  private unowned var app: any ObservedApp
  private var random: SeededGenerator
  private let clock = ContinuousClock()
  private let comparator: ParityComparator

  /// Attaches shadow mode to `app`: from now on every commit of `app` that
  /// writes a frame may be compared (`app.didCommit` is taken). `rules` apply
  /// when the settings name no comparator; `modules` orders the report.
  public init(
    app: any ObservedApp, settings: ShadowSettings = ShadowSettings(), rules: ParityRules = .none,
    modules: [ModuleName] = []
  ) {
    self.app = app
    self.settings = settings
    report = ShadowReport(moduleOrder: modules)
    random = SeededGenerator(seed: settings.seed)
    var comparator = settings.comparator ?? ParityComparator(rules: rules)
    comparator.levels.remove(.effects)
    self.comparator = comparator
    app.didCommit = { [weak self] wrote in
      if wrote { self?.compareIfSampled() }
    }
  }

  /// Follows `app` from now on (a relaunch replaced the app observed): the
  /// old one's `didCommit` is released, and the counts go on.
  public func attach(to app: any ObservedApp) {
    detach()
    self.app = app
    app.didCommit = { [weak self] wrote in
      if wrote { self?.compareIfSampled() }
    }
  }

  /// Stops comparing: `app.didCommit` is released.
  public func detach() {
    app.didCommit = nil
  }

  private func compareIfSampled() {
    guard settings.percent > 0 else { return }
    if settings.percent < 100, Int.random(in: 0..<100, using: &random) >= settings.percent { return }
    compareNow()
  }

  /// Renders the candidate and compares it with the control now, whatever the sampling says.
  public func compareNow() {
    guard let route = app.currentRoute, let front = app.currentFront else { return }
    let started = clock.now
    guard let shown = app.renderOtherFront() else { return }
    let scene = shown.scene
    let renderTime = clock.now - started
    let step = Step(action: .snapshot("shadow"), line: (stepIndex ?? -1) + 1, source: "shadow")
    let control = StepRecord(
      step: step, frame: app.frame, accessibility: app.scene.accessibilityTree(), newEffects: [], route: route,
      front: front, cost: StepCost())
    let other = StepRecord(
      step: step, frame: scene.frame, accessibility: scene.accessibilityTree(), newEffects: [],
      route: shown.route, front: shown.front, cost: StepCost())
    let comparison = comparator.compare(at: stepIndex ?? 0, control, other)
    let module = route.module
    var counts = report.counts[module] ?? ShadowCounts()
    counts.compared += 1
    counts.extraRenderTime += renderTime
    if let mismatch = comparison.mismatch {
      counts.mismatched += 1
      let seen = ShadowMismatch(
        route: route, control: front, candidate: shown.front, kind: mismatch.kind,
        diff: mismatch.diff, stepIndex: stepIndex, note: mismatch.note)
      let first = !report.mismatches.contains { $0.module == module }
      if first { report.mismatches.append(seen) }
      report.counts[module] = counts
      if first { onMismatch?(seen) }
      return
    }
    if comparison.allowances.contains(where: { !$0.masked }) {
      counts.equivalent += 1
    } else {
      counts.matched += 1
    }
    report.counts[module] = counts
  }
}
