import AppCore
import CoreRuntime
import LegacyUI
import RxLegacyUI
import TextSurface

/// Home in the legacy front (MVVM): a greeting, today's earnings, and one
/// button per destination. The screen kept the stream bindings it was written
/// with when its view model moved to Observation: the reverse adapter
/// (`observations.driver { … }`) turns each observed value into a driver.
public final class HomeViewController: ViewController {
  private let viewModel: HomeViewModel
  private let observations: ObservationLoop
  private let disposeBag = DisposeBag()
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
    stack.addArrangedSubview(retryButton)
    stack.addArrangedSubview(Label(text: " "))
    var destinationTaps: [Observable<String>] = []
    for destination in HomeViewModel.destinations {
      let button = Button(title: destination.title)
      destinationTaps.append(button.rx.tap.map { destination.title })
      stack.addArrangedSubview(button)
    }
    view.addSubview(stack)
    bindViewModel(destinationTaps: destinationTaps)
  }

  private func bindViewModel(destinationTaps: [Observable<String>]) {
    let viewModel = viewModel
    observations.driver { viewModel.greeting }.drive(greetingLabel.rx.text).disposed(by: disposeBag)
    observations.driver { viewModel.earningsText }.drive(earningsLabel.rx.text).disposed(by: disposeBag)
    observations.driver { !viewModel.canRetryEarnings }.drive(retryButton.rx.isHidden).disposed(by: disposeBag)
    retryButton.rx.tap.subscribe(onNext: { viewModel.retryEarnings() }).disposed(by: disposeBag)
    Observable.merge(destinationTaps).subscribe(onNext: { viewModel.select($0) }).disposed(by: disposeBag)
    // The alert follows the view model: up while it is confirming a sign-out.
    observations.driver { viewModel.isConfirmingSignOut }.drive { [weak self] confirming in
      self?.showSignOutAlert(confirming)
    }
    .disposed(by: disposeBag)
  }

  private func showSignOutAlert(_ confirming: Bool) {
    if confirming, presentedViewController == nil {
      let viewModel = viewModel
      let alert = AlertController(title: HomeViewModel.signOutAlertTitle)
      alert.addAction(AlertAction(title: HomeViewModel.confirmSignOutTitle) { _ in viewModel.confirmSignOut() })
      alert.addAction(
        AlertAction(title: HomeViewModel.cancelSignOutTitle, style: .cancel) { _ in viewModel.cancelSignOut() })
      present(alert)
    } else if !confirming, presentedViewController is AlertController {
      dismiss()
    }
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}
