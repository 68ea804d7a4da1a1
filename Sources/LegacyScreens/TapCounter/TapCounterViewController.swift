import AppCore
import LegacyUI
import TextSurface

/// The tap counter in the legacy front, written as *traditional* VIP — where
/// DoorDash's app started: the Presenter calls this view controller's
/// `display…` methods through `TapCounterDisplayLogic` (Presenter →
/// ViewController), and the controller sets `label.text` in them. No
/// observation, no ViewModel binding: the controller is a passive view.
///
/// What keeps a front switch lossless is the module State: the Presenter
/// writes the State *first* (Presenter → State, Reactive VIP's receiver) and
/// only then calls the controller; when a controller is built (a switch back to
/// legacy, a navigation), `presenter.attach(self, current:)` shows what the
/// State holds. The declarative screen reads the same State through the
/// ViewModel, so either screen can replace the other at any time.
///
/// Taps go out through the ViewModel (its `buttonTapped()` calls the
/// Interactor), as they do in the declarative screen.
public final class TapCounterViewController: ViewController, TapCounterDisplayLogic {
  private let viewModel: TapCounterViewModel
  private let presenter: TapCounterPresenter
  private let tapsSlot: ComponentSlot<String>?

  private let greetingLabel = Label()
  private let countLabel = TapsLabel()
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let tapButton = Button(title: "Tap Me")
  private let stack = StackView()

  /// The screen, attached to `presenter`; with `taps`, the count line (the `tapCounter.taps`
  /// component) is that component — the composition passes the Bridge's hosting view when it is declarative.
  public init(viewModel: TapCounterViewModel, presenter: TapCounterPresenter, taps: ComponentSlot<String>? = nil) {
    self.viewModel = viewModel
    self.presenter = presenter
    tapsSlot = taps
    super.init(title: "Tap Counter")
  }

  public override func viewDidLoad() {
    stack.axis = .vertical
    stack.alignment = .center
    for view in [greetingLabel, tapsSlot?.view ?? countLabel, tapButton, failureLabel] {
      stack.addArrangedSubview(view)
    }
    view.addSubview(stack)
    tapButton.addTarget(self, action: TapCounterViewController.didTapButton)
    // The State is the source of truth: start from what it holds now.
    presenter.attach(self, current: viewModel.viewState)
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  // MARK: TapCounterDisplayLogic

  public func displayContent(_ viewState: TapCounterViewState) {
    greetingLabel.text = viewState.greeting
    if let tapsSlot { tapsSlot.update(viewState.tapsText) } else { countLabel.text = viewState.tapsText }
    tapButton.title = viewState.buttonTitle
    failureLabel.text = ""
    failureLabel.isHidden = true
    view.setNeedsLayout()
  }

  public func displayFailure(message: String) {
    failureLabel.text = message
    failureLabel.isHidden = false
    view.setNeedsLayout()
  }

  private func didTapButton() {
    viewModel.buttonTapped()
  }
}
