/// One view per element of a collection, identified by the element's id, like SwiftUI's `ForEach`.
///
/// Identity is explicit: a row keeps its node (and `@State`) when its element
/// moves, and only the rows whose element changed are updated. Duplicate ids
/// do not crash: the first occurrence keeps the existing node, later ones get
/// fresh nodes at each update.
///
/// ```swift
/// ForEach(offers) { offer in OfferRow(offer: offer) }          // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let data: Data
  /// Reads an element's id. A function, not the key path it may come from:
  /// the runtime instantiates a key path to a generic element's `id` each
  /// time a body makes the view, which was 3.5 % of a declarative offers tick
  /// (`List` reads its rows' ids the same way).
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// Views for `data`, identified by the element's property at `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
  }

  init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  func children() -> ChildViews {
    .keyed(data.map { (key: AnyHashable(id($0)), view: content($0) as any View) })
  }

  /// The key of the row for `element`, as reconciliation sees it.
  func key(for element: Data.Element) -> AnyHashable { AnyHashable(id(element)) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements, identified by `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identifiedBy: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, identifiedBy: { $0 }, content: content)
  }
}
