/// A screen an app can navigate to, as the engine's session keeps it: a value
/// naming its module, with a text form for the route log and reports
/// (`offerDetails(o3)`) and one for links (`offerDetails:o3`, see
/// ``DeepLink``) that parses back. An app's own route type conforms; the
/// session keeps the navigation stack as an array of them.
///
/// ```swift
/// enum GreeterRoute: SessionRoute {
///   case greeting, counter
///   var moduleName: ModuleName { self == .greeting ? "greeting" : "counter" }
///   var description: String { moduleName.rawValue }
///   var linkComponent: String { moduleName.rawValue }
///   init(linkComponent: String) throws(RouteTextError) {
///     switch linkComponent {
///     case "greeting": self = .greeting
///     case "counter": self = .counter
///     default: throw .unknownRoute(linkComponent, known: ["greeting", "counter"])
///     }
///   }
/// }
/// ```
public protocol SessionRoute: Hashable, CustomStringConvertible {
  /// The module whose screen shows the route.
  var moduleName: ModuleName { get }
  /// The route in a link: its name and, where it takes one, `:argument`
  /// percent-encoded (``RouteText/component(_:argument:)``).
  var linkComponent: String { get }
  /// The route a link component names; throws why it names none.
  init(linkComponent: String) throws(RouteTextError)
}

/// An app whose screens take no argument can use its module names as routes.
extension ModuleName: SessionRoute {
  public var moduleName: ModuleName { self }
  public var linkComponent: String { rawValue }

  /// Any name without an argument; which modules exist is the session's to check.
  public init(linkComponent: String) throws(RouteTextError) {
    let (name, argument) = try RouteText.split(linkComponent)
    if let argument { throw .unexpectedArgument(name, argument: argument) }
    guard !name.isEmpty else { throw .unknownRoute(name, known: []) }
    self.init(rawValue: name)
  }
}

extension ScreenRoute {
  /// The engine's view of an app's `route`.
  public init(_ route: some SessionRoute) {
    self.init(module: route.moduleName, description: route.description)
  }
}
