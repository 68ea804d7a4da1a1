// Component: offers.row (the ledger counts this file as the component's code in its front).
import AppCore
import DeclarativeUI

/// The `offers.row` component in the declarative front: a `List` row with the
/// offer's restaurant and its payout, distance and time left.
public struct OfferRow: View, Equatable {
  let row: RowViewData

  /// The row for `row`.
  public init(row: RowViewData) {
    self.row = row
  }

  public var body: some View {
    LabeledContent(row.title, value: row.detail)
  }
}
