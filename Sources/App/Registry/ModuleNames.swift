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

  /// The route's name in links: its module's id, or `accountDetail` for an account's detail.
  public var linkName: String {
    if case .accountDetail = self { "accountDetail" } else { module.rawValue }
  }

  /// Every route name a link may use.
  public static let linkNames = ModuleID.allCases.map(\.rawValue) + ["accountDetail"]

  /// `offerDetails:o3`, `accountDetail:a2`, or the module's id.
  public var linkComponent: String {
    switch self {
    case .offerDetails(let id): RouteText.component(linkName, argument: id)
    case .accountDetail(let id): RouteText.component(linkName, argument: id)
    default: linkName
    }
  }

  /// The route a link names: an offer's details take an offer id (`o3`), an
  /// account's detail an account id (`a2`); other routes take no argument.
  public init(linkComponent: String) throws(RouteTextError) {
    let (name, argument) = try RouteText.split(linkComponent)
    func id(prefix: Character, _ what: String) throws(RouteTextError) -> String {
      guard let argument else { throw .missingArgument(name) }
      guard argument.first == prefix, argument.count > 1, argument.dropFirst().allSatisfy(\.isASCIIDigitCharacter)
      else {
        throw .invalidArgument(name, argument: argument, expected: "\(what) like \(prefix)3")
      }
      return argument
    }
    switch name {
    case "offerDetails": self = .offerDetails(offerID: try id(prefix: "o", "an offer id"))
    case "accountDetail": self = .accountDetail(accountID: try id(prefix: "a", "an account id"))
    default:
      guard let module = ModuleID(rawValue: name), let route = Route(module: module) else {
        throw .unknownRoute(name, known: Self.linkNames)
      }
      if let argument { throw .unexpectedArgument(name, argument: argument) }
      self = route
    }
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

extension ScreenRoute {
  /// The engine's view of the sample's route (`ScreenRoute(.tapCounter)`).
  public init(_ route: Route) {
    self.init(module: route.moduleName, description: route.description)
  }
}
