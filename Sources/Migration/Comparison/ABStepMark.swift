/// What one step of a comparison came to: one mark per step, the
/// scenario's timeline in reports (the HTML page draws it as a strip).
public enum ABStepMark: String, Hashable, Sendable, CaseIterable {
  /// Every compared level agreed.
  case identical = "."
  /// Differences masked by a rule's `ignore` patterns, nothing else.
  case ignored = "i"
  /// A difference a rule's `compare` set aside: an intended change.
  case intended = "e"
  /// The frames differ, and no rule allows it.
  case frame = "F"
  /// The semantics differ, and no rule allows it.
  case semantics = "S"
  /// The effects differ, and no rule allows it.
  case effects = "E"
  /// One run stopped here (a failed step) while the other went on.
  case steps = "X"
  /// An expectation failed at this step, in both runs alike.
  case failed = "!"

  /// The mark of a difference no rule allows, of `kind`.
  public init(_ kind: DifferenceKind) {
    switch kind {
    case .frame: self = .frame
    case .semantics: self = .semantics
    case .effects: self = .effects
    case .steps: self = .steps
    }
  }

  /// The mark of a compared step: its mismatch, else what rules allowed.
  init(_ comparison: StepComparison) {
    if let mismatch = comparison.mismatch {
      self.init(mismatch.kind)
    } else if comparison.allowances.contains(where: { !$0.masked }) {
      self = .intended
    } else {
      self = comparison.allowances.isEmpty ? .identical : .ignored
    }
  }

  /// Whether the step differs in a way no rule allows.
  public var isMismatch: Bool { [.frame, .semantics, .effects, .steps].contains(self) }

  /// `identical`, `frame differs`, …: the words the timeline's tooltips and legend use.
  public var words: String {
    switch self {
    case .identical: "identical"
    case .ignored: "differences ignored by a rule"
    case .intended: "intended difference (set aside by a rule)"
    case .frame: "frame differs"
    case .semantics: "semantics differ"
    case .effects: "effects differ"
    case .steps: "one run stopped"
    case .failed: "expectation failed"
    }
  }

  /// Marks written as one string (`..e.F`), as JSON reports keep them.
  public static func string(_ marks: [ABStepMark]) -> String { marks.map(\.rawValue).joined() }

  /// The marks of `text`; nil when a character is not a mark.
  public static func parse(_ text: String) -> [ABStepMark]? {
    var marks: [ABStepMark] = []
    for character in text {
      guard let mark = ABStepMark(rawValue: String(character)) else { return nil }
      marks.append(mark)
    }
    return marks
  }
}
