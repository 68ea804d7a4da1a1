import AppCore

/// Where view models send their navigation outputs: the coordinator.
public protocol AppNavigating: AnyObject {
  /// Sign-in succeeded: start the session.
  func signedIn(_ user: User)
  /// Show `route` on top of the current screen.
  func navigate(to route: Route)
  /// End the session.
  func signOut()
  /// Goes back one screen, as the back button would.
  func goBack()
  /// Switches `module`'s front at runtime (the settings screen).
  func switchFront(of module: ModuleID)
  /// Switches a component's front at runtime (the settings screen), by its flag id (`offers.row`).
  func switchFront(ofComponent id: String)
  /// Every module's current flag decision, for the settings screen.
  func frontStatuses() -> [ModuleFrontStatus]
}
