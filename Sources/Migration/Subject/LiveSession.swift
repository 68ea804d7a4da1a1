import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// A running app on the wall clock, as the interactive app drives it: keys
/// from a real keyboard, timers on a `LiveScheduler`, a front switch on a
/// key, and the facts the status line shows.
///
/// Scenarios use ``AppSession``, whose clock only the engine moves; a live
/// session's clock is real time, so it cannot be one. Both are built from the
/// same description of the app — a ``SessionApp`` gets both for free.
public protocol LiveSession: ObservedApp {
  /// The flag decision the screen on top was built with; nil before the first screen.
  var currentDecision: FlagDecision? { get }
  /// The front of the shell the screens are shown in.
  var shellFront: Front { get }

  /// Starts the app on `module`, replacing whatever is shown.
  func start(_ module: ModuleName) throws
  /// Rebuilds `module`'s screen in `front` (nil: the other one), keeping its core objects and focus.
  func flip(_ module: ModuleName, to front: Front?) throws
  /// Delivers a key press; returns whether anything took it.
  @discardableResult
  func handleKey(_ key: Key) -> Bool
  /// The commit point: catch up with the core and draw one frame if anything changed.
  @discardableResult
  func commit() -> Bool
}
