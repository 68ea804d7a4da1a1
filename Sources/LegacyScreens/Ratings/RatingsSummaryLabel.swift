import LegacyUI
import TextSurface

/// The `ratings.summary` component in the legacy front: the bold summary line.
public final class RatingsSummaryLabel: Label {
  /// An empty bold label.
  public init() {
    super.init(text: "", style: TextStyle(attributes: .bold))
  }
}
