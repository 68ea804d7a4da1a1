import ScreenLayer
import TextSurface

/// A modal alert with a title, an optional message and buttons, like
/// `UIAlertController` in `.alert` style.
///
/// Present it from the screen it is about: it is drawn with the shared
/// `AlertAppearance`, centred in that screen's view (below the navigation
/// bar), over the screen, which stays drawn behind it and — as in UIKit — gets
/// no disappear/appear callbacks.
///
/// While it is up the alert owns focus: its actions are the only focus stops
/// and interactive elements, the first has focus, Tab/Shift-Tab and arrows
/// move between them (Tab wraps), Enter or Space dismisses the alert and then
/// runs the action's handler. Esc is the alert's too: it triggers the
/// `.cancel` action if there is one and otherwise does nothing (it never pops
/// the navigation stack behind). Accessibility reports an `alert` node after
/// the content behind it.
///
/// ```swift
/// let alert = AlertController(title: "Offer expired", message: "This offer is no longer available.")
/// alert.addAction(AlertAction(title: "OK", style: .cancel))
/// present(alert)
/// ```
open class AlertController: ViewController {
  /// A short explanation under the title; it wraps.
  public var message: String? {
    didSet { if message != oldValue, isViewLoaded { view.setNeedsLayout() } }
  }
  /// The buttons, in order.
  public private(set) var actions: [AlertAction] = []

  /// An alert titled `title`.
  public init(title: String, message: String? = nil) {
    self.message = message
    super.init(title: title)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button, like `addAction(_:)`.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    if isViewLoaded { view.setNeedsLayout() }
  }

  open override func loadView() {
    view = AlertView(controller: self)
  }

  /// Dismisses the alert, then runs the handler of action `index`.
  func trigger(_ index: Int) {
    guard actions.indices.contains(index) else { return }
    let action = actions[index]
    dismiss()
    action.handler?(action)
  }

  /// Esc: the cancel action if there is one; consumed either way.
  open override func goBack() -> Bool {
    if presentedViewController != nil { return super.goBack() }
    if let cancel = actions.firstIndex(where: { $0.style == .cancel }) { trigger(cancel) }
    return true
  }
}

/// The alert's view: it covers the window (so it is laid out like any
/// presented view) but draws only the box, placed over the presenter's view.
final class AlertView: View {
  unowned let controller: AlertController
  private var placement = AlertAppearance.layout(title: "", message: nil, actions: [], in: .zero)

  init(controller: AlertController) {
    self.controller = controller
    super.init()
  }

  private var titles: [String] { controller.actions.map(\.title) }

  override func layoutSubviews() {
    // The presenter's view was laid out first (layers go bottom to top). Its frame as it is, as the
    // declarative alert uses its host's: the window laid it out, so it lies within the window, and
    // an intersection would only turn a squeezed 1×0 content area into 0×0, a frame the declarative
    // alert does not report.
    let area = controller.presentingViewController?.view.absoluteFrame ?? absoluteFrame
    placement = AlertAppearance.layout(
      title: controller.title, message: controller.message, actions: titles, in: area)
  }

  private var focusedAction: Int? { focusedItem?.value }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    AlertAppearance.draw(
      title: controller.title, actions: titles, focusedAction: focusedAction, layout: placement, in: &canvas)
  }

  private var node: AccessibilityNode {
    AlertAppearance.accessibilityNode(
      title: controller.title, message: controller.message, actions: titles, focusedAction: focusedAction,
      layout: placement)
  }

  override func interactiveItems() -> [InteractiveItem] {
    node.children.enumerated().map { InteractiveItem(owner: self, id: FocusID($0.offset), node: $0.element) }
  }

  override func handleKey(_ key: Key, item id: FocusID) -> Bool {
    switch key {
    case .enter, .space: return activate(item: id)
    case .escape: return controller.goBack()
    default: return false
    }
  }

  override func activate(item id: FocusID) -> Bool {
    controller.trigger(id.value)
    return true
  }

  override func accessibilityNodes() -> [AccessibilityNode] {
    isHidden ? [] : [node]
  }
}
