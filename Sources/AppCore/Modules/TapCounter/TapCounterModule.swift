import CoreRuntime

/// Builds the tap counter's VIP elements and owns them for as long as the
/// module lives, whichever front shows it.
///
/// ```swift
/// let module = TapCounterModule(service: service, effects: effects)
/// module.viewModel.buttonTapped()
/// ```
public final class TapCounterModule {
  public let state: TapCounterState
  public let presenter: TapCounterPresenter
  public let interactor: TapCounterInteractor
  public let viewModel: TapCounterViewModel

  public init(service: TapCounterService, effects: EffectLog) {
    state = TapCounterState()
    presenter = TapCounterPresenter()
    interactor = TapCounterInteractor(presenter: presenter, service: service, effects: effects)
    viewModel = TapCounterViewModel(state: state, interactor: interactor)
    presenter.view = state
    interactor.start()
  }
}
