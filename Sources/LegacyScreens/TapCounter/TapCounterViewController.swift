import AppCore
import LegacyUI
import TextSurface

/// The tap counter in the legacy front: retained labels and a button in a
/// stack, mutated imperatively whenever the view model's state changes.
///
/// The binding is the imperative idiom of the article's "traditional VIP":
/// one `observe {}` closure that sets `label.text`, re-run at each commit
/// after the module State changed.
public final class TapCounterViewController: ViewController {
  private let viewModel: TapCounterViewModel
  private let observations: ObservationLoop
  private var binding: ObservationToken?

  private let greetingLabel = Label()
  private let countLabel = Label()
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let tapButton = Button(title: "Tap Me")
  private let stack = StackView()

  public init(viewModel: TapCounterViewModel, observations: ObservationLoop) {
    self.viewModel = viewModel
    self.observations = observations
    super.init(title: "Tap Counter")
  }

  public override func viewDidLoad() {
    stack.axis = .vertical
    stack.alignment = .center
    for view in [greetingLabel, countLabel, tapButton, failureLabel] { stack.addArrangedSubview(view) }
    view.addSubview(stack)
    tapButton.addTarget(self, action: TapCounterViewController.didTapButton)
    binding = observations.observe { [weak self] in self?.render() }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func render() {
    let state = viewModel.viewState
    greetingLabel.text = state.greeting
    countLabel.text = state.tapsText
    tapButton.title = state.buttonTitle
    failureLabel.text = state.failureMessage ?? ""
    failureLabel.isHidden = state.failureMessage == nil
  }

  private func didTapButton() {
    viewModel.buttonTapped()
  }
}
