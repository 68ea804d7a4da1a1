import Observation
import TextSurface

extension Node {
  // Unchecked: the closures capture nothing but the view's metatype, and
  // the flags are constants, so a value shared between threads is never
  // mutated (the compiler cannot see that a metatype captured by a witness
  // closure is immutable).
  struct Kinds: @unchecked Sendable {
    /// The type's own operations, found once from its conformances: calling
    /// them casts the value to its known type, never searches the runtime's
    /// conformance tables (a search per row per commit costs more than the
    /// row's text).
    ///
    /// Whether two values are equal, for an `Equatable` view.
    let isEqual: ((any View, any View) -> Bool)?
    /// Whether two values of an `ActionLeaf` type look alike (only their actions differ).
    let looksAlike: ((any View, any View) -> Bool)?
    /// Whether two values of a `ChildContainer` type place their children alike.
    let placesChildrenAlike: ((any View, any View) -> Bool)?
    /// A primitive's children (`PrimitiveView.children(of:)`).
    let children: ((any View, Node) -> ChildViews)?
    /// The value as a layout primitive.
    let layoutPrimitiveOf: ((any View) -> any LayoutPrimitive)?
    /// A composite's `@State` or `@Environment` properties to link at each
    /// evaluation: a type keeps its stored properties, so a type without any
    /// never reflects on its values.
    let linksProperties: Bool
    /// The view occupies space and draws (`LayoutPrimitive`); an `Optional` never does.
    var layoutPrimitive: Bool { layoutPrimitiveOf != nil }
    let selectsChildren: Bool
    let presentsCover: Bool
    let presentsAlert: Bool
    let handlesBack: Bool
    /// The view has no body: its children come from `PrimitiveView.children(of:)`.
    var primitive: Bool { children != nil }
    /// The view has no children at all (`LeafView`).
    let leaf: Bool
    /// The view's children are views it holds (`StoredChildren`): listing them reads nothing.
    let storedChildren: Bool
    /// The view changes its children's environment.
    let writesEnvironment: Bool
    /// `PaintPrimitive.drawsItself`.
    let drawsItself: Bool
    /// `PaintPrimitive.ownsChildren`.
    let ownsChildren: Bool
    /// The view draws, describes or offers something of its own (see
    /// `PaintPrimitive.drawsItself`): the passes ask only such a primitive.
    var hasOwnContent: Bool { drawsItself || ownsChildren }

    /// The answers for `view`'s type, found once per process: a type's
    /// conformances never change, and a host is made for every screen
    /// pushed, so a cache per host would pay the dynamic casts and the
    /// reflection again for every type of every screen shown.
    static func of(_ view: any View) -> Kinds {
      let type = ObjectIdentifier(Swift.type(of: view))
      if let kinds = known.withLock({ $0[type] }) { return kinds }
      // Found outside the lock: finding them may build (and so ask about) nothing else, but
      // the casts and the reflection are the slow part, and two threads finding the same
      // answers store equal values.
      let kinds = Kinds(view)
      known.withLock { $0[type] = kinds }
      return kinds
    }

    /// Every type's answers so far, by type.
    private static let known = Locked<[ObjectIdentifier: Kinds]>([:])

    /// Found from the view's type, never its value: a cast of a value looks
    /// through an `Optional` and would find the wrapped view's conformances
    /// (an `Optional<Text>` posing as a leaf would never build its `Text`),
    /// and a type's answers can be kept for every node of that type.
    ///
    /// The runtime is asked two questions: is the type a primitive, and is
    /// it `Equatable`. Each question it answers no to reads every conformance
    /// record of the process, so a primitive's other answers come from its
    /// type (`PrimitiveView`'s requirements, answered when it is compiled).
    /// `Equatable` stays a question: a generic view may be equatable only
    /// for some arguments.
    init(_ view: any View) {
      let type = Swift.type(of: view)
      isEqual = (type as? any Equatable.Type)?.viewEqualityWitness
      guard let primitive = type as? any PrimitiveView.Type else {
        children = nil
        looksAlike = nil
        placesChildrenAlike = nil
        layoutPrimitiveOf = nil
        (leaf, storedChildren, writesEnvironment) = (false, false, false)
        (drawsItself, ownsChildren) = (false, false)
        (selectsChildren, presentsCover, presentsAlert, handlesBack) = (false, false, false, false)
        linksProperties = Mirror(reflecting: view).children.contains {
          $0.value is any EnvironmentProperty || $0.value is any StateProperty
        }
        return
      }
      children = primitive.childrenWitness
      looksAlike = primitive.looksAlikeWitness
      placesChildrenAlike = primitive.placesChildrenAlikeWitness
      leaf = primitive.isLeaf
      storedChildren = primitive.storesChildren
      writesEnvironment = primitive.writesEnvironment
      layoutPrimitiveOf = primitive.layoutPrimitiveWitness
      (drawsItself, ownsChildren) = primitive.paintTraits
      selectsChildren = layoutPrimitiveOf != nil && primitive.selectsChildren
      presentsCover = primitive.presentsCover
      presentsAlert = primitive.presentsAlert
      handlesBack = primitive.handlesBack
      linksProperties = false
    }
  }
}

/// `view`, whose dynamic type is `T`, as a `T`. Callers check the type first
/// (`type(of:)`), so the cast is the runtime's same-type case, a copy: no
/// search of its conformance tables, which a cast to a protocol would make
/// for every row at every commit. The existential is opened first, so the
/// runtime casts a value of a known type and skips unwrapping the box.
private func viewValue<T>(_ view: any View, as type: T.Type) -> T {
  func opened<V: View>(_ view: V) -> T { view as! T }
  return opened(view)
}

extension Equatable {
  /// `==` for two views of this type (false when either is another type).
  fileprivate static var viewEqualityWitness: (any View, any View) -> Bool {
    { old, new in
      guard type(of: old) == Self.self, type(of: new) == Self.self else { return false }
      return viewValue(old, as: Self.self) == viewValue(new, as: Self.self)
    }
  }
}

extension PrimitiveView {
  /// `children(of:)` for a view of this type.
  fileprivate static var childrenWitness: (any View, Node) -> ChildViews {
    { view, node in type(of: view) == Self.self ? viewValue(view, as: Self.self).children(of: node) : .positional([]) }
  }

  // The answers a primitive has unless a protocol below grants it another.
  static var isLeaf: Bool { false }
  static var storesChildren: Bool { false }
  static var writesEnvironment: Bool { false }
  static var selectsChildren: Bool { false }
  static var presentsCover: Bool { false }
  static var presentsAlert: Bool { false }
  static var handlesBack: Bool { false }
  static var looksAlikeWitness: ((any View, any View) -> Bool)? { nil }
  static var placesChildrenAlikeWitness: ((any View, any View) -> Bool)? { nil }
  static var layoutPrimitiveWitness: ((any View) -> any LayoutPrimitive)? { nil }
  static var paintTraits: (drawsItself: Bool, ownsChildren: Bool) { (false, false) }
}

extension LeafView {
  static var isLeaf: Bool { true }
}

extension StoredChildren {
  static var storesChildren: Bool { true }
}

extension EnvironmentWriting {
  static var writesEnvironment: Bool { true }
}

extension ChildSelecting {
  static var selectsChildren: Bool { true }
}

extension CoverPresenting {
  static var presentsCover: Bool { true }
}

extension AlertPresenting {
  static var presentsAlert: Bool { true }
}

extension BackHandling {
  static var handlesBack: Bool { true }
}

extension ActionLeaf {
  /// `looksLike(_:)` for two views of this type (false when either is another type).
  static var looksAlikeWitness: ((any View, any View) -> Bool)? {
    { old, new in
      guard type(of: old) == Self.self, type(of: new) == Self.self else { return false }
      return viewValue(old, as: Self.self).looksLike(viewValue(new, as: Self.self))
    }
  }
}

extension ChildContainer {
  /// `placesChildren(like:)` for two views of this type (false when either is another type).
  static var placesChildrenAlikeWitness: ((any View, any View) -> Bool)? {
    { old, new in
      guard type(of: old) == Self.self, type(of: new) == Self.self else { return false }
      return viewValue(old, as: Self.self).placesChildren(like: viewValue(new, as: Self.self))
    }
  }
}

extension TransparentContainer {
  /// Any two values of this type place their children alike; neither is copied to ask.
  static var placesChildrenAlikeWitness: ((any View, any View) -> Bool)? {
    { old, new in type(of: old) == Self.self && type(of: new) == Self.self }
  }
}

extension LayoutPrimitive {
  /// A view of this type as a layout primitive.
  static var layoutPrimitiveWitness: ((any View) -> any LayoutPrimitive)? {
    { view in viewValue(view, as: Self.self) }
  }

  static var paintTraits: (drawsItself: Bool, ownsChildren: Bool) { (drawsItself, ownsChildren) }
}
