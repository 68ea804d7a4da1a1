import CoreRuntime
import Testing

/// Drives a reducer feature in a test and checks it *exhaustively*, the way
/// TCA's `TestStore` does: every state change must be asserted, every action
/// an effect sends back must be received, every route the navigation reducer
/// emits must be asserted, and nothing may be left running. A failure names
/// what differed and shows a line diff (`−` expected, `+` actual).
///
/// Dependencies come from a test container: a dependency the test does not
/// override fails the test when the feature uses it, naming it.
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// let store = TestStore(
///   initialState: AccountsFeature.State(), reducer: AccountsFeature.reducer, navigation: AccountsFeature.route
/// ) {
///   $0.scheduler = scheduler
///   $0.accountsService = StubAccountsService(accounts)
/// }
/// store.send(.onAppear) { $0.isLoading = true }
/// scheduler.advance(by: .milliseconds(300))
/// store.receive(.accountsResponse(.success(accounts))) {
///   $0.isLoading = false
///   $0.accounts = accounts
/// }
/// store.send(.accountTapped(id: "a1")) {
///   $0.selectedAccountID = "a1"
///   $0.path = [.detail(accountID: "a1")]
/// }
/// store.receiveRoute(.accountDetail(accountID: "a1"))
/// store.send(.pathPopped) { $0.path = [] }
/// store.finish()
/// ```
public final class TestStore<State: Equatable, Action: Equatable, Destination: Equatable> {
  /// The state after the last asserted step.
  public private(set) var state: State
  /// The test container the reducer was built from (overrides applied).
  public let dependencies: DependencyValues
  private let reducer: Reducer<State, Action>
  private let navigation: NavigationReducer<State, Action, Destination>
  private var runner: EffectRunner<Action>!
  private var received: [Action] = []
  private var routes: [Destination] = []
  private let report: (String, SourceLocation) -> Void
  /// Where the step running now was written, so an unimplemented dependency is reported there.
  private var location: SourceLocation

  /// A store whose reducer is built from a test container: `override` sets the
  /// dependencies the feature uses; any other one fails the test when used.
  /// `report` defaults to recording a Swift Testing issue (tests of the store itself pass their own).
  public init(
    initialState: State, reducer: (DependencyValues) -> Reducer<State, Action>,
    navigation: @escaping NavigationReducer<State, Action, Destination>,
    withDependencies override: (DependencyValues) -> Void = { _ in },
    report: @escaping (String, SourceLocation) -> Void = TestStoreReporting.recordIssue,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initialState
    self.navigation = navigation
    self.report = report
    location = sourceLocation
    var current: () -> SourceLocation = { sourceLocation }
    dependencies = DependencyValues(.test, unimplemented: Unimplemented { message in report(message, current()) })
    override(dependencies)
    self.reducer = reducer(dependencies)
    runner = EffectRunner { [weak self] action in self?.received.append(action) }
    current = { [weak self] in self?.location ?? sourceLocation }
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
    if !routes.isEmpty {
      report(
        "Must assert \(routes.count) route(s) before sending \(action):\n"
          + routes.map { "  \($0)" }.joined(separator: "\n"), sourceLocation)
      routes.removeAll()
    }
    apply(action, update, step: "send(\(action))", sourceLocation: sourceLocation)
  }

  /// Asserts the next route the navigation reducer emitted.
  public func receiveRoute(_ expected: Destination, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !routes.isEmpty else {
      report("Expected the route \(expected), but no route was emitted.", sourceLocation)
      return
    }
    let route = routes.removeFirst()
    if route != expected {
      report("Emitted an unexpected route:\n" + Self.diff(expected: "\(expected)", actual: "\(route)"), sourceLocation)
    }
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
    if !routes.isEmpty {
      report(
        "\(routes.count) emitted route(s) were not asserted:\n" + routes.map { "  \($0)" }.joined(separator: "\n"),
        sourceLocation)
    }
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
    location = sourceLocation
    var expected = state
    update(&expected)
    var actual = state
    let effect = reducer(&actual, action)
    if let route = navigation(actual, action) { routes.append(route) }
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

  /// A line diff of the whole texts: unchanged lines indented, expected-only lines `−`, actual-only lines `+`.
  static func diff(expected: String, actual: String) -> String {
    var lines = LineDiff.render(expected, actual, context: nil, removed: "−").split(
      separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

}

extension TestStore where Destination == Never {
  /// A store over a reducer built by the test itself (no navigation reducer, no container).
  public convenience init(
    initialState: State, reducer: @escaping Reducer<State, Action>,
    report: @escaping (String, SourceLocation) -> Void = TestStoreReporting.recordIssue
  ) {
    self.init(initialState: initialState, reducer: { _ in reducer }, navigation: { _, _ in nil }, report: report)
  }
}

/// How a test store reports a failed assertion by default.
public enum TestStoreReporting {
  /// Records a Swift Testing issue at `location`.
  public static func recordIssue(_ message: String, at location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}
