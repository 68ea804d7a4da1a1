import ScreenLayer
import TextSurface

/// Content of another toolkit living inside a declarative tree: the extension
/// point behind the Bridge's `LegacyViewRepresentable` (SwiftUI's
/// `UIViewRepresentable` is the counterpart).
///
/// DeclarativeUI knows nothing of the legacy toolkit, so it only asks the
/// content to measure itself, to take the rectangle layout gave it, to draw
/// and to describe itself. A host embedded in a view hierarchy of the other
/// toolkit may instead attach the content there (see `ViewHost.foreignContents`),
/// which lets that toolkit's own focus engine reach it; `draw` is then a no-op.
///
/// Its requirements are split by pass: measuring and placing here (the
/// layout pass), drawing in `ForeignContentDrawing` (the paint pass).
public protocol ForeignContent: ForeignContentDrawing {
  /// The size the content wants within `proposal`.
  func sizeThatFits(_ proposal: Size) -> Size
  /// Takes the rectangle layout gave it, in screen coordinates.
  func place(in rect: Rect)
  /// The content's semantics, nested where it sits in the declarative tree.
  func accessibilityNodes() -> [AccessibilityNode]
  /// The host is the content of `scene` (a declarative shell): the content
  /// draws, focuses and commits there itself. Called at every layout.
  func attach(to scene: Scene?)
  /// The content's interactive elements, for the scene's focus engine, when it
  /// is attached to a scene (embedded in another toolkit's view, that view offers them).
  func interactiveItems() -> [InteractiveItem]
  /// The title of the screen the content shows, if it is a whole screen.
  var title: String? { get }
  /// The commit point: the content catches up with its model (legacy bindings).
  func prepareForCommit()
  /// Esc reached the content's screen: go back within it (dismiss what it presented); returns whether it did.
  func goBack() -> Bool
  /// The content came on screen (`true`) or left it (`false`) — covered by a
  /// pushed screen or a presentation, or revealed again — as the host saw at a
  /// layout. A hosted legacy controller gets its appearance callbacks from here.
  func visibilityDidChange(to isVisible: Bool)
  /// The content left the tree for good (like `dismantleUIView`): release what it holds.
  func dismantle()
}

extension ForeignContent {
  /// Nothing to do: content that only measures and draws.
  public func attach(to scene: Scene?) {}
  /// No elements of its own.
  public func interactiveItems() -> [InteractiveItem] { [] }
  /// Not a whole screen.
  public var title: String? { nil }
  /// Nothing to catch up with.
  public func prepareForCommit() {}
  /// Nothing to go back from.
  public func goBack() -> Bool { false }
  /// Nothing to tell.
  public func visibilityDidChange(to isVisible: Bool) {}
  /// Nothing to release.
  public func dismantle() {}
}

/// Places `ForeignContent` in a declarative tree: made once per identity,
/// updated each time the view that owns it is re-evaluated.
///
/// ```swift
/// HostedContent(make: { environment in LabelAdapter() }, update: { content, environment in … })
/// ```
public struct HostedContent: View, PrimitiveView, LayoutPrimitive, NavigationTitleProviding {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let make: (EnvironmentValues) -> any ForeignContent
  let update: (any ForeignContent, EnvironmentValues) -> Void

  /// `make` runs when the view first appears at its place in the tree;
  /// `update` runs then and after every re-evaluation, with the environment.
  public init(
    make: @escaping (EnvironmentValues) -> any ForeignContent,
    update: @escaping (any ForeignContent, EnvironmentValues) -> Void
  ) {
    self.make = make
    self.update = update
  }

  func content(_ node: Node) -> any ForeignContent {
    if let content = node.context.foreignContents[node.id] { return content }
    let content = make(node.environment)
    node.context.foreignContents[node.id] = content
    return content
  }

  func children(of node: Node) -> ChildViews {
    update(content(node), node.environment)
    return .positional([])
  }

  func sizeThatFits(_ proposal: Size, node: Node) -> Size { content(node).sizeThatFits(proposal) }

  func place(_ node: Node, in rect: Rect) {
    node.frame = rect
    content(node).place(in: rect)
  }

  func navigationTitle(_ node: Node) -> String? { content(node).title }

  func interactiveElements(_ node: Node) -> [(id: ElementID, node: AccessibilityNode)] { [] }

  func accessibilitySubtree(_ node: Node) -> [AccessibilityNode] { content(node).accessibilityNodes() }
}
