/// What the presenter draws on: VIP's View protocol. In Reactive VIP the
/// module's State is the receiver ("a receiver for data passed via the
/// Presenter"), so either front's screen reads the same single source of truth.
public protocol TapCounterDisplaying: AnyObject {
  func showUpdatedContent(updatedName: String, updatedCount: Int)
  func showFailure(message: String)
}

/// What the interactor can hand over.
public protocol TapCounterPresenting: AnyObject {
  func update(from entity: TapCounterEntity)
  func presentFailure(_ error: ServiceError)
}

/// Turns entities into display calls: the lightest element of VIP.
public final class TapCounterPresenter: TapCounterPresenting {
  public weak var view: TapCounterDisplaying?

  public init() {}

  public func update(from entity: TapCounterEntity) {
    view?.showUpdatedContent(updatedName: entity.name, updatedCount: entity.count)
  }

  public func presentFailure(_ error: ServiceError) {
    view?.showFailure(message: "Could not record the tap. \(error.message)")
  }
}
