/// Builds view trees from closures, like SwiftUI's `@ViewBuilder`: blocks of any
/// arity (parameter packs), `if`, `if/else`, `switch`, optionals, `for` loops
/// and availability checks.
@resultBuilder
public enum ViewBuilder {
  /// An empty block: nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// One view of a block.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the view, or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  // Both branches are inlinable: a body re-runs at every update, and built in
  // the body's module a branch is made for its concrete types.
  @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(second))
  }

  /// The views of a `for` loop, identified by position.
  public static func buildArray<Content: View>(_ components: [Content]) -> ArrayContent<Content> {
    ArrayContent(elements: components)
  }

  /// An `if #available` branch, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
