import CoreRuntime
import Observation

/// One line on the settings screen — a module, or one of its components
/// (`offers.row`) — which front renders it and why.
public struct ModuleFrontStatus: Hashable, Sendable {
  /// The module, or the module whose screen shows the component.
  public var module: ModuleID
  /// The component's name within the module (`row`); nil for the module itself.
  public var component: String?
  /// `legacy` or `declarative`.
  public var front: String
  /// The decision's reason, e.g. `STATIC`.
  public var reason: String
  /// The deciding source, e.g. `runtime`.
  public var source: String
  /// Whether the module has a screen in both fronts, so it can be switched.
  public var canSwitch: Bool

  /// A module's line (or, with `component`, a component's).
  public init(
    module: ModuleID, component: String? = nil, front: String, reason: String, source: String, canSwitch: Bool
  ) {
    self.module = module
    self.component = component
    self.front = front
    self.reason = reason
    self.source = source
    self.canSwitch = canSwitch
  }

  /// The id in flags: `offers`, or `offers.row` for a component.
  public var id: String { component.map { "\(module.rawValue).\($0)" } ?? module.rawValue }
}

/// What the settings screen needs from the flag router, which the core cannot
/// import: the composition root adapts the router to this.
public protocol FrontSwitching: AnyObject {
  /// Every module's current decision.
  func statuses() -> [ModuleFrontStatus]
  /// Switches `module` to its other front at runtime.
  func switchFront(of module: ModuleID)
  /// Switches the component with flag id `id` (`offers.row`) to its other front at runtime.
  func switchFront(ofComponent id: String)
}

extension FrontSwitching {
  /// No components to switch.
  public func switchFront(ofComponent id: String) {}
}

/// The settings screen's view model (MVVM): the flag router's admin screen.
/// Selecting a module switches its front; the change applies the next time
/// the module is shown (the settings screen itself is rebuilt at once).
@Observable
public final class SettingsViewModel {
  public private(set) var statuses: [ModuleFrontStatus] = []

  @ObservationIgnored private let switcher: FrontSwitching
  @ObservationIgnored private let effects: EffectLog

  public init(switcher: FrontSwitching, effects: EffectLog) {
    self.switcher = switcher
    self.effects = effects
    statuses = switcher.statuses()
  }

  /// Reads the decisions again (another source may have changed them).
  public func refresh() {
    let fresh = switcher.statuses()
    if fresh != statuses { statuses = fresh }
  }

  /// One row per module: the id, and `declarative · STATIC (runtime)`.
  public var rows: [RowViewData] {
    statuses.map { status in
      RowViewData(
        id: status.id, title: status.id,
        detail: "\(status.front) · \(status.reason) (\(status.source))")
    }
  }

  /// The dasher (or developer) chose a module or a component: switch its front. A module
  /// this build has only one front for is switched too: the flag router then
  /// falls back to the front that exists and says why (reason ERROR) — what a
  /// team sees when a flag still names a front whose code has been deleted.
  public func select(module id: String) {
    guard let status = statuses.first(where: { $0.id == id }) else { return }
    effects.analytics("settings.switched", "\(id)")
    if status.component != nil {
      switcher.switchFront(ofComponent: id)
    } else {
      switcher.switchFront(of: status.module)
    }
    refresh()
  }

  /// The screen's footnote.
  public static let footnote = "Select a module to switch its front. It applies the next time the module opens."
}
