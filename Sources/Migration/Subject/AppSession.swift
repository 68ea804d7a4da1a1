import CoreRuntime
import FeatureFlags
import ScreenLayer
import TextSurface

/// One running app the engine performs steps on: a front-neutral facade over
/// its screen layer, navigation, virtual clock, effect log and flag exposures.
///
/// Every method acts as a user or the outside world would — a tap, a key, time
/// passing, a fault in a service — and every property reads what a user or a
/// report would see. A session never shares state with another one, so the
/// same scenario under the same flags gives byte-identical results.
public protocol AppSession: ObservedApp {
  /// The session's clock; only the engine moves it.
  var clock: VirtualScheduler { get }
  /// Every side effect so far.
  var effects: [EffectRecord] { get }
  /// Every flag decision put into effect so far.
  var exposures: [Exposure] { get }
  /// Declarative bodies evaluated so far (0 for a front without bodies).
  var bodiesEvaluated: Int { get }

  /// Starts the app on `module`, replacing whatever is shown.
  func start(_ module: ModuleName) throws
  /// Rebuilds `module`'s screen in `front` (nil: the other one).
  func flip(_ module: ModuleName, to front: Front?) throws
  /// Goes back one screen; false when there is none.
  func back() -> Bool
  /// Injects `fault` into the service operation `operation` (nil clears it).
  func setFault(_ fault: ServiceFault?, for operation: String)
  /// The commit point: catch up with the core and draw one frame if anything changed.
  @discardableResult
  func commit() -> Bool
}

/// An app whose navigation stack is data: it opens deep links and names its
/// stack as a link path (``DeepLink``). A ``DrivenSession`` or
/// ``LiveDrivenSession`` is one.
public protocol LinkedSession: AnyObject {
  /// Opens `link` (`strangler://home/offers`) as far as it is valid; returns why it stopped short, if it did.
  func open(_ link: String) -> LinkProblem?
  /// The stack as a link path, root first (`home/offers/offerDetails:o3`).
  var stackPath: String { get }
}

/// A running app as shadow mode observes it — a scenario session, or the
/// interactive app on the wall clock: what is on screen, in which front, each
/// commit, and the other front drawn off screen.
public protocol ObservedApp: AnyObject {
  /// The screen: size, frame, focus, semantics, statistics.
  var scene: Scene { get }
  /// The route on screen, if any.
  var currentRoute: ScreenRoute? { get }
  /// The front the screen on top is drawn in.
  var currentFront: Front? { get }
  /// Called after every commit with whether it wrote a frame (shadow mode takes it).
  var didCommit: ((_ wrote: Bool) -> Void)? { get set }
  /// The other front of the screen on top, built and drawn off screen at the
  /// same size, place and focus, with no effect, exposure or flag decision;
  /// nil when nothing is on screen or the module has no other front.
  func renderOtherFront() -> OtherFrontRender?
}

/// What ``ObservedApp/renderOtherFront()`` drew: its scene, and what it shows.
public struct OtherFrontRender {
  /// The off-screen scene, drawn once.
  public var scene: Scene
  /// The route it shows (the control's).
  public var route: ScreenRoute
  /// The front it was drawn in.
  public var front: Front

  /// A render of `route` in `front` on `scene`.
  public init(scene: Scene, route: ScreenRoute, front: Front) {
    self.scene = scene
    self.route = route
    self.front = front
  }
}

extension ObservedApp {
  /// The frame on screen.
  public var frame: Frame { scene.frame }
  /// The element with focus.
  public var focusedItem: InteractiveItem? { scene.focusedItem }
  /// Bytes, frames and elements drawn so far.
  public var statistics: FrameStatistics { scene.statistics }

  /// Sends a key to the focused element (or the screen).
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    scene.handleKey(key)
  }

  /// The interactive element labelled `label` (see `Scene.element(labelled:)`).
  public func element(labelled label: String) throws(InteractionError) -> InteractiveItem {
    try scene.element(labelled: label)
  }

  /// Moves focus to `item`, as a tap would.
  public func focus(_ item: InteractiveItem) {
    scene.focus.focus(item)
  }

  /// Taps the element labelled `label`.
  public func tap(label: String) throws(InteractionError) {
    try scene.tap(label: label)
  }
}
