import FeatureFlags

/// One front's registration: how it builds each module's screen. Each front
/// (a screens target and its toolkit) registers one; the session knows
/// nothing of the toolkits behind them.
///
/// ```swift
/// ScreenBuilders(front: .declarative, modules: [
///   "counter": { _, context in
///     ModuleScreen(front: .declarative, title: "Counter", content: AnyView(CounterView(model: context.cores.counter)))
///   },
/// ])
/// ```
public struct ScreenBuilders<Route: SessionRoute, Cores> {
  /// Builds one module's screen for a route; nil when the route is not one it can show.
  public typealias Builder = (Route, ScreenContext<Cores>) -> ModuleScreen?

  /// The front these screens are written in.
  public let front: Front
  /// The builders, by module.
  public let modules: [ModuleName: Builder]
  /// Builds the screen shown for a route whose module has no screen at all
  /// ("not available in this build"); nil: an empty placeholder under that title.
  public let missing: ((ModuleName) -> ModuleScreen)?
  /// The fronts each component can be shown in inside these screens: its own
  /// front always; the other one only when the Bridge supplied the adapter.
  public let componentFronts: [ComponentName: Set<Front>]

  /// A registration of `modules` in `front`; `componentFronts` adds, per
  /// component, the other front these screens can show it in (through the Bridge).
  public init(
    front: Front, modules: [ModuleName: Builder], missing: ((ModuleName) -> ModuleScreen)? = nil,
    componentFronts: [ComponentName: Set<Front>] = [:]
  ) {
    self.front = front
    self.modules = modules
    self.missing = missing
    self.componentFronts = componentFronts
  }

  /// The fronts these screens can show `component` in.
  public func fronts(of component: ComponentName) -> Set<Front> {
    guard modules[component.module] != nil else { return [] }
    return (componentFronts[component] ?? []).union([front])
  }
}
