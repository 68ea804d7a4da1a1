/// Why an interaction addressed by label could not be done.
public enum InteractionError: Error, Hashable, CustomStringConvertible {
  /// No element carries the label; the labels on screen are listed.
  case noElement(String, available: [String])
  /// The element exists but is disabled.
  case disabled(String)

  public var description: String {
    switch self {
    case .noElement(let label, let available):
      "no element labelled \"\(label)\" on screen"
        + (available.isEmpty ? "" : "; available: " + available.map { "\"\($0)\"" }.joined(separator: ", "))
    case .disabled(let label): "\"\(label)\" is disabled"
    }
  }
}

/// Interacting by visible label, as a user (or a scenario step) does, whatever front drew the screen.
extension Scene {
  /// The interactive element labelled `label` (the first enabled one in reading order, else the first).
  public func element(labelled label: String) throws(InteractionError) -> InteractiveItem {
    layoutIfNeeded()
    let items = interactiveItems
    if let item = items.first(where: { $0.node.label == label && $0.node.isEnabled })
      ?? items.first(where: { $0.node.label == label })
    {
      return item
    }
    throw .noElement(label, available: items.map(\.node.label))
  }

  /// Taps the element labelled `label`: focuses it and activates it.
  public func tap(label: String) throws(InteractionError) {
    let item = try element(labelled: label)
    guard item.node.isEnabled else { throw .disabled(label) }
    focus.focus(item)
    _ = item.owner.activate(item: item.id)
  }
}
