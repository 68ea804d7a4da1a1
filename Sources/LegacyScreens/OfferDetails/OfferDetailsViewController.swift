import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// One offer's details in the legacy front (Reactive VIP): labels and two
/// buttons, mutated from the ViewState in one `observe {}` binding.
public final class OfferDetailsViewController: ViewController {
  private let viewModel: OfferDetailsViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let payoutLabel = Label(style: TextStyle(attributes: .bold))
  private let distanceLabel = Label()
  private let countdownLabel = Label()
  private let acceptButton = Button(title: OfferDetailsViewState.acceptTitle)
  private let declineButton = Button(title: OfferDetailsViewState.declineTitle)
  private let buttons = StackView()
  private let statusLabel = Label(style: TextStyle(attributes: .dim))
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let stack = StackView()

  public init(viewModel: OfferDetailsViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: viewModel.viewState.title)
  }

  public override func viewDidLoad() {
    failureLabel.numberOfLines = 0  // errors are sentences: wrap them rather than cut them
    buttons.axis = .horizontal
    buttons.spacing = 2
    buttons.addArrangedSubview(acceptButton)
    buttons.addArrangedSubview(declineButton)
    acceptButton.addTarget(self, action: OfferDetailsViewController.acceptTapped)
    declineButton.addTarget(self, action: OfferDetailsViewController.declineTapped)
    stack.alignment = .center
    for view in [payoutLabel, distanceLabel, countdownLabel, buttons, statusLabel, failureLabel] {
      stack.addArrangedSubview(view)
    }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = viewModel.viewState
    title = state.title
    payoutLabel.text = state.payoutText
    distanceLabel.text = state.distanceText
    countdownLabel.text = state.countdownText
    acceptButton.isEnabled = state.areButtonsEnabled
    declineButton.isEnabled = state.areButtonsEnabled
    statusLabel.text = state.statusText ?? ""
    statusLabel.isHidden = state.statusText == nil
    failureLabel.text = state.failureMessage ?? ""
    failureLabel.isHidden = state.failureMessage == nil
  }

  private func acceptTapped() { viewModel.acceptTapped() }
  private func declineTapped() { viewModel.declineTapped() }
}
