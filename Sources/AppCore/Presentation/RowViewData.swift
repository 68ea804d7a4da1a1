/// One list row as the core formats it: a title at the left and an optional
/// detail at the right. Both fronts place these strings and nothing else.
public struct RowViewData: Identifiable, Hashable, Sendable {
  public var id: String
  public var title: String
  public var detail: String

  public init(id: String, title: String, detail: String) {
    self.id = id
    self.title = title
    self.detail = detail
  }
}
