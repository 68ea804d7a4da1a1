// Component: ratings.summary (the ledger counts this file as the component's code in its front).
import DeclarativeUI

/// The `ratings.summary` component in the declarative front: the bold summary line.
public struct RatingsSummary: View, Equatable {
  let text: String

  /// The summary `text`.
  public init(text: String) {
    self.text = text
  }

  public var body: some View {
    Text(text).bold()
  }
}
