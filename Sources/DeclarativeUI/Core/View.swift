/// A piece of declarative UI, like SwiftUI's `View`: a value that describes
/// what to show as a function of its inputs.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     VStack {
///       Text("Hello \(name)")
///       Button("Tap Me") { print("tapped") }
///     }
///   }
/// }
/// ```
///
/// Bodies are evaluated by a `ViewHost`, which keeps a tree of nodes between
/// updates: a body re-runs only when what it read changed (an `@Observable`
/// property, a `@State`), or when its parent passed it new inputs. A view that
/// is `Equatable` and equal to its previous value is skipped entirely.
public protocol View {
  /// The type of view the body is.
  associatedtype Body: View
  /// What the view shows, built from other views; re-run when what it read changes.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is its own body type, which ends the chain of bodies.
  public typealias Body = Never
  /// `Never` has no body: it stands for the body of primitive views.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the renderer implements directly (Text, Button, stacks…): its body
/// is never called; instead it lists its structural children. Primitives that
/// occupy space also conform to `LayoutPrimitive`; the others (groups, tuples,
/// conditionals, ForEach) are transparent to layout.
protocol PrimitiveView {
  /// The structural children, evaluated under observation tracking so that a
  /// `ForEach` whose content reads a model re-runs when it changes.
  func children() -> ChildViews
  /// The children given the node, for primitives whose children depend on
  /// what the node keeps (a `List` builds only the rows in its viewport).
  func children(of node: Node) -> ChildViews

  // What the renderer records of a primitive's type (`Node.Kinds`). Each
  // answer is no by default and yes in the extension of the protocol that
  // grants it (`ViewKinds.swift`), so the compiler answers for every
  // primitive type and the runtime is asked nothing.
  /// `LeafView`.
  static var isLeaf: Bool { get }
  /// `StoredChildren`.
  static var storesChildren: Bool { get }
  /// `EnvironmentWriting`.
  static var writesEnvironment: Bool { get }
  /// `ChildSelecting`.
  static var selectsChildren: Bool { get }
  /// `CoverPresenting`.
  static var presentsCover: Bool { get }
  /// `AlertPresenting`.
  static var presentsAlert: Bool { get }
  /// `BackHandling`.
  static var handlesBack: Bool { get }
  /// `ActionLeaf.looksLike(_:)` for two views of this type.
  static var looksAlikeWitness: ((any View, any View) -> Bool)? { get }
  /// `ChildContainer.placesChildren(like:)` for two views of this type.
  static var placesChildrenAlikeWitness: ((any View, any View) -> Bool)? { get }
  /// A view of this type as a `LayoutPrimitive`.
  static var layoutPrimitiveWitness: ((any View) -> any LayoutPrimitive)? { get }
  /// `PaintPrimitive.drawsItself` and `.ownsChildren`; neither for a primitive that does not paint.
  static var paintTraits: (drawsItself: Bool, ownsChildren: Bool) { get }
}

extension PrimitiveView {
  func children() -> ChildViews { .positional([]) }
  func children(of node: Node) -> ChildViews { children() }
}

/// A primitive with no children at all (text, a row, a divider, a spacer, a
/// spinner, a button): evaluating it reads nothing, so the renderer neither
/// tracks observation nor reconciles children for it — a list scrolling in a
/// row, or an offers tick changing every row's text, pays for the value only.
protocol LeafView: PrimitiveView {}

/// A primitive whose children are views its value holds (a tuple, a branch,
/// a stack's or a modifier's content): listing them calls no closure and
/// reads no observable state, so the renderer evaluates it without
/// observation tracking. `ForEach`, `List`, a navigation stack and the
/// modifiers that read a binding are not: their children come from closures
/// or bindings, read under tracking so a change re-evaluates them.
protocol StoredChildren: PrimitiveView {}

/// A leaf primitive whose value carries an action (a closure) beside what it
/// shows, like a `Button`: a closure has no equality, so such a value is
/// never `Equatable`, yet a parent that re-runs its body makes a new one
/// every time. Two values that look alike (`looksLike(_:)`) differ only in
/// their action: the node takes the new value and keeps everything else —
/// it is not evaluated again, measured again or damaged.
protocol ActionLeaf: LeafView {
  /// Whether `other` shows, measures and means exactly what this value does
  /// (title, role, enabled state): only the action may differ.
  func looksLike(_ other: Self) -> Bool
}

/// A primitive that holds its children (`StoredChildren`) and places them by
/// parameters of its own that `placesChildren(like:)` compares (a stack's
/// spacing and alignment, a padding's insets; a tuple or a branch has none).
/// When a parent gives it a new value that places children alike and its
/// children keep their nodes, its measurements stand: a child whose view
/// changed clears them itself (`Node.invalidateLayout()`), so an offers
/// tick that changes one `Text` re-measures that text's ancestors, not every
/// stack its body re-made.
protocol ChildContainer: StoredChildren {
  /// Whether `other` lays out the same children exactly as this value does.
  func placesChildren(like other: Self) -> Bool
}

/// A container with no placement parameters of its own (a tuple, a branch,
/// a group, a type-erased view): its children are placed by their own, so
/// any two of its values place them alike, and the renderer need not copy
/// either value out of its node to ask.
protocol TransparentContainer: ChildContainer {}

extension TransparentContainer {
  func placesChildren(like other: Self) -> Bool { true }
}

/// A primitive's children: identified by position, or by explicit keys.
enum ChildViews {
  case positional([any View])
  case keyed([(key: AnyHashable, view: any View)])
  /// Keyed children whose keys are, in order, the keys the node's children
  /// have: the primitive compared them in their own type (a `List`'s row
  /// ids at a tick that changed only what rows show), so no key is made,
  /// boxed or compared again.
  case sameKeys([any View])
  /// The one view of an `if/else` branch: identified by the branch it is in.
  case branch(Bool, any View)
}

extension View where Body == Never {
  /// Primitive views have no body; the renderer draws them directly.
  public var body: Never { fatalError("\(Self.self) is a primitive view") }
}
