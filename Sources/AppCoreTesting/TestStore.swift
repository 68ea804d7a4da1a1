import AppCore
import Testing

/// Drives a reducer feature in a test and checks it *exhaustively*, the way
/// TCA's `TestStore` does: every state change must be asserted, every action
/// an effect sends back must be received, and nothing may be left running.
/// A failure names what differed and shows a line diff (`−` expected, `+` actual).
///
/// ```swift
/// let store = TestStore(initialState: AccountsFeature.State(), reducer: reducer)
/// store.send(.onAppear) { $0.isLoading = true }
/// scheduler.advance(by: .milliseconds(300))
/// store.receive(.accountsResponse(.success(accounts))) {
///   $0.isLoading = false
///   $0.accounts = accounts
/// }
/// store.finish()
/// ```
public final class TestStore<State: Equatable, Action: Equatable> {
  /// The state after the last asserted step.
  public private(set) var state: State
  private let reducer: Reducer<State, Action>
  private var runner: EffectRunner<Action>!
  private var received: [Action] = []
  private let report: (String, SourceLocation) -> Void

  /// Creates a store; `report` defaults to recording a Swift Testing issue (tests of the store itself pass their own).
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>,
    report: @escaping (String, SourceLocation) -> Void = { message, location in
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
  ) {
    state = initialState
    self.reducer = reducer
    self.report = report
    runner = EffectRunner { [weak self] action in self?.received.append(action) }
  }

  /// Sends a user action; `update` must turn the previous state into exactly the new one.
  public func send(
    _ action: Action, _ update: (inout State) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !received.isEmpty {
      report(
        "Must handle \(received.count) received action(s) before sending \(action):\n"
          + received.map { "  \($0)" }.joined(separator: "\n"), sourceLocation)
    }
    apply(action, update, step: "send(\(action))", sourceLocation: sourceLocation)
  }

  /// Receives the next action an effect sent back; it must equal `expected`, and `update` must match its change.
  public func receive(
    _ expected: Action, _ update: (inout State) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !received.isEmpty else {
      report("Expected to receive \(expected), but no action was received.", sourceLocation)
      return
    }
    let action = received.removeFirst()
    if action != expected {
      report(
        "Received an unexpected action:\n" + Self.diff(expected: "\(expected)", actual: "\(action)"), sourceLocation)
    }
    apply(action, update, step: "receive(\(action))", sourceLocation: sourceLocation)
  }

  /// Asserts that every received action was handled and no effect is still running.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !received.isEmpty {
      report(
        "\(received.count) received action(s) were not asserted:\n"
          + received.map { "  \($0)" }.joined(separator: "\n"), sourceLocation)
    }
    let running = runner.inFlightIDs
    if !running.isEmpty {
      report(
        "\(running.count) effect(s) still running: " + running.map { "\($0.base)" }.sorted().joined(separator: ", "),
        sourceLocation)
    }
  }

  private func apply(
    _ action: Action, _ update: (inout State) -> Void, step: String, sourceLocation: SourceLocation
  ) {
    var expected = state
    update(&expected)
    var actual = state
    let effect = reducer(&actual, action)
    if expected != actual {
      report(
        "State after \(step) differs from the expectation:\n"
          + Self.diff(expected: Self.describe(expected), actual: Self.describe(actual)), sourceLocation)
    }
    state = actual
    runner.start(effect)
  }

  private static func describe(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }

  /// A line diff: unchanged lines indented, expected-only lines `−`, actual-only lines `+`.
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let changes = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) {
        lines.append("− " + old[i])
        i += 1
      } else if j < new.count, inserted.contains(j) {
        lines.append("+ " + new[j])
        j += 1
      } else {
        if i < old.count { lines.append("  " + old[i]) }
        i += 1
        j += 1
      }
    }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
