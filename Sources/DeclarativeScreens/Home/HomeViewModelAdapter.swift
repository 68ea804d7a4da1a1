import AppCore
import Observation
import Rx

extension HomeViewModel {
  /// The adapter that lets the declarative front use the stream-backed view
  /// model unchanged: an observable object mirroring each driver, the
  /// article's `Adapter: ObservableObject`. Intents go to the view model itself.
  @Observable
  public final class Adapter {
    public let viewModel: HomeViewModel
    public private(set) var greeting = ""
    public private(set) var earningsText = ""
    public private(set) var canRetryEarnings = false
    @ObservationIgnored private let disposeBag = DisposeBag()

    /// An adapter over `viewModel`, fed for as long as it lives.
    public init(viewModel: HomeViewModel) {
      self.viewModel = viewModel
      viewModel.greeting.drive(Binder(self, keyPath: \.greeting)).disposed(by: disposeBag)
      viewModel.earningsText.drive(Binder(self, keyPath: \.earningsText)).disposed(by: disposeBag)
      viewModel.canRetryEarnings.drive(Binder(self, keyPath: \.canRetryEarnings)).disposed(by: disposeBag)
    }
  }
}
