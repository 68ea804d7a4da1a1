// Component: ratings.summary (the ledger counts this file as the component's code in its front).
import LegacyUI
import TextSurface

/// The `ratings.summary` component in the legacy front: the bold summary line.
public final class RatingsSummaryLabel: Label {
  /// An empty bold label.
  public init() {
    super.init(text: "", style: TextStyle(attributes: .bold))
  }
}
