// Component: tapCounter.taps (the ledger counts this file as the component's code in its front).
import DeclarativeUI

/// The `tapCounter.taps` component in the declarative front: "You pressed the button N time(s)".
public struct TapsText: View, Equatable {
  let text: String

  /// The line `text`.
  public init(text: String) {
    self.text = text
  }

  public var body: some View {
    Text(text)
  }
}
