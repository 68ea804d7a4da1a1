import AppCore
import LegacyUI
import Rx
import RxLegacyUI
import TextSurface

/// Home in the legacy front (MVVM, as the team wrote it before the
/// migration): the view model's drivers bound to the labels, each button's
/// taps sent to the view model.
public final class HomeViewController: ViewController {
  private let viewModel: HomeViewModel
  private let disposeBag = DisposeBag()
  private let greetingLabel = Label(style: TextStyle(attributes: .bold))
  private let earningsLabel = Label()
  private let retryButton = Button(title: "Retry")
  private let stack = StackView()

  public init(viewModel: HomeViewModel) {
    self.viewModel = viewModel
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
    viewModel.greeting.drive(greetingLabel.rx.text).disposed(by: disposeBag)
    viewModel.earningsText.drive(earningsLabel.rx.text).disposed(by: disposeBag)
    viewModel.canRetryEarnings.map { !$0 }.drive(retryButton.rx.isHidden).disposed(by: disposeBag)
    retryButton.rx.tap.subscribe(onNext: { viewModel.retryEarnings() }).disposed(by: disposeBag)
    Observable.merge(destinationTaps).subscribe(onNext: { viewModel.select($0) }).disposed(by: disposeBag)
  }

  public override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}
