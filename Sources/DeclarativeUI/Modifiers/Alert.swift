import TextSurface

/// A view with an alert that shows while a binding is true, made by
/// `.alert(_:isPresented:actions:message:)` (SwiftUI's modifier of the same name).
///
/// The alert is laid out and drawn by `AlertAppearance`, centred in the host's
/// rectangle over the content (which stays drawn). It is modal: while it is up
/// its actions are the host's only interactive elements, its first action gets
/// focus, Enter or Space activates one and dismisses, and Esc activates the
/// `.cancel` action if there is one (otherwise it is consumed and does nothing).
/// Its semantics come last, after the content behind it.
public struct AlertModifier<Content: View>: View, PrimitiveView, AlertPresenting {
  /// A primitive view: it has no body; the renderer draws it directly.
  public typealias Body = Never
  let content: Content
  let title: String
  let isPresented: Binding<Bool>
  let actions: [Button]
  let message: String?

  /// Reading the binding here, under observation tracking, re-evaluates the
  /// modifier (and so re-lays out the host) when the alert comes or goes.
  func children() -> ChildViews {
    _ = isPresented.wrappedValue
    return .positional([content])
  }

  private var titles: [String] { actions.map(\.title) }

  func isPresented(_ node: Node) -> Bool { isPresented.wrappedValue }

  private func placement(in bounds: Rect) -> AlertAppearance.Placement {
    AlertAppearance.layout(title: title, message: message, actions: titles, in: bounds)
  }

  private func focusedAction(_ node: Node) -> Int? {
    guard let focused = node.context.focusedElement, focused.node == node.id else { return nil }
    return focused.item ?? 0
  }

  func drawAlert(_ node: Node, in canvas: inout Canvas, bounds: Rect) {
    AlertAppearance.draw(
      title: title, actions: titles, focusedAction: focusedAction(node), layout: placement(in: bounds), in: &canvas)
  }

  func alertAccessibility(_ node: Node, bounds: Rect) -> AccessibilityNode {
    AlertAppearance.accessibilityNode(
      title: title, message: message, actions: titles, focusedAction: focusedAction(node),
      layout: placement(in: bounds))
  }

  func alertElements(_ node: Node, bounds: Rect) -> [(id: ElementID, node: AccessibilityNode)] {
    let buttons = alertAccessibility(node, bounds: bounds).children
    return buttons.enumerated().map { (ElementID(node: node.id, item: $0.offset), $0.element) }
  }

  func handleAlertKey(_ key: Key, node: Node, action: Int) -> Bool {
    switch key {
    case .enter, .space:
      return activateAlert(node, action: action)
    case .escape:
      // Consumed either way: Esc must not reach the navigation stack behind a modal alert.
      if let cancel = actions.firstIndex(where: { $0.role == .cancel }) { _ = activateAlert(node, action: cancel) }
      return true
    default:
      return false  // Tab and arrows: the focus engine moves between the actions, the only elements
    }
  }

  func activateAlert(_ node: Node, action: Int) -> Bool {
    // An alert with no actions still offers "OK", as SwiftUI's does.
    isPresented.wrappedValue = false
    if actions.indices.contains(action) { actions[action].action() }
    return true
  }
}

/// A modifier that may show an alert over the host.
protocol AlertPresenting: PrimitiveView {
  func isPresented(_ node: Node) -> Bool
  func drawAlert(_ node: Node, in canvas: inout Canvas, bounds: Rect)
  func alertAccessibility(_ node: Node, bounds: Rect) -> AccessibilityNode
  func alertElements(_ node: Node, bounds: Rect) -> [(id: ElementID, node: AccessibilityNode)]
  func handleAlertKey(_ key: Key, node: Node, action: Int) -> Bool
  func activateAlert(_ node: Node, action: Int) -> Bool
}

extension View {
  /// Shows an alert while `isPresented` is true, like SwiftUI's `.alert(_:isPresented:actions:message:)`.
  ///
  /// ```swift
  /// OfferView(offer: offer)
  ///   .alert("Offer expired", isPresented: $showsError) {
  ///     Button("OK") {}
  ///     Button("Cancel", role: .cancel) {}
  ///   } message: {
  ///     Text("This offer is no longer available.")
  ///   }
  /// ```
  ///
  /// Actions are the `Button`s the builder produces; the message is the text
  /// of the `Text`s, joined by newlines. Any action dismisses the alert.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> AlertModifier<Self> {
    let texts = leafViews(message()).compactMap { ($0 as? Text)?.content }
    var buttons = leafViews(actions()).compactMap { $0 as? Button }
    if buttons.isEmpty { buttons = [Button("OK") {}] }
    return AlertModifier(
      content: self, title: title, isPresented: isPresented, actions: buttons,
      message: texts.isEmpty ? nil : texts.joined(separator: "\n"))
  }

  /// An alert without a message.
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> AlertModifier<Self> {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
}

/// The primitives a builder produced, looking through groups, conditions and
/// composite bodies without building nodes (an alert's actions are values, not views on screen).
private func leafViews(_ view: any View) -> [any View] {
  if view is any LayoutPrimitive, !(view is any OptionalView) { return [view] }
  if let primitive = view as? any PrimitiveView {
    switch primitive.children() {
    case .positional(let views): return views.flatMap(leafViews)
    case .keyed(let pairs): return pairs.flatMap { leafViews($0.view) }
    case .sameKeys(let views): return views.flatMap(leafViews)
    case .branch(_, let view): return leafViews(view)
    }
  }
  return leafViews(body(of: view))
}

private func body<V: View>(of view: V) -> any View { view.body }
