import AppCore
import DeclarativeUI

/// The tap counter in the declarative front, as the DoorDash article writes
/// `MyView`: a body that reads the ViewModel's ViewState and sends taps back.
public struct TapCounterView: View {
  let viewModel: TapCounterViewModel
  let taps: ((String) -> AnyView)?

  /// The screen; with `taps`, the count line (the `tapCounter.taps` component) is that view —
  /// the composition passes the Bridge's representable of the legacy label when it is legacy.
  public init(viewModel: TapCounterViewModel, taps: ((String) -> AnyView)? = nil) {
    self.viewModel = viewModel
    self.taps = taps
  }

  public var body: some View {
    let state = viewModel.viewState
    VStack {
      Text(state.greeting)
      // Without a slot: what `TapsText` draws, inline, so no extra body is evaluated.
      if let taps { taps(state.tapsText) } else { Text(state.tapsText) }
      Button(state.buttonTitle) { viewModel.buttonTapped() }
      if let message = state.failureMessage {
        Text(message).foregroundColor(.red)
      }
    }
  }
}
