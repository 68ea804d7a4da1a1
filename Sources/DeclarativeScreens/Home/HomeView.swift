import AppCore
import DeclarativeUI

/// Home in the declarative front: the same greeting, earnings and destinations.
public struct HomeView: View {
  let viewModel: HomeViewModel

  public init(viewModel: HomeViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      Text(viewModel.greeting).bold()
      Text(viewModel.earningsText)
      Text(" ")
      ForEachDestination(viewModel: viewModel)
    }
  }
}

/// One button per destination, in the view model's order.
struct ForEachDestination: View {
  let viewModel: HomeViewModel

  var body: some View {
    for destination in HomeViewModel.destinations {
      Button(destination.title) { viewModel.select(destination.title) }
    }
  }
}
