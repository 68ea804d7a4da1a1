import Observation
import TextSurface

/// One view's place in the persistent tree the host keeps between updates:
/// the node's state. The passes over it have a file each: the reconcile pass
/// (`ReconcilePass.swift`: evaluating bodies, matching children), the layout
/// pass (`LayoutPass.swift`), the paint pass (`PaintPass.swift`) and the
/// semantics pass (`SemanticsPass.swift`); what a view's type is, found once,
/// is in `ViewKinds.swift`.
///
/// A node remembers the last view value it was given, its `@State` storage,
/// its children and its laid-out frame. Identity is structural: a child keeps
/// its node (and state) as long as the same view type appears at the same
/// position, or under the same key (`ForEach` ids, `if/else` branches).
final class Node {
  let id: Int
  /// The host's shared state. Held strongly, though the context's registry
  /// holds the node too: every read of an `unowned` reference checks the
  /// object and retains it, and the passes read a node's context at every
  /// measurement and evaluation. The host breaks the cycle when it goes
  /// (`RenderContext.releaseNodes()`, from `ViewHost`'s `deinit`), and an
  /// unmounted node leaves the registry.
  let context: RenderContext
  /// The node whose child this is; nil for a root and for an unmounted node.
  /// Layout caches are cleared up this chain when a node re-evaluates (see
  /// `invalidateLayout()`).
  var parent: Node? { isMounted ? mountedUnder : nil }
  /// The node this one was made under: a node keeps its parent for life.
  /// Read through `parent`, which answers nil once the node is unmounted,
  /// since the parent may be gone by then (and access would trap).
  ///
  /// A `let`: reading it takes no runtime exclusivity check, where clearing
  /// an `unowned var` at unmount (which releases the old reference inside
  /// the write) would keep one on every walk up the tree. `unowned`, not
  /// `weak`: a weak reference would give every node a side table, and every
  /// retain and release of a node — tree walks make many per commit — would
  /// take the runtime's slow path.
  private unowned let mountedUnder: Node?
  /// False once the node has left the tree (`unmount()`).
  private var isMounted = true
  /// Given by the parent at each update (the reconcile pass: `replaceView(with:)`).
  private(set) var view: any View
  /// `view` as a layout primitive, cast once per view value: layout, drawing
  /// and the semantics passes ask for it many times per commit.
  private var cachedLayoutPrimitive: LayoutPrimitiveBox?
  /// The last sizes this node answered (`sizeThatFits`), by proposal; cleared
  /// when it or a descendant re-evaluates. A stack measures its children when
  /// it is measured and again when it is placed, at every level, so without
  /// it layout repeats the measurement of deep subtrees at every commit.
  var sizeCache = MeasuredSizes()
  /// `layoutChildren`, kept until it or a descendant re-evaluates.
  var cachedLayoutChildren: [Node]?
  /// `RenderContext.layoutCacheFills` when this node's layout caches were
  /// last cleared (-1: never).
  var clearedAtFill = -1
  /// Matched to the body's or the primitive's child views by the reconcile pass.
  var children: [Node] = []
  /// The children's keys when they were last matched by key; nil when they
  /// were matched by position (their keys are then their offsets).
  var childKeys: [AnyHashable]?
  /// The branch the only child shows when it was matched as an `if/else` branch.
  var childBranch: Bool?
  /// The storage of the view's `@State` properties, in declaration order.
  var stateBoxes: [AnyObject] = []
  /// Increases at each evaluation; an observation callback from an older evaluation is stale.
  var generation: UInt64 = 0
  let depth: Int
  /// Where layout placed this node, in screen coordinates.
  var frame: Rect = .zero {
    didSet {
      // Where the node was and where it is are both damaged.
      guard frame != oldValue else { return }
      context.damageSinceDraw.append((oldValue, self))
      context.damageSinceDraw.append((frame, self))
    }
  }
  /// State a primitive keeps between updates (a text field's cursor, a list's scroll offset).
  var primitiveStorage: AnyObject?
  /// The environment the parent passed down (SwiftUI's `EnvironmentValues` at this point of the tree).
  var environment: EnvironmentValues

  init(view: any View, depth: Int, context: RenderContext, environment: EnvironmentValues, parent: Node? = nil) {
    self.id = context.register()
    self.view = view
    self.mountedUnder = parent
    self.depth = depth
    self.context = context
    self.kinds = context.kinds(of: view)
    self.environment = environment
    context.nodes[id] = self
    context.registerRoles(of: self)
    context.statistics.nodesBuilt += 1
    evaluate()
  }

  var isPrimitive: Bool { kinds.primitive }

  /// The environment this node's children see: its own, changed by an environment modifier.
  var childEnvironment: EnvironmentValues {
    guard kinds.writesEnvironment, let writer = view as? any EnvironmentWriting else { return environment }
    var values = environment
    writer.write(&values)
    return values
  }

  /// Leaves the tree with its subtree. The frame it leaves is damage that the
  /// mounted node it left answers for (`owner`: its parent, unless the whole
  /// tree goes), so a list that tracks its own damage recognizes a row that
  /// scrolled out, which has no parent from here on.
  func unmount(owner: Node? = nil) {
    let owner = owner ?? parent ?? self
    context.damageSinceDraw.append((frame, owner))
    context.nodes[id] = nil
    context.foreignContents.removeValue(forKey: id)?.dismantle()
    context.animatedNodes.remove(id)
    context.unregisterRoles(of: self)
    for child in children { child.unmount(owner: owner) }
    isMounted = false
  }

  /// Takes the parent's new view value; returns the one it replaces.
  ///
  /// Swapped rather than assigned: an assignment would release the old value
  /// (through its type's value witness, a call the optimizer cannot see into)
  /// inside the write to `view`. With no call inside any access to `view`,
  /// the optimizer proves that none overlap and drops the runtime
  /// exclusivity check from every read of it, which the passes make many
  /// times per node and commit.
  func replaceView(with newView: any View) -> any View {
    var old = newView
    swap(&view, &old)
    cachedLayoutPrimitive = nil
    return old
  }

  var isLayoutPrimitive: Bool { kinds.layoutPrimitive }

  /// The view as a layout primitive. An `Optional` view is never one: a
  /// dynamic cast would look through `Optional<Text>` and find the `Text`,
  /// making the optional's node pose as its child.
  var layoutPrimitive: LayoutPrimitiveBox? {
    guard let primitiveOf = kinds.layoutPrimitiveOf else { return nil }
    if let cachedLayoutPrimitive { return cachedLayoutPrimitive }
    let primitive = LayoutPrimitiveBox(primitiveOf(view))
    cachedLayoutPrimitive = primitive
    return primitive
  }

  /// What the view's type conforms to, found once: a node's view keeps its
  /// type for the node's life (a view of another type gets a new node), so
  /// tree walks that look for navigation stacks, covers and alerts on every
  /// commit test a flag instead of a dynamic cast per node.
  ///
  /// A `let`: reading a flag reads the field in place, where a lazy
  /// property's getter would copy the whole value (and retain its witnesses).
  let kinds: Kinds
}

/// A node's view as a layout primitive, held by reference. The passes hand
/// it around many times per commit: passing a reference retains it, where
/// passing the existential would copy the view through its value witnesses
/// (several indirect calls, and a retain of each string it holds). Calls go
/// through `value`, a constant, which Swift opens where it lies.
final class LayoutPrimitiveBox {
  let value: any LayoutPrimitive

  init(_ value: any LayoutPrimitive) {
    self.value = value
  }
}
