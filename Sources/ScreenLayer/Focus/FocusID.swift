/// Identifies one interactive element within the object that owns it (a
/// `FocusResponder`): a plain widget's one element is `0`, a table's rows are
/// their indices, a declarative tree's elements are a node and an item in it.
///
/// A concrete pair of integers rather than an `AnyHashable`: the focus engine
/// compares ids many times per commit (a list's rows are items), and two
/// integers compare without unboxing anything.
///
/// ```swift
/// let row: FocusID = 3                 // a table's fourth row
/// let action = FocusID(12, 1)          // item 1 of a tree's node 12
/// row.value                            // 3
/// ```
public struct FocusID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The element within its owner: a row or action index, or a declarative node.
  public let value: Int
  /// A second number for owners whose elements come in groups (a declarative
  /// node's rows or actions); 0 when the owner uses `value` alone.
  public let detail: Int

  /// Element `value` (and `detail`, for owners whose elements come in groups).
  public init(_ value: Int, _ detail: Int = 0) {
    self.value = value
    self.detail = detail
  }

  /// Element `value`, as in `InteractiveItem(owner: self, id: 0, node: node)`.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// `value`, or `value.detail` when `detail` is set.
  public var description: String { detail == 0 ? "\(value)" : "\(value).\(detail)" }
}
