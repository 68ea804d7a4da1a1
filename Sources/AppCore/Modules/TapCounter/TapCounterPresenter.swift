import CoreRuntime

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

/// Traditional VIP's display protocol: what the Presenter calls on a view
/// controller, the way DoorDash's app worked before Reactive VIP
/// (Presenter → ViewController). The legacy tap counter screen implements it.
public protocol TapCounterDisplayLogic: AnyObject {
  /// New content from the backend: show it (and clear any failure).
  func displayContent(_ viewState: TapCounterViewState)
  /// Recording a tap failed: show `message`.
  func displayFailure(message: String)
}

/// Turns entities into display calls: the lightest element of VIP.
///
/// It has two receivers, in this order:
/// - `view`, the module State — Reactive VIP's receiver and the single source of truth
///   (Presenter → State). It is always called first, so whatever screen comes next (after a
///   front switch, or a navigation) starts from it and nothing is lost.
/// - `displayLogic`, a traditional VIP view controller (Presenter → ViewController), when one
///   is attached. It gets `display…` calls as they happen, and on `attach` it is given the
///   State's current content, so a controller built later (a switch back to legacy) shows the
///   count and the failure the State kept.
public final class TapCounterPresenter: TapCounterPresenting {
  /// The module State (Reactive VIP's receiver).
  public weak var view: TapCounterDisplaying?
  /// The traditional VIP view controller on screen, if any.
  public private(set) weak var displayLogic: TapCounterDisplayLogic?

  public init() {}

  /// Attaches a traditional VIP view controller and displays `current` (read from the State) at once.
  public func attach(_ display: TapCounterDisplayLogic, current: TapCounterViewState) {
    displayLogic = display
    display.displayContent(current)
    if let message = current.failureMessage { display.displayFailure(message: message) }
  }

  public func update(from entity: TapCounterEntity) {
    view?.showUpdatedContent(updatedName: entity.name, updatedCount: entity.count)
    displayLogic?.displayContent(TapCounterViewState(name: entity.name, totalTaps: entity.count))
  }

  public func presentFailure(_ error: ServiceError) {
    let message = "Could not record the tap. \(error.message)"
    view?.showFailure(message: message)
    displayLogic?.displayFailure(message: message)
  }
}
