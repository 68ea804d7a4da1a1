/// The views a `ViewBuilder` block produces; they only group other views.

/// Nothing at all.
public struct EmptyView: View, PrimitiveView, LeafView, Equatable {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  /// Nothing at all.
  public init() {}
}

/// Several views in a block, in order: `VStack { A(); B(); C() }`.
public struct TupleView<each Content: View>: View, PrimitiveView, TransparentContainer {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  /// The views, in the order the block lists them, each as a view of its own
  /// type: stored so, a copy of the tuple (the renderer copies a view out of
  /// its node to ask it for its children) retains one array instead of
  /// copying every element through the variadic tuple's generic witnesses.
  let elements: [any View]

  /// The views, in order.
  public var content: (repeat each Content) {
    var offset = 0
    func next<Element>(_ type: Element.Type) -> Element {
      defer { offset += 1 }
      return elements[offset] as! Element
    }
    return (repeat next((each Content).self))
  }

  /// The views of a block, in order.
  public init(_ content: repeat each Content) {
    var count = 0  // the block's length, from its types: no view is copied to count it
    for _ in repeat (each Content).self { count += 1 }
    var elements: [any View] = []
    elements.reserveCapacity(count)
    for element in repeat each content { elements.append(element) }
    self.elements = elements
  }

  func children() -> ChildViews { .positional(elements) }
}

/// One of two branches (`if/else`, `switch`); identity differs per branch, so
/// switching branches replaces the subtree and its state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, TransparentContainer {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }

  func children() -> ChildViews {
    switch storage {
    case .trueContent(let view): .branch(true, view)
    case .falseContent(let view): .branch(false, view)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
}

/// Marks `Optional` views so dynamic casts never unwrap them (see `Node.layoutPrimitive`).
protocol OptionalView: PrimitiveView {}

extension Optional: OptionalView where Wrapped: View {}

extension Optional: PrimitiveView, StoredChildren, ChildContainer, TransparentContainer where Wrapped: View {
  func children() -> ChildViews {
    .positional(self.map { [$0] } ?? [])
  }
}

/// The views of a `for` loop in a builder, identified by position.
public struct ArrayContent<Content: View>: View, PrimitiveView, TransparentContainer {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let elements: [Content]

  func children() -> ChildViews {
    .positional(elements)
  }
}

/// A type-erased view: lets different view types take one place.
/// Changing the wrapped type replaces the subtree.
public struct AnyView: View, PrimitiveView, TransparentContainer {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let wrapped: any View

  /// Wraps `view`, hiding its type.
  public init(_ view: some View) {
    wrapped = view
  }

  func children() -> ChildViews {
    .positional([wrapped])
  }
}

/// Groups views without adding layout, so modifiers or conditions apply to all.
public struct Group<Content: View>: View, PrimitiveView, TransparentContainer {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func children() -> ChildViews {
    .positional([content])
  }
}
