import Observation

/// One module's line on the settings screen: which front renders it and why.
public struct ModuleFrontStatus: Hashable, Sendable {
  public var module: ModuleID
  /// `legacy` or `declarative`.
  public var front: String
  /// The decision's reason, e.g. `STATIC`.
  public var reason: String
  /// The deciding source, e.g. `runtime`.
  public var source: String
  /// Whether the module has a screen in both fronts, so it can be switched.
  public var canSwitch: Bool

  public init(module: ModuleID, front: String, reason: String, source: String, canSwitch: Bool) {
    self.module = module
    self.front = front
    self.reason = reason
    self.source = source
    self.canSwitch = canSwitch
  }
}

/// What the settings screen needs from the flag router, which the core cannot
/// import: the composition root adapts the router to this.
public protocol FrontSwitching: AnyObject {
  /// Every module's current decision.
  func statuses() -> [ModuleFrontStatus]
  /// Switches `module` to its other front at runtime.
  func switchFront(of module: ModuleID)
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
        id: status.module.rawValue, title: status.module.rawValue,
        detail: "\(status.front) · \(status.reason) (\(status.source))")
    }
  }

  /// The dasher (or developer) chose a module: switch its front. A module
  /// this build has only one front for is switched too: the flag router then
  /// falls back to the front that exists and says why (reason ERROR) — what a
  /// team sees when a flag still names a front whose code has been deleted.
  public func select(module id: String) {
    guard let status = statuses.first(where: { $0.module.rawValue == id }) else { return }
    effects.analytics("settings.switched", "\(id)")
    switcher.switchFront(of: status.module)
    refresh()
  }

  /// The screen's footnote.
  public static let footnote = "Select a module to switch its front. It applies the next time the module opens."
}
