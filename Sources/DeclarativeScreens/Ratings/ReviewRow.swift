import AppCore
import DeclarativeUI

/// One review in the ratings list: the stars and comment, and the date.
public struct ReviewRow: View, Equatable {
  let review: RowViewData

  /// The row for `review`.
  public init(review: RowViewData) {
    self.review = review
  }

  public var body: some View {
    LabeledContent(review.title, value: review.detail)
  }
}
