import TextSurface

/// A navigation stack as text: `strangler://home/offers/offerDetails:o3`.
///
/// The scheme, then the routes root first, separated by `/`; each route is
/// its name and, where it takes one, `:argument` with the argument
/// percent-encoded (``RouteText``). Without the scheme it is the stack's
/// *path*, as `expect stack "home/offers/offerDetails:o3"` names it.
///
/// Parsing keeps the longest valid prefix: an unknown route or a bad argument
/// stops the link there, and ``problem`` says which component and why.
///
/// ```swift
/// let link = DeepLink<GreeterRoute>(parsing: "strangler://greeting/counter")
/// session.setStack(link.routes)
/// ```
public struct DeepLink<Route: SessionRoute> {
  /// The scheme of every link: `strangler`.
  public static var scheme: String { "strangler" }
  /// What a link starts with: `strangler://`.
  public static var prefix: String { scheme + "://" }

  /// The valid routes, root first: all of them, or those before the problem.
  public var routes: [Route]
  /// Why the link stops before its end; nil when every component is a route.
  public var problem: LinkProblem?

  /// The link `text` (with the scheme) parsed as far as it is valid.
  public init(parsing text: String) {
    let prefix = "\(DeepLink.scheme)://"
    guard text.hasPrefix(prefix) else {
      self.init(
        routes: [],
        problem: LinkProblem(
          link: text, component: 0, text: text, reason: "a link starts with \(prefix), like \(prefix)home/offers"))
      return
    }
    self.init(path: String(text.dropFirst(prefix.count)), link: text)
  }

  /// A link of `routes` that stopped at `problem`.
  public init(routes: [Route], problem: LinkProblem? = nil) {
    self.routes = routes
    self.problem = problem
  }

  /// The stack path `path` (no scheme) parsed as far as it is valid; `link`
  /// is what problems quote (the path itself by default).
  public init(path: String, link: String? = nil) {
    routes = []
    problem = nil
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if path.isEmpty {
      problem = LinkProblem(link: link ?? path, component: 1, text: "", reason: "the link names no route")
      return
    }
    for (index, component) in components.enumerated() {
      do throws(RouteTextError) {
        routes.append(try Route(linkComponent: component))
      } catch {
        problem = LinkProblem(link: link ?? path, component: index + 1, text: component, reason: "\(error)")
        return
      }
    }
  }

  /// The path of `routes` (no scheme): `home/offers/offerDetails:o3`.
  public static func path(of routes: [Route]) -> String {
    routes.map(\.linkComponent).joined(separator: "/")
  }

  /// The link of `routes`: `strangler://home/offers/offerDetails:o3`.
  public static func link(to routes: [Route]) -> String {
    prefix + path(of: routes)
  }
}

/// Why a link is not followed to its end: which component (1-based; 0 for the
/// link as a whole) and why. The session keeps the routes before it.
public struct LinkProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link as given.
  public var link: String
  /// The 1-based index of the component that is not a route (0: the link itself).
  public var component: Int
  /// The component as written.
  public var text: String
  /// Why it is not a route.
  public var reason: String

  /// A problem with component `component` (`text`) of `link`.
  public init(link: String, component: Int, text: String, reason: String) {
    self.link = link
    self.component = component
    self.text = text
    self.reason = reason
  }

  /// The message, terminal-safe (a link comes from outside).
  public var description: String {
    let what = component == 0 ? "" : " at component \(component) '\(text)'"
    return "link \(link)\(what): \(reason)".terminalSafe
  }
}

/// Why a link component is not a route.
public enum RouteTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No route has this name; `known` lists the names there are.
  case unknownRoute(String, known: [String])
  /// The route needs an argument (`offerDetails:o3`).
  case missingArgument(String)
  /// The route takes no argument.
  case unexpectedArgument(String, argument: String)
  /// The argument is not one the route accepts.
  case invalidArgument(String, argument: String, expected: String)
  /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
  case badEncoding(String)

  public var description: String {
    switch self {
    case .unknownRoute(let name, let known):
      "unknown route '\(name)'; expected one of \(known.joined(separator: ", "))"
    case .missingArgument(let name): "\(name) needs an argument, like \(name):ID"
    case .unexpectedArgument(let name, let argument): "\(name) takes no argument (got '\(argument)')"
    case .invalidArgument(let name, let argument, let expected):
      "'\(argument)' is not a valid argument of \(name); expected \(expected)"
    case .badEncoding(let text): "bad percent-encoding in '\(text)'"
    }
  }
}

/// The text form of routes in links: `name` or `name:argument`, the argument
/// percent-encoded (every byte outside `A–Z a–z 0–9 - . _ ~` as `%XX`).
public enum RouteText {
  /// `name`, or `name:argument` with the argument percent-encoded.
  public static func component(_ name: String, argument: String? = nil) -> String {
    argument.map { "\(name):\(encode($0))" } ?? name
  }

  /// A component split into its name and decoded argument (nil when it has none).
  public static func split(_ component: String) throws(RouteTextError) -> (name: String, argument: String?) {
    guard let colon = component.firstIndex(of: ":") else { return (component, nil) }
    let name = String(component[..<colon])
    let encoded = String(component[component.index(after: colon)...])
    guard let argument = decode(encoded) else { throw .badEncoding(encoded) }
    return (name, argument)
  }

  /// `text` percent-encoded.
  public static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// `text` percent-decoded; nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
  public static func decode(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
