import AppCore
import CoreRuntime
import LegacyUI
import TextSurface

/// Home in the legacy front (MVVM): a greeting, today's earnings, and one
/// button per destination, each sending its title to the view model.
public final class HomeViewController: ViewController {
  private let viewModel: HomeViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?
  private let greetingLabel = Label(style: TextStyle(attributes: .bold))
  private let earningsLabel = Label()
  private let retryButton = Button(title: "Retry")
  private let stack = StackView()

  public init(viewModel: HomeViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: "Home")
  }

  public override func viewDidLoad() {
    stack.alignment = .center
    stack.addArrangedSubview(greetingLabel)
    stack.addArrangedSubview(earningsLabel)
    retryButton.addTarget(self, action: HomeViewController.retryTapped)
    stack.addArrangedSubview(retryButton)
    stack.addArrangedSubview(Label(text: " "))
    for destination in HomeViewModel.destinations {
      let button = Button(title: destination.title)
      button.addTarget(self, action: HomeViewController.destinationTapped)
      stack.addArrangedSubview(button)
    }
    view.addSubview(stack)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    greetingLabel.text = viewModel.greeting
    earningsLabel.text = viewModel.earningsText
    retryButton.isHidden = !viewModel.canRetryEarnings
  }

  private func retryTapped(_ sender: Button) {
    viewModel.retryEarnings()
  }

  private func destinationTapped(_ sender: Button) {
    viewModel.select(sender.title)
  }
}
