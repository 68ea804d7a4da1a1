import AppCore
import DeclarativeUI

/// Home in the declarative front, deliberately redesigned: the greeting sits
/// at the top left and the day's earnings, emphasised (bold, underlined), at
/// the right, like a dashboard header; the destinations stay a column.
///
/// The redesign changes the look only: the same texts and buttons, with the
/// same labels and values, in the same reading (and focus) order, doing the
/// same things. The buttons keep their rows, so focus — which the focus engine
/// orders by position — is the same at every screen size. The project's
/// `strangler.parity.json` declares it (`home`: compare semantics and
/// effects), so A/B runs call it equivalent, not identical.
public struct HomeView: View {
  let viewModel: HomeViewModel

  public init(viewModel: HomeViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      HStack {
        Text(viewModel.greeting).bold()
        Spacer()
      }
      HStack {
        Spacer()
        Text(viewModel.earningsText).bold().underline()
      }
      if viewModel.canRetryEarnings {
        Button("Retry") { viewModel.retryEarnings() }
      }
      Text(" ")
      DestinationGrid(viewModel: viewModel)
    }
    .padding(.horizontal, 2)
    .alert(
      HomeViewModel.signOutAlertTitle,
      isPresented: Binding(get: { viewModel.isConfirmingSignOut }, set: { if !$0 { viewModel.cancelSignOut() } })
    ) {
      Button(HomeViewModel.confirmSignOutTitle) { viewModel.confirmSignOut() }
      Button(HomeViewModel.cancelSignOutTitle, role: .cancel) { viewModel.cancelSignOut() }
    }
  }
}

/// One button per destination, in the view model's order, one under the other.
struct DestinationGrid: View {
  let viewModel: HomeViewModel

  var body: some View {
    VStack {
      for destination in HomeViewModel.destinations {
        Button(destination.title) { viewModel.select(destination.title) }
      }
    }
  }
}
