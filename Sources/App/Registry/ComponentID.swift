import AppCore

/// A component of a module's screen that migrates on its own, bottom-up: a
/// leaf such as a list row or a summary, with its own flag, `module.component`
/// (docs/components-and-bridging.md). The flag chooses the component's front *inside* its
/// module's screen, whichever front that screen is in: a legacy screen shows a
/// declarative component through the Bridge's hosting view or hosting cell, a
/// declarative screen a legacy one through `LegacyViewRepresentable`.
///
/// A component with no flag set anywhere follows its module (reason DEFAULT):
/// flipping a module flips its components with it, and a component differs
/// from its screen only when a source says so.
///
/// ```swift
/// ComponentID.offersRow.id          // "offers.row"
/// ComponentID.components(of: .offers)  // [offers.row]
/// ```
public struct ComponentID: Hashable, Sendable, CustomStringConvertible {
  /// The module whose screen shows the component.
  public let module: ModuleID
  /// The component's name within the module.
  public let name: String

  /// The component `name` of `module`.
  public init(module: ModuleID, name: String) {
    self.module = module
    self.name = name
  }

  /// `module.component`, the id in flags, reports and the settings screen.
  public var id: String { "\(module.rawValue).\(name)" }
  /// The id.
  public var description: String { id }

  /// A row of the live offers list: a table view cell (legacy) or a `List` row (declarative).
  public static let offersRow = ComponentID(module: .offers, name: "row")
  /// The ratings summary line above the reviews.
  public static let ratingsSummary = ComponentID(module: .ratings, name: "summary")
  /// The tap counter's "You pressed the button N time(s)" line.
  public static let tapCounterTaps = ComponentID(module: .tapCounter, name: "taps")

  /// Every component, in module order.
  public static let all: [ComponentID] = [.offersRow, .tapCounterTaps, .ratingsSummary]

  /// The components of `module`'s screen.
  public static func components(of module: ModuleID) -> [ComponentID] {
    all.filter { $0.module == module }
  }

  /// The component with id `id` (`offers.row`), if there is one.
  public init?(id: String) {
    guard let found = Self.all.first(where: { $0.id == id }) else { return nil }
    self = found
  }
}
