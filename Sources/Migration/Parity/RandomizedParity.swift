import CoreRuntime
import FeatureFlags
import TextSurface

/// Drives the whole app with seeded random event sequences, the same events
/// to a legacy and a declarative copy in lockstep, and checks after every
/// step that frames, semantics, effects and step outcomes are identical. A
/// divergence is shrunk to a minimal sequence and written as a `.scenario`.
///
/// Events are chosen from what the *legacy* copy shows at that moment (its
/// buttons, fields and rows, plus keys, waits, back, flips, the app's deep
/// links and relaunches from its saved state), so sequences go deep into the
/// app instead of tapping at nothing.
///
/// ```swift
/// if let counterexample = RandomizedParity(seed: 42, app: SampleApp(fronts: .bridged)).check(sequences: 100, length: 30) {
///   print(counterexample.scenarioText)   // replay with `strangler run`
/// }
/// ```
public struct RandomizedParity {
  public var seed: UInt64
  public var size: Size
  /// The modules sequences start on.
  public var starts: [ModuleName]
  /// The app both sessions are started from (tests plant a diverging screen in it).
  public var app: any MigratableApp

  /// Sequences seeded with `seed` on a `size` screen, starting on one of
  /// `starts` (by default every module the app can start on), over `app`.
  public init(
    seed: UInt64, app: any MigratableApp, size: Size = Size(width: 80, height: 24), starts: [ModuleName]? = nil
  ) {
    self.seed = seed
    self.app = app
    self.size = size
    self.starts = starts ?? app.startableModules
  }

  /// A sequence on which the fronts diverged, already shrunk.
  public struct Counterexample: Sendable, CustomStringConvertible {
    /// The minimal sequence of actions that still diverges.
    public var actions: [StepAction]
    /// What differed at the last step, legacy `-`, declarative `+`.
    public var difference: String
    public var size: Size

    /// The sequence as a `.scenario` file.
    public var scenarioText: String {
      ScenarioWriter.text(name: "Randomized parity counterexample", size: size, actions: actions)
    }

    public var description: String { "\(scenarioText)\n\(difference)" }
  }

  /// Runs `sequences` random sequences of up to `length` steps; returns the first divergence, shrunk.
  public func check(sequences: Int, length: Int) -> Counterexample? {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<sequences {
      var actions: [StepAction] = [.start(starts.randomElement(using: &random)!)]
      let pair = Lockstep(size: size, app: app)
      if let difference = pair.perform(actions[0]) {
        return shrink(actions, difference: difference)
      }
      for _ in 1..<max(2, length) {
        let action = Self.nextAction(for: pair.legacy.app, links: app.links, random: &random)
        actions.append(action)
        if let difference = pair.perform(action) {
          return shrink(actions, difference: difference)
        }
      }
    }
    return nil
  }

  /// Replays `actions` in lockstep; the difference at the first diverging step, if any.
  public func divergence(of actions: [StepAction]) -> String? {
    let pair = Lockstep(size: size, app: app)
    for action in actions {
      if let difference = pair.perform(action) { return difference }
    }
    return nil
  }

  /// Removes chunks, then single steps, while the sequence still diverges (a simple ddmin).
  func shrink(_ actions: [StepAction], difference: String) -> Counterexample {
    var current = actions
    var lastDifference = difference
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if !candidate.isEmpty, let found = divergence(of: candidate) {
          current = candidate
          lastDifference = found
          removedAny = true
        } else {
          index += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = removedAny ? chunk : chunk / 2
    }
    return Counterexample(actions: current, difference: lastDifference, size: size)
  }

  /// Text worth typing: valid and invalid credentials, wide and hostile characters.
  static let texts = [
    "dasher@example.com", "password", "locked@example.com", "offline@example.com", "not-an-email", "",
    "寿司 🍣", "e\u{301}", "\u{1B}[31mred", "a much longer line of text that will not fit in the field at all",
  ]

  static let keys: [Key] = [
    .tab, .backTab, .up, .down, .left, .right, .enter, .space, .backspace, .delete, .home, .end, .pageUp, .pageDown,
    .escape,
  ]

  static func nextAction(for app: any AppSession, links: [String] = [], random: inout SeededGenerator)
    -> StepAction
  {
    let items = app.scene.interactiveItems.filter { !$0.node.label.isEmpty }
    let fields = items.filter { $0.node.role == .textField || $0.node.role == .secureTextField }
    let tappable = items.filter { $0.node.role == .button || $0.node.role == .row }
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<30 where !tappable.isEmpty:
      let item = tappable.randomElement(using: &random)!
      return item.node.role == .row ? .select(item.node.label) : .tap(item.node.label)
    case 30..<50 where !fields.isEmpty:
      return .type(
        label: fields.randomElement(using: &random)!.node.label, text: texts.randomElement(using: &random)!)
    case 50..<72:
      return .key(keys.randomElement(using: &random)!)
    case 72..<88:
      return .wait(.milliseconds(Int.random(in: 1...40, using: &random) * 100))
    case 91 where !links.isEmpty:
      return .open(links.randomElement(using: &random)!)
    case 88..<92:
      return .back
    case 92..<97:
      guard let module = app.currentRoute?.module else { return .wait(.milliseconds(100)) }
      return .flip(module, nil)
    case 97:
      return .relaunch
    default:
      let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 20, height: 5)]
      return .size(sizes.randomElement(using: &random)!)
    }
  }
}

/// A legacy and a declarative copy of the app, stepped together.
final class Lockstep {
  let legacy: ScenarioSession
  let declarative: ScenarioSession
  private var line = 0

  private let comparator: ParityComparator

  init(size: Size, app: any MigratableApp) {
    legacy = ScenarioSession(size: size, flags: FlagConfiguration(commandLineAll: .legacy), app: app)
    declarative = ScenarioSession(size: size, flags: FlagConfiguration(commandLineAll: .declarative), app: app)
    comparator = ParityComparator(rules: app.parityRules)
  }

  /// Performs `action` on both; describes the first difference, or nil when they agree.
  func perform(_ action: StepAction) -> String? {
    line += 1
    let step = Step(action: action, line: line, column: 1, source: ScenarioWriter.line(for: action))
    let (a, failureA) = legacy.perform(step, file: "random.scenario")
    let (b, failureB) = declarative.perform(step, file: "random.scenario")
    // The same comparison A/B runs make: frames, then semantics, then effects.
    if let mismatch = comparator.compare(at: line - 1, a, b).mismatch {
      let what: String =
        switch mismatch.kind {
        case .frame: "frames"
        case .semantics: "semantics"
        case .effects: "effects"
        case .steps: "steps"
        }
      return "\(what) differ after `\(step.source)`:\n" + mismatch.diff
    }
    if failureA?.message != failureB?.message {
      return "outcomes differ after `\(step.source)`:\n- \(failureA?.message ?? "ok")\n+ \(failureB?.message ?? "ok")"
    }
    return nil
  }
}
