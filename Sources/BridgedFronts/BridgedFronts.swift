import App
import Bridge
import DeclarativeFront
import DeclarativeShells
import DeclarativeUI
import LegacyFront
import LegacyShells
import LegacyUI
import Migration

extension AppFronts {
  /// Both fronts, joined by the Bridge: what `strangler` runs in the middle of
  /// the migration. Under the legacy shell a declarative screen is shown by a
  /// `HostingController`; under the declarative shell a legacy screen by a
  /// `LegacyScreen` (the view-controller representable). These two closures,
  /// and the component adapters of `ComponentBridging.swift` (bottom-up: a
  /// component of one front inside a screen of the other), are the only
  /// places the app's composition touches the Bridge.
  public static var bridged: AppFronts {
    AppFronts(
      screens: [
        .legacy(components: .bridged), .declarative(components: .bridged),
      ],
      shells: [.legacy(hosting: hostDeclarativeScreen), .declarative(hosting: hostLegacyScreen)])
  }

  // Bridge use site: a declarative screen under the legacy shell (HostingController).
  private static func hostDeclarativeScreen(_ screen: ModuleScreen) -> (
    controller: LegacyUI.ViewController, bodiesEvaluated: () -> Int
  ) {
    let controller = HostingController(
      rootView: screen.content as? AnyView ?? AnyView(EmptyView()), title: screen.title)
    return (controller, { controller.host.statistics.bodiesEvaluated })
  }

  // Bridge use site: a legacy screen under the declarative shell (LegacyScreen).
  private static func hostLegacyScreen(_ screen: ModuleScreen) -> AnyView {
    AnyView(LegacyScreen(controller: screen.content as? LegacyUI.ViewController ?? LegacyUI.ViewController()))
  }
}
