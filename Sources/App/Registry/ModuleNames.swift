import AppCore
import Migration

/// The sample app's modules and components under their engine names, so
/// scenarios and tests can write `.start(.tapCounter)`.
extension ModuleName {
  public static let login = ModuleName(ModuleID.login)
  public static let home = ModuleName(ModuleID.home)
  public static let offers = ModuleName(ModuleID.offers)
  public static let offerDetails = ModuleName(ModuleID.offerDetails)
  public static let tapCounter = ModuleName(ModuleID.tapCounter)
  public static let accounts = ModuleName(ModuleID.accounts)
  public static let ratings = ModuleName(ModuleID.ratings)
  public static let settings = ModuleName(ModuleID.settings)

  /// The engine's name of the sample's module `module`.
  public init(_ module: ModuleID) {
    self.init(rawValue: module.rawValue)
  }
}

extension ModuleID {
  /// The sample's module the engine calls `name`; nil for a module the sample does not have.
  public init?(_ name: ModuleName) {
    self.init(rawValue: name.rawValue)
  }
}

extension ComponentName {
  public static let offersRow = ComponentName(ComponentID.offersRow)
  public static let ratingsSummary = ComponentName(ComponentID.ratingsSummary)
  public static let tapCounterTaps = ComponentName(ComponentID.tapCounterTaps)

  /// The engine's name of the sample's component `component`.
  public init(_ component: ComponentID) {
    self.init(module: ModuleName(component.module), name: component.name)
  }
}

extension ComponentID {
  /// The sample's component the engine calls `name`, if the sample has it.
  public init?(_ name: ComponentName) {
    self.init(id: name.id)
  }
}

extension Route: SessionRoute {
  /// The engine's name of the route's module.
  public var moduleName: ModuleName { ModuleName(module) }
}

extension ScreenRoute {
  /// The engine's view of the sample's route (`ScreenRoute(.tapCounter)`).
  public init(_ route: Route) {
    self.init(module: route.moduleName, description: route.description)
  }
}
