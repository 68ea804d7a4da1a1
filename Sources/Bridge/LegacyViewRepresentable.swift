import DeclarativeUI
import LegacyUI
import TextSurface

/// Puts a legacy widget inside a declarative tree, like `UIViewRepresentable`:
/// the declarative layout sizes and places it, and the window draws, focuses
/// and describes it as the legacy widget it is.
///
/// ```swift
/// struct LegacyBadge: LegacyViewRepresentable {
///   let text: String
///   func makeView(context: Context) -> Label { Label(text: text) }
///   func updateView(_ label: Label, context: Context) { label.text = text }
/// }
/// VStack { Text("Declarative"); LegacyBadge(text: "Legacy") }
/// ```
///
/// `makeView` runs once per identity, `updateView` after it and whenever the
/// representable is re-evaluated with new inputs; a `Coordinator` (from
/// `makeCoordinator()`) lives as long as the view, for targets and delegates.
public protocol LegacyViewRepresentable: DeclarativeUI.View where Body == HostedContent {
  associatedtype LegacyViewType: LegacyUI.View
  associatedtype Coordinator = Void
  typealias Context = LegacyViewRepresentableContext<Self>

  /// Creates the legacy view, once.
  func makeView(context: Context) -> LegacyViewType
  /// Brings the legacy view up to date with this representable's inputs.
  func updateView(_ view: LegacyViewType, context: Context)
  /// Creates the object that receives the legacy view's callbacks.
  func makeCoordinator() -> Coordinator
}

/// What `makeView` and `updateView` get, like `UIViewRepresentableContext`.
public struct LegacyViewRepresentableContext<Representable: LegacyViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public let environment: EnvironmentValues
}

extension LegacyViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension LegacyViewRepresentable {
  public var body: HostedContent {
    HostedContent(
      make: { environment in
        let coordinator = makeCoordinator()
        let view = makeView(context: Context(coordinator: coordinator, environment: environment))
        return LegacyContent(view: view, coordinator: coordinator)
      },
      update: { content, environment in
        guard let content = content as? LegacyContent, let view = content.view as? LegacyViewType,
          let coordinator = content.coordinator as? Coordinator
        else { return }
        updateView(view, context: Context(coordinator: coordinator, environment: environment))
      })
  }
}

/// A legacy view as foreign content of a declarative tree. A widget that can
/// take focus (a button) is attached by the hosting view as its subview, so the
/// window draws and focuses it; a widget that cannot (a label, a row cell) is
/// drawn by the tree itself, in tree order — so a declarative `List` highlights
/// it like any row, and it shows under the declarative shell too, where no
/// legacy window exists. The tree measures and places it and nests its semantics in tree order.
final class LegacyContent: ForeignContent {
  let view: LegacyUI.View
  let coordinator: Any
  /// Where the declarative layout put it, in screen coordinates.
  private(set) var frame: Rect = .zero

  init(view: LegacyUI.View, coordinator: Any) {
    self.view = view
    self.coordinator = coordinator
  }

  /// Whether the tree draws the view itself (it has nothing to focus), rather than a hosting view attaching it.
  var drawsInline: Bool { !view.hasFocusableElements }

  func sizeThatFits(_ proposal: Size) -> Size { view.sizeThatFits(proposal) }

  func place(in rect: Rect) { frame = rect }

  func draw(in canvas: inout Canvas, clip: Rect) {
    guard drawsInline, view.superview == nil else { return }
    view.render(in: &canvas, at: frame, clip: clip)
  }

  func accessibilityNodes() -> [AccessibilityNode] { view.accessibilityNodes() }
}
