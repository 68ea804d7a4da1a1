import FeatureFlags
import ScreenLayer
import TextSurface

/// The other front of the module on screen, rendered off screen beside the
/// control — Scientist's *candidate*, for a user interface.
///
/// `render()` builds it as a front switch would, without switching anything:
/// a fresh shell of the control's shell front on its own scene of the
/// control's size, drawing at the instant the control's frame was drawn
/// (`Scene.frameInstant`) and writing to an output nobody reads (a
/// `DiscardingOutput` by default), whose stack has the control's depth (the
/// screens below the top are placeholders: only the top one is drawn, but the
/// navigation bar's `< Back` depends on the depth) and whose top screen is the
/// control's route built by the other front with
/// `MigrationSession.buildSilently(_:in:)` — from the same core objects, with no
/// flag decision, exposure, service call or effect. It then gets the control's
/// focus (`FocusEngine.handoff()`/`restore(_:)`, which also scrolls a list to
/// the focused row) and draws once.
///
/// It is rebuilt for every comparison rather than kept and updated, for two
/// reasons: a screen opens at the scroll position its core keeps (ratings) but
/// afterwards scrolls only with its own focus, so a kept candidate would drift
/// from a control the user scrolls; and a kept candidate that scrolled on its
/// own would report its place back to the core through its scroll binding —
/// an effect. A fresh one sits exactly where the control is and writes
/// nothing when it agrees. No key ever reaches it.
///
/// ```swift
/// let candidate = ShadowCandidate(of: session)
/// session.commit()
/// if let scene = candidate.render() { compare(session.scene.frame, scene.frame) }
/// ```
public final class ShadowCandidate<Route: SessionRoute, Cores> {
  private unowned let app: MigrationSession<Route, Cores>
  private let output: FrameOutput
  private var shell: (any AppShell)?
  /// The route and front of the candidate last rendered, if any.
  public private(set) var current: (route: Route, front: Front)?

  /// A candidate beside `app`'s screens, drawing into `output`.
  public init(of app: MigrationSession<Route, Cores>, output: FrameOutput = DiscardingOutput()) {
    self.app = app
    self.output = output
  }

  /// The scene of the candidate last rendered.
  public var scene: Scene? { shell?.scene }

  /// Builds the other front of the module on screen, at the control's size,
  /// depth, focus and scroll position, and draws it; returns its scene, or nil
  /// (and shows nothing) when nothing is on screen or the module has no
  /// screen in the other front.
  @discardableResult
  public func render() -> Scene? {
    shell = nil
    current = nil
    guard let screen = app.currentScreen else { return nil }
    let front = screen.decision.front.other
    guard let built = app.buildSilently(screen.route, in: front) else { return nil }
    // A shell of the control's front: the session made its own from the same factory.
    guard let factory = app.fronts.shells[app.shell.front], factory.shows.contains(front) else { return nil }
    let shell = factory.make(app.scene.size, output)
    // The control's frame was drawn at an instant real time has left behind:
    // the candidate draws at that instant, so a spinner shows the same glyph.
    let instant = app.scene.frameInstant
    shell.scene.clock = { instant }
    // Screens below the top are never drawn; they only give the stack its depth (the `< Back`).
    let below = app.routes.dropLast().map { route in app.missingScreen(for: route.moduleName, preferring: front) }
    shell.setStack(below + [built])
    shell.scene.layoutIfNeeded()
    shell.scene.focus.restore(app.scene.focus.handoff())
    shell.scene.commit()
    self.shell = shell
    current = (screen.route, front)
    return shell.scene
  }
}
