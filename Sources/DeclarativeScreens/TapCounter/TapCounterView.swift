import AppCore
import DeclarativeUI

/// The tap counter in the declarative front, as the DoorDash article writes
/// `MyView`: a body that reads the ViewModel's ViewState and sends taps back.
public struct TapCounterView: View {
  let viewModel: TapCounterViewModel

  public init(viewModel: TapCounterViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    let state = viewModel.viewState
    VStack {
      Text(state.greeting)
      Text(state.tapsText)
      Button(state.buttonTitle) { viewModel.buttonTapped() }
      if let message = state.failureMessage {
        Text(message).foregroundColor(.red)
      }
    }
  }
}
