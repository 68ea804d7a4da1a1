import FeatureFlags
import ScreenLayer
import TextSurface

/// What a front puts above the module screens: the window or scene, and the
/// navigation container — like the `UINavigationController` in a window, or a
/// SwiftUI `NavigationStack` in a `WindowGroup`. The session drives it
/// with data (the stack of screens); the shell shows it.
///
/// Either toolkit provides one; which one runs is decided like a module, by
/// the `shell` flag (`--shell legacy|declarative`).
public protocol AppShell: AnyObject {
  /// The toolkit the shell is written in.
  var front: Front { get }
  /// The screen layer the shell draws on: frames, focus, semantics, statistics.
  var scene: Scene { get }
  /// Shows `stack` (root first; the last is on screen). Screens present in the
  /// old stack keep their place and state; the shell runs the appearance
  /// callbacks and focus changes of a push, a pop or a replacement.
  func setStack(_ stack: [ModuleScreen])
  /// Called when the user went back inside the shell (Esc popped a screen);
  /// the stack now holds `depth` screens.
  var onPop: ((_ depth: Int) -> Void)? { get set }
  /// Goes back one step, as Esc would: dismiss what a screen presented, else
  /// pop. Returns whether there was a step to take.
  func goBack() -> Bool
  /// Declarative bodies evaluated so far by every declarative renderer the
  /// shell has shown (0 for screens of the legacy toolkit), for cost tables.
  var bodiesEvaluated: Int { get }
}

/// Builds a shell of one toolkit on a fresh scene.
public struct ShellFactory {
  /// The toolkit of the shells it builds.
  public let front: Front
  /// The fronts whose screens its shells can show: their own, and the other
  /// one when the Bridge's adapter was given.
  public let shows: Set<Front>
  /// Builds a shell of `size` writing to `output`.
  public let make: (_ size: Size, _ output: any FrameOutput) -> any AppShell

  /// A factory of `front` shells, showing screens of `shows` (its own front by default).
  public init(front: Front, shows: Set<Front>? = nil, make: @escaping (Size, any FrameOutput) -> any AppShell) {
    self.front = front
    self.shows = (shows ?? []).union([front])
    self.make = make
  }
}
