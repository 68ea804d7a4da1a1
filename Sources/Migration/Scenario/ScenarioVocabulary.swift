/// The words of one app a scenario may use: its module ids and the service
/// operations a `fault` step can target. The parser checks every name
/// against it, so a typo is a positioned error, not a failing run.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, file: "tap.scenario", vocabulary: app.vocabulary)
/// ```
public struct ScenarioVocabulary: Hashable, Sendable {
  /// Every module id, in the order errors list them.
  public var modules: [ModuleName]
  /// The modules `start` may name.
  public var startableModules: [ModuleName]
  /// The operations `fault` may name.
  public var faultOperations: [String]

  /// A vocabulary of `modules` (all startable unless given) and `faultOperations`.
  public init(modules: [ModuleName], startableModules: [ModuleName]? = nil, faultOperations: [String] = []) {
    self.modules = modules
    self.startableModules = startableModules ?? modules
    self.faultOperations = faultOperations
  }
}
