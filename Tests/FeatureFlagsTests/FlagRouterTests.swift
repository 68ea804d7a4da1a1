import FeatureFlags
import Testing

@Suite("Flag router")
struct FlagRouterTests {
  private static let both: Set<Front> = [.legacy, .declarative]
  private static let modules = [
    FlagModule(id: "offers", availableFronts: both),
    FlagModule(id: "login", availableFronts: both),
    FlagModule(id: "newOnly", availableFronts: [.declarative]),
    FlagModule(id: "oldOnly", availableFronts: [.legacy]),
    FlagModule(id: "missing", availableFronts: []),
  ]

  private static func file(_ rules: [String: FlagRule]) -> FlagsFile {
    FlagsFile(path: "strangler.flags.json", rules: rules)
  }

  private static let at = SourcePosition(line: 2, column: 3)

  /// One row of the precedence table: the sources that speak, and who wins.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var configuration: FlagConfiguration
    var runtime: Front?
    var front: Front
    var reason: DecisionReason
    var source: DecisionSource
    var testDescription: String { name }
  }

  static let table: [Row] = [
    Row(
      name: "nothing", configuration: FlagConfiguration(), front: .legacy, reason: .default, source: .default),
    Row(
      name: "file",
      configuration: FlagConfiguration(file: file(["offers": FlagRule(front: .declarative, position: at)])),
      front: .declarative, reason: .static, source: .file),
    Row(
      name: "environment over file",
      configuration: FlagConfiguration(
        file: file(["offers": FlagRule(front: .declarative, position: at)]), environment: ["offers": .legacy]),
      front: .legacy, reason: .static, source: .environment),
    Row(
      name: "--front over environment",
      configuration: FlagConfiguration(environment: ["offers": .legacy], commandLineAll: .declarative),
      front: .declarative, reason: .static, source: .commandLine),
    Row(
      name: "--flag over --front",
      configuration: FlagConfiguration(commandLineAll: .declarative, commandLine: ["offers": .legacy]),
      front: .legacy, reason: .static, source: .commandLine),
    Row(
      name: "runtime over command line",
      configuration: FlagConfiguration(commandLine: ["offers": .legacy]), runtime: .declarative,
      front: .declarative, reason: .static, source: .runtime),
    Row(
      name: "environment over a file rollout",
      configuration: FlagConfiguration(
        file: file(
          ["offers": FlagRule(rollout: RolloutRule(percent: 100, front: .declarative, group: "offers"), position: at)]),
        environment: ["offers": .legacy]),
      front: .legacy, reason: .static, source: .environment),
    Row(
      name: "rollout",
      configuration: FlagConfiguration(
        file: file(
          ["offers": FlagRule(rollout: RolloutRule(percent: 100, front: .declarative, group: "offers"), position: at)])
      ),
      front: .declarative, reason: .split, source: .file),
    Row(
      name: "kill switch over everything",
      configuration: FlagConfiguration(
        file: file(["offers": FlagRule(front: .declarative, killed: true, position: at)]),
        environment: ["offers": .declarative], commandLineAll: .declarative, commandLine: ["offers": .declarative]),
      runtime: .declarative, front: .legacy, reason: .disabled, source: .file),
  ]

  @Test(arguments: table)
  func precedence(row: Row) {
    let router = FlagRouter(configuration: row.configuration, modules: Self.modules)
    if let front = row.runtime { router.setRuntime(module: "offers", front: front) }
    let decision = router.decide(module: "offers", user: "dasher@example.com")
    #expect(decision.front == row.front)
    #expect(decision.reason == row.reason)
    #expect(decision.source == row.source)
    // Other modules are untouched by per-module sources.
    #expect(router.decide(module: "login").source != .runtime)
  }

  @Test func detailsAreHumanReadable() {
    let router = FlagRouter(
      configuration: FlagConfiguration(
        file: Self.file([
          "offers": FlagRule(rollout: RolloutRule(percent: 50, front: .declarative, group: "AB12A"), position: Self.at),
          "login": FlagRule(killed: true, position: Self.at),
        ]), environment: ["oldOnly": .legacy]),
      modules: Self.modules)
    let inside = router.decide(module: "offers", user: "122")
    #expect(inside.detail == "rollout 50% of group AB12A: bucket 23 → declarative")
    #expect(inside.bucket == 23)
    let outside = router.decide(module: "offers", user: "155")
    #expect(outside.front == .legacy)
    #expect(outside.reason == .split)
    #expect(outside.detail == "rollout 50% of group AB12A: bucket 100 → legacy")
    #expect(
      router.decide(module: "login").detail
        == "killed in strangler.flags.json:2:3: legacy whatever other sources say")
    #expect(router.decide(module: "oldOnly").detail == "STRANGLER_FLAGS oldOnly=legacy")
    #expect(router.decide(module: "newOnly").detail == "declarative: the module has only a declarative screen")
  }

  @Test func aRolloutWithoutAUserFallsToTheDefault() {
    let router = FlagRouter(
      configuration: FlagConfiguration(
        file: Self.file([
          "offers": FlagRule(rollout: RolloutRule(percent: 100, front: .declarative, group: "g"), position: Self.at)
        ])),
      modules: Self.modules)
    let decision = router.decide(module: "offers", user: nil)
    #expect(decision.front == .legacy)
    #expect(decision.reason == .default)
    #expect(decision.source == .file)
    #expect(decision.detail == "rollout 100% of group g: no user signed in → legacy (the default)")
  }

  @Test func rolloutsAreStableAcrossCallsAndRouters() {
    let configuration = FlagConfiguration(
      file: Self.file([
        "offers": FlagRule(rollout: RolloutRule(percent: 30, front: .declarative, group: "offers"), position: Self.at)
      ]))
    let first = FlagRouter(configuration: configuration, modules: Self.modules)
    let second = FlagRouter(configuration: configuration, modules: Self.modules)
    for user in (0..<100).map({ "user\($0)" }) {
      let decision = first.decide(module: "offers", user: user)
      #expect(decision == first.decide(module: "offers", user: user))
      #expect(decision == second.decide(module: "offers", user: user))
      #expect(decision.front == (Rollout.bucket(group: "offers", user: user) <= 30 ? .declarative : .legacy))
    }
  }

  @Test func anUnavailableFrontFallsBackWithAnError() {
    let router = FlagRouter(configuration: FlagConfiguration(commandLineAll: .declarative), modules: Self.modules)
    let old = router.decide(module: "oldOnly")
    #expect(old.front == .legacy)
    #expect(old.reason == .error)
    #expect(old.source == .commandLine)
    #expect(old.detail == "oldOnly has no declarative screen; using legacy (asked: --front declarative)")
    let missing = router.decide(module: "missing")
    #expect(missing.front == .legacy)
    #expect(missing.reason == .error)
    #expect(missing.detail.hasPrefix("missing has no screen in this build; using legacy"))
    let quiet = FlagRouter(configuration: FlagConfiguration(), modules: Self.modules)
    #expect(quiet.decide(module: "missing").reason == .default)
    #expect(quiet.decide(module: "missing").detail == "legacy: no screen in this build yet")
    #expect(quiet.decide(module: "notAModule").front == .legacy)
    let killed = FlagRouter(
      configuration: FlagConfiguration(file: Self.file(["newOnly": FlagRule(killed: true, position: Self.at)])),
      modules: Self.modules)
    #expect(killed.decide(module: "newOnly").front == .declarative)
    #expect(killed.decide(module: "newOnly").reason == .error)
  }

  @Test func runtimeSwitchesCanBeCleared() {
    let router = FlagRouter(configuration: FlagConfiguration(), modules: Self.modules)
    router.setRuntime(module: "offers", front: .declarative)
    #expect(router.decide(module: "offers").source == .runtime)
    router.clearRuntime(module: "offers")
    #expect(router.decide(module: "offers").source == .default)
    #expect(router.decisions().map(\.module) == Self.modules.map(\.id))
  }

  @Test func decidingExposesNothingRecordingDoes() {
    let router = FlagRouter(configuration: FlagConfiguration(), modules: Self.modules)
    let decision = router.decide(module: "offers", user: "u1")
    #expect(router.exposures.records.isEmpty)
    router.recordExposure(decision, user: "u1")
    #expect(
      router.exposures.records == [
        Exposure(module: "offers", front: .legacy, reason: .default, source: .default, user: "u1")
      ])
  }
}
