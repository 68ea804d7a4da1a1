// Component: offers.row (the ledger counts this file as the component's code in its front).
import AppCore
import LegacyUI

/// The `offers.row` component in the legacy front: a `.value1` cell with the
/// offer's restaurant and its payout, distance and time left.
public final class OfferRowCell: TableViewCell {
  /// A cell reused under `reuseIdentifier` (nil outside a table).
  public required init(style: CellStyle = .value1, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  /// Shows `row`.
  public func configure(with row: RowViewData) {
    textLabel.text = row.title
    detailTextLabel?.text = row.detail
  }
}
