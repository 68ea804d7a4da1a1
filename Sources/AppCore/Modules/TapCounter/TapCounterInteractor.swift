import CoreRuntime

/// What the view layer can ask of the tap counter (VIP's Interactor input).
public protocol TapCounterInteracting: AnyObject {
  /// Shows the initial entity; called once when the module is built.
  func start()
  /// The user tapped `Tap Me`.
  func didTap()
}

/// Handles the tap counter's actions: calls the backend, keeps the entity, and
/// hands results to the presenter — never to a view.
public final class TapCounterInteractor: TapCounterInteracting {
  private let presenter: TapCounterPresenting
  private let service: TapCounterService
  private let effects: EffectLog
  private var entity = TapCounterEntity(name: "Mr. SwiftUI", count: 0)

  public init(presenter: TapCounterPresenting, service: TapCounterService, effects: EffectLog) {
    self.presenter = presenter
    self.service = service
    self.effects = effects
  }

  public func start() {
    presenter.update(from: entity)
  }

  /// The entity the backend last returned: what a relaunch brings back.
  public var lastRecorded: TapCounterEntity { entity }

  /// Shows `entity` as if the backend had just returned it: the count the
  /// screen showed before a relaunch comes back until the next tap asks the
  /// backend again.
  public func restore(_ entity: TapCounterEntity) {
    self.entity = entity
    presenter.update(from: entity)
  }

  public func didTap() {
    effects.analytics("tapCounter.tapped")
    service.recordTap(name: entity.name) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let recorded):
        // The count shown is the count the backend returned, never a local guess.
        entity = recorded
        presenter.update(from: recorded)
      case .failure(let error):
        presenter.presentFailure(error)
      }
    }
  }
}
