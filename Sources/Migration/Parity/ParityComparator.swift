import CoreRuntime
import Foundation  // Date, NSLock
import TextSurface

/// One difference a parity rule set aside: which rule, at which level, after which step.
public struct RuleAllowance: Hashable, Sendable {
  /// The rule that allowed the difference.
  public var rule: ParityRule
  /// The level that differed.
  public var level: ComparisonLevel
  /// 0-based index of the step in the scenario's executed steps.
  public var stepIndex: Int
  /// The step after which the difference was seen.
  public var step: Step
  /// True when the rule's `ignore` patterns masked the difference away (an
  /// ignored difference: the outcome stays identical, the count is kept
  /// apart); false when the rule's `compare` set the level aside (the
  /// comparison is then equivalent under the rule).
  public var masked: Bool
}

/// How one rule was used over a whole comparison: the rule, the levels it set
/// aside and how many differences (step × level) it allowed.
public struct RuleUse: Hashable, Sendable, CustomStringConvertible {
  /// The rule.
  public var rule: ParityRule
  /// The levels whose differences it allowed, in order.
  public var levels: [ComparisonLevel]
  /// How many differences it allowed (each step and level counts once).
  public var differences: Int
  /// The first step it allowed a difference after.
  public var firstStep: Step
  /// Whether the differences were masked by `ignore` patterns (ignored) rather than set aside by `compare`.
  public var masked: Bool

  /// `rule "home" (home redesigned as a dashboard): 3 frame differences set aside`,
  /// or `… 2 frame/semantics differences ignored` for masked ones.
  public var description: String {
    "rule \"\(rule.id)\" (\(rule.reason)): \(differences) \(levels.map(\.rawValue).joined(separator: "/")) "
      + "difference\(differences == 1 ? "" : "s") \(masked ? "ignored" : "set aside")"
  }

  /// The uses of each rule in `allowances`, in the order rules were first used.
  static func summarize(_ allowances: [RuleAllowance]) -> [RuleUse] {
    var uses: [RuleUse] = []
    for allowance in allowances {
      if let index = uses.firstIndex(where: { $0.rule.id == allowance.rule.id && $0.masked == allowance.masked }) {
        uses[index].differences += 1
        if !uses[index].levels.contains(allowance.level) {
          uses[index].levels = (uses[index].levels + [allowance.level]).sorted()
        }
      } else {
        uses.append(
          RuleUse(
            rule: allowance.rule, levels: [allowance.level], differences: 1, firstStep: allowance.step,
            masked: allowance.masked))
      }
    }
    return uses
  }
}

/// What one step's comparison found: a mismatch, or agreement — possibly
/// only under rules, whose allowances are listed.
public struct StepComparison: Sendable {
  /// The difference no rule allows; nil when the step agrees.
  public var mismatch: ABMismatch?
  /// The differences rules set aside at this step.
  public var allowances: [RuleAllowance]
}

/// Compares two runs' records of one step at the chosen levels, applying the
/// parity rules of the module on screen (docs/parity-rules.md).
///
/// - `frame`: every cell (grapheme, width, style) and where each element is;
/// - `semantics`: the accessibility tree without positions — roles, labels,
///   values, enabled, focus and reading order;
/// - `effects`: the effects the step performed.
///
/// A level outside `levels` is not looked at. A rule of the module on screen
/// (the reference's route) sets aside the levels missing from its `compare`
/// and masks its `ignore` patterns in frame text and semantics strings; each
/// difference it allows is counted. An expired rule applies no more, and a
/// mismatch it would have allowed says so.
///
/// ```swift
/// let comparator = ParityComparator(rules: app.parityRules, today: RuleDate(parsing: "2026-01-01")!)
/// comparator.compare(at: 0, legacyRecord, declarativeRecord).mismatch  // nil: same, or allowed
/// ```
public struct ParityComparator: Sendable {
  /// The levels compared (`--compare`); all three by default.
  public var levels: Set<ComparisonLevel>
  /// The rules allowing intended differences.
  public var rules: ParityRules
  /// The day rule expiry is judged on (`--today`).
  public var today: RuleDate

  /// A comparator; by default every level, no rules, today's date.
  public init(
    levels: Set<ComparisonLevel> = Set(ComparisonLevel.allCases), rules: ParityRules = .none,
    today: RuleDate = .today
  ) {
    self.levels = levels
    self.rules = rules
    self.today = today
  }

  /// Compares the records of step `index` (`left` is the reference).
  public func compare(at index: Int, _ left: StepRecord, _ right: StepRecord) -> StepComparison {
    let declared = rules.rules(for: left.route?.module ?? right.route?.module)
    let active = declared.filter { !$0.isExpired(on: today) }
    let expired = declared.filter { $0.isExpired(on: today) }
    var allowances: [RuleAllowance] = []
    for level in ComparisonLevel.allCases where levels.contains(level) {
      guard !Self.agree(level, left, right, ignoring: []) else { continue }
      if let rule = active.first(where: { !$0.compare.contains(level) }) {
        allowances.append(RuleAllowance(rule: rule, level: level, stepIndex: index, step: left.step, masked: false))
        continue
      }
      if level != .effects, let rule = active.first(where: { !$0.ignore.isEmpty }),
        Self.agree(level, left, right, ignoring: active.flatMap(\.ignore))
      {
        allowances.append(RuleAllowance(rule: rule, level: level, stepIndex: index, step: left.step, masked: true))
        continue
      }
      var mismatch = Self.mismatch(level, at: index, left, right)
      if let rule = expired.first, let expires = rule.expires {
        mismatch.note = "rule \"\(rule.id)\" expired on \(expires)"
      }
      return StepComparison(mismatch: mismatch, allowances: allowances)
    }
    return StepComparison(mismatch: nil, allowances: allowances)
  }

  /// Whether the two records agree at `level`, with `patterns` masked.
  static func agree(_ level: ComparisonLevel, _ left: StepRecord, _ right: StepRecord, ignoring patterns: [String])
    -> Bool
  {
    switch level {
    case .frame:
      guard Self.sameGeometry(left.accessibility, right.accessibility) else { return false }
      return TextMask.framesAgree(left.frame, right.frame, ignoring: patterns)
    case .semantics:
      if patterns.isEmpty { return Self.semanticallyEqual(left.accessibility, right.accessibility) }
      let masker = TextMask(patterns: patterns)
      return Self.semanticallyEqual(masker.mask(left.accessibility), masker.mask(right.accessibility))
    case .effects:
      return left.newEffects == right.newEffects
    }
  }

  /// The mismatch at `level`, with the line diff that shows it.
  static func mismatch(_ level: ComparisonLevel, at index: Int, _ left: StepRecord, _ right: StepRecord)
    -> ABMismatch
  {
    switch level {
    case .frame:
      // Same cells, elements elsewhere (a clipped element): show where each element is.
      let diff =
        left.frame != right.frame
        ? LineDiff.render(left.frame.goldenText, right.frame.goldenText)
        : LineDiff.render(left.accessibility.framedDescription, right.accessibility.framedDescription)
      return ABMismatch(
        stepIndex: index, step: left.step, kind: .frame, diff: diff,
        differingCells: left.frame.differingCells(from: right.frame))
    case .semantics:
      return ABMismatch(
        stepIndex: index, step: left.step, kind: .semantics,
        diff: LineDiff.render(left.accessibility.description, right.accessibility.description))
    case .effects:
      return ABMismatch(
        stepIndex: index, step: left.step, kind: .effects,
        diff: LineDiff.render(
          left.newEffects.map(\.description).joined(separator: "\n"),
          right.newEffects.map(\.description).joined(separator: "\n")))
    }
  }

  /// Whether the two trees list the same frames in reading order (depth
  /// first), as their flattened lists would, without building those lists:
  /// this runs for every step of every variant of `ab --matrix`.
  static func sameGeometry(_ left: AccessibilityNode, _ right: AccessibilityNode) -> Bool {
    var lefts = FramesInReadingOrder(left)
    var rights = FramesInReadingOrder(right)
    while true {
      let (a, b) = (lefts.next(), rights.next())
      guard a == b else { return false }
      if a == nil { return true }
    }
  }

  /// Equal apart from positions: role, label, value, enabled, focus and children, in order.
  static func semanticallyEqual(_ a: AccessibilityNode, _ b: AccessibilityNode) -> Bool {
    guard a.role == b.role, a.label == b.label, a.value == b.value, a.isEnabled == b.isEnabled,
      a.isFocused == b.isFocused, a.children.count == b.children.count
    else { return false }
    return zip(a.children, b.children).allSatisfy { semanticallyEqual($0, $1) }
  }
}

/// Masks the matches of a rule's `ignore` patterns.
///
/// Regular expressions are slow next to everything else a comparison does,
/// and the same texts come back at every step and in every variant (a screen
/// shows the same rows until it changes), so results are memoized per
/// patterns and text (`MaskMemo`).
struct TextMask {
  let patterns: [String]
  private let compiled: Compiled

  /// The patterns' regular expressions, compiled on first use (a memoized text needs none).
  private final class Compiled {
    let patterns: [String]
    // The patterns were checked when the rules were parsed.
    lazy var regexes: [Regex<AnyRegexOutput>] = patterns.compactMap { try? Regex($0) }
    init(_ patterns: [String]) { self.patterns = patterns }
  }

  init(patterns: [String]) {
    self.patterns = patterns
    compiled = Compiled(patterns)
  }

  var regexes: [Regex<AnyRegexOutput>] { compiled.regexes }

  /// `text` with every match replaced by `…`.
  func mask(_ text: String) -> String {
    MaskMemo.masked(text, patterns: patterns) {
      var result = text
      for regex in regexes { result = result.replacing(regex, with: "…") }
      return result
    }
  }

  /// The tree with every label and value masked.
  func mask(_ node: AccessibilityNode) -> AccessibilityNode {
    var copy = node
    copy.label = mask(node.label)
    copy.value = node.value.map(mask)
    copy.children = node.children.map(mask)
    return copy
  }

  /// Whether the two frames are equal once the text `patterns` match in
  /// either is blanked in both (no patterns: whether they are equal).
  static func framesAgree(_ left: Frame, _ right: Frame, ignoring patterns: [String]) -> Bool {
    if left == right { return true }
    guard !patterns.isEmpty, left.size == right.size else { return false }
    // Masks are one row high, and a row alike in both frames stays alike
    // under any mask: only the rows that differ are searched and compared.
    let rows = left.differingRows(from: right)
    let masks = rects(left, patterns, rows: rows) + rects(right, patterns, rows: rows)
    return left.masking(masks) == right.masking(masks)
  }

  /// The cells of `frame` in `rows` whose row text matches one of `patterns`, as one-row rects.
  static func rects(_ frame: Frame, _ patterns: [String], rows: [Int]) -> [Rect] {
    let mask = TextMask(patterns: patterns)
    var rects: [Rect] = []
    for y in rows {
      var text = ""
      var starts: [Int] = []
      var x = 0
      while x < frame.size.width {
        let cell = frame[x, y]
        if !cell.isContinuation {
          text += cell.grapheme
          starts.append(x)
        }
        x += 1
      }
      let matches = MaskMemo.matches(in: text, patterns: patterns) {
        let characters = Array(text)
        guard characters.count == starts.count else { return [] }
        var found: [Range<Int>] = []
        for regex in mask.regexes {
          for range in text.ranges(of: regex) where !range.isEmpty {
            found.append(
              text.distance(
                from: text.startIndex, to: range.lowerBound)..<text.distance(
                  from: text.startIndex, to: range.upperBound))
          }
        }
        return found
      }
      for match in matches {
        let minX = starts[match.lowerBound]
        let maxX = match.upperBound < starts.count ? starts[match.upperBound] : frame.size.width
        rects.append(Rect(x: minX, y: y, width: maxX - minX, height: 1))
      }
    }
    return rects
  }
}

/// Memoized results of `TextMask`: per patterns and text, the masked text and
/// the matched grapheme ranges. Bounded: emptied when it grows past
/// `capacity` entries. Shared by every comparison in the process (tests and
/// `ab --matrix` compare on several threads), behind a lock.
///
/// The lock is `NSLock`, a pthread mutex, rather than `Synchronization.Mutex`:
/// on Linux the latter waits on a futex inside the standard library, where
/// ThreadSanitizer cannot see it order the accesses it guards, so every
/// contended lookup was reported as a race (CI's sanitizer pass caught one).
enum MaskMemo {
  private struct Key: Hashable {
    var patterns: [String]
    var text: String
  }

  private static let capacity = 20_000
  private static let texts = Memo<String>()
  private static let ranges = Memo<[Range<Int>]>()

  /// One memo: a dictionary and the lock that guards it.
  private final class Memo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, compute: () -> Value) -> Value {
      if let known = lock.withLock({ values[key] }) { return known }
      let value = compute()  // outside the lock: other threads look up meanwhile
      lock.withLock {
        if values.count >= MaskMemo.capacity { values.removeAll() }
        values[key] = value
      }
      return value
    }
  }

  static func masked(_ text: String, patterns: [String], compute: () -> String) -> String {
    texts.value(for: Key(patterns: patterns, text: text), compute: compute)
  }

  static func matches(in text: String, patterns: [String], compute: () -> [Range<Int>]) -> [Range<Int>] {
    ranges.value(for: Key(patterns: patterns, text: text), compute: compute)
  }
}

extension RuleDate {
  /// Today in UTC, from the system clock: what rule expiry is judged on unless `--today` says otherwise.
  public static var today: RuleDate {
    RuleDate(secondsSince1970: Int(Date().timeIntervalSince1970))
  }
}

/// The frames of a tree's nodes in reading order (depth first), one at a time.
private struct FramesInReadingOrder: IteratorProtocol {
  private var pending: [(node: AccessibilityNode, child: Int)]
  private var started = false

  init(_ root: AccessibilityNode) {
    pending = [(root, 0)]
  }

  mutating func next() -> Rect? {
    if !started {
      started = true
      return pending.first?.node.frame
    }
    while let top = pending.last {
      if top.child < top.node.children.count {
        pending[pending.count - 1].child += 1
        let child = top.node.children[top.child]
        pending.append((child, 0))
        return child.frame
      }
      pending.removeLast()
    }
    return nil
  }
}
