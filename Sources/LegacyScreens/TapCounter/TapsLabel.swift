// Component: tapCounter.taps (the ledger counts this file as the component's code in its front).
import LegacyUI

/// The `tapCounter.taps` component in the legacy front: "You pressed the button N time(s)".
public final class TapsLabel: Label {
  /// An empty label.
  public init() {
    super.init(text: "")
  }
}
