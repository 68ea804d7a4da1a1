import ScreenLayer
import TextSurface

/// A spinner showing that work is under way, like `UIActivityIndicatorView`,
/// with an optional text after it: `⠹ Loading offers…`.
///
/// The glyph is a function of the window's clock at the commit — never a
/// timer, never the wall clock — through the shared `ActivityIndicatorAppearance`,
/// so a run in virtual time gives the same frames every time and both fronts
/// show the same glyph at the same instant. While animating, the indicator asks
/// for display at a commit only when its glyph would change.
///
/// As in UIKit, `hidesWhenStopped` (true by default) hides the view while it is
/// stopped — it starts stopped, so it starts hidden, and a stack view gives it
/// no room until `startAnimating()`.
///
/// ```swift
/// spinner.text = "Signing in…"
/// viewModel.isLoading ? spinner.startAnimating() : spinner.stopAnimating()
/// ```
open class ActivityIndicatorView: View {
  /// Text after the glyph; also the accessibility label (default "In progress").
  public var text: String? {
    didSet { if text != oldValue { setNeedsLayout() } }
  }
  /// Whether the view hides itself while stopped, like UIKit's; true by default.
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the spinner is turning.
  public private(set) var isAnimating = false
  /// The glyph last drawn, to redraw only when the clock moved it on.
  private var drawnGlyph: String?

  /// A stopped (so, by default, hidden) indicator.
  public init(text: String? = nil) {
    self.text = text
    super.init()
    isHidden = hidesWhenStopped
  }

  /// Starts turning and shows the view.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    setNeedsDisplay()
  }

  /// Stops turning; hides the view when `hidesWhenStopped`.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    isHidden = hidesWhenStopped
    setNeedsDisplay()
  }

  /// The time the glyph follows: the window's instant of the commit while
  /// animating; a stopped, visible indicator rests on its first frame.
  private var now: Duration {
    isAnimating ? window?.now ?? .zero : .zero
  }

  open override func prepareForCommit() {
    guard isAnimating, !isHidden else { return }
    if ActivityIndicatorAppearance.glyph(elapsed: now) != drawnGlyph { setNeedsDisplay() }
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    ActivityIndicatorAppearance.size(label: text, proposal: size)
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let elapsed = now
    drawnGlyph = ActivityIndicatorAppearance.glyph(elapsed: elapsed)
    ActivityIndicatorAppearance.draw(label: text, elapsed: elapsed, in: &canvas, rect: rect, clip: clip)
  }

  /// Role `progressIndicator`, labelled by its text or "In progress".
  open override func accessibilityNode() -> AccessibilityNode? {
    let label = accessibilityLabel ?? text.flatMap { $0.isEmpty ? nil : $0 } ?? "In progress"
    return AccessibilityNode(role: .progressIndicator, label: label, frame: absoluteFrame)
  }
}
