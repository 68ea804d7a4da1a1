/// A screen an app can navigate to, as the engine's session keeps it: a value
/// naming its module, with a text form for the route log and reports
/// (`offerDetails(o3)`). An app's own route type conforms; the session
/// keeps the navigation stack as an array of them.
///
/// ```swift
/// enum GreeterRoute: SessionRoute {
///   case greeting, counter
///   var moduleName: ModuleName { self == .greeting ? "greeting" : "counter" }
///   var description: String { moduleName.rawValue }
/// }
/// ```
public protocol SessionRoute: Hashable, CustomStringConvertible {
  /// The module whose screen shows the route.
  var moduleName: ModuleName { get }
}

/// An app whose screens take no argument can use its module names as routes.
extension ModuleName: SessionRoute {
  public var moduleName: ModuleName { self }
}

extension ScreenRoute {
  /// The engine's view of an app's `route`.
  public init(_ route: some SessionRoute) {
    self.init(module: route.moduleName, description: route.description)
  }
}
