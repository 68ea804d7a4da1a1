import TextSurface

/// The one owner of keyboard focus for a screen, whichever toolkit drew it
/// (ARCHITECTURE.md): the same rules for every element, legacy or declarative.
///
/// - When a screen appears (`screenDidChange()`), its first focusable element
///   gets focus at the next `update(items:)`.
/// - Tab/Shift-Tab move in reading order (top to bottom, then left to right)
///   and wrap; arrows move without wrapping (`handleNavigationKey(_:)`).
/// - A presentation (an alert, a sheet) takes focus to its first element;
///   dismissing it gives focus back to the element that had it before, as
///   UIKit restores the first responder (`presentationDidBegin()`, `presentationDidEnd()`).
/// - Going back (a pop) gives focus back to the element that had it when the
///   screen was covered (`stackDepthDidChange(to:)`).
/// - A front switch keeps focus and a text field's cursor (`handoff()` and `restore(_:)`).
/// - An element may ask for focus once it exists (`request(_:item:)`: a row a
///   list just scrolled into view).
///
/// ```swift
/// let focus = FocusEngine()
/// focus.update(items: content.interactiveItems())   // after each layout
/// focus.handleNavigationKey(.tab)
/// focus.focusedItem?.node.label
/// ```
public final class FocusEngine {
  /// An element remembered by its owner and id. The owner is held, so its
  /// identity cannot be reused by a new object while it is remembered.
  private struct Reference {
    let owner: any FocusResponder
    let id: FocusID
    /// Where the element was, to find the one at its place if it goes.
    let frame: Rect
    init(_ item: InteractiveItem) {
      self.init(owner: item.owner, id: item.id, frame: item.node.frame)
    }
    init(owner: any FocusResponder, id: FocusID, frame: Rect = .zero) {
      self.owner = owner
      self.id = id
      self.frame = frame
    }
    func designates(_ item: InteractiveItem) -> Bool { item.isElement(id, of: owner) }
  }

  /// Every interactive element in reading order, as of the last update.
  public private(set) var items: [InteractiveItem] = []
  /// The focused element; its owner is held (strongly) until focus moves,
  /// so an owner that left the screen (a pop) is still told it lost focus.
  /// No weak reference: one would give every owner that ever had focus a
  /// side table, and every retain and release of it — the items that name
  /// it are copied many times per commit — would take the runtime's slow path.
  private var focused: Reference?
  private var requested: Reference?
  private var resetPending = true
  private var pendingHandoff: FocusHandoff?
  /// For each presentation on screen, the element that had focus before it.
  private var presentationFocus: [Reference?] = []
  /// For each screen under the top of a navigation stack, the element that had focus when it was covered.
  private var stackFocus: [Reference?] = []
  /// For screens a toolkit identifies by key (a declarative stack's screens), the element that had focus
  /// when each was covered.
  private var screenFocus: [ScreenKey: Reference] = [:]

  /// An engine with nothing focused; the first update focuses the first element.
  public init() {}

  /// Whether the next update has something to decide (a new screen, a request, a handoff).
  public var hasPendingChange: Bool { resetPending || requested != nil || pendingHandoff != nil }

  /// The focused element, as of the last update or focus move.
  public var focusedItem: InteractiveItem? {
    guard let focused else { return nil }
    return items.first(where: focused.designates)
  }

  // MARK: Screen changes

  /// The screen's content was replaced: focus goes to its first element at the next update.
  public func screenDidChange() {
    resetPending = true
  }

  /// A presentation (an alert, a sheet) came over the screen: focus goes to
  /// what is now on top at the next update, and the element that had focus is
  /// kept on the presentation stack for when it goes. Either toolkit's
  /// presentations join the one stack (a legacy alert controller, a declarative `.alert`).
  public func presentationDidBegin() {
    presentationFocus.append(focused)
    resetPending = true
  }

  /// The topmost presentation went: focus goes back to the element that had
  /// it before the presentation (as UIKit restores the first responder), when
  /// it is still there, else to the first element.
  public func presentationDidEnd() {
    if let saved = presentationFocus.popLast() { requested = saved }
    resetPending = true
  }

  /// A navigation stack now holds `depth` screens: a push remembers the focus
  /// of the screen it covers; a pop asks for it back, so going back focuses the
  /// element you came from.
  public func stackDepthDidChange(to depth: Int) {
    let covered = max(0, depth - 1)
    if covered > stackFocus.count {
      while stackFocus.count < covered { stackFocus.append(focused) }
    } else if covered < stackFocus.count {
      var saved: Reference?
      while covered < stackFocus.count { saved = stackFocus.popLast() ?? nil }
      requested = saved
    }
    resetPending = true
  }

  /// Starts over for a new root: nothing remembered, the first element gets focus at the next update.
  public func reset() {
    presentationFocus = []
    stackFocus = []
    screenFocus = [:]
    requested = nil
    pendingHandoff = nil
    resetPending = true
  }

  /// The screen identified by `old` was covered or replaced by the one
  /// identified by `new`: the focus of `old` is remembered; `new` gets back
  /// the focus it had when it was covered, or its first element if it is new.
  /// Keys in `forgetting` name screens that are gone (popped, dismissed).
  public func screenDidChange(from old: ScreenKey?, to new: ScreenKey, forgetting: [ScreenKey] = []) {
    if let old, let focused { screenFocus[old] = focused }
    for key in forgetting { screenFocus[key] = nil }
    if let saved = screenFocus.removeValue(forKey: new) { requested = saved }
    resetPending = true
  }

  /// Asks for focus on element `item` of `owner` at the next update, once layout made it exist.
  public func request(_ owner: any FocusResponder, item: FocusID) {
    requested = Reference(owner: owner, id: item)
  }

  // MARK: Front switches

  /// Where focus stands now, described so that a rebuilt screen can find it again.
  public func handoff() -> FocusHandoff? {
    guard let item = focusedItem else { return nil }
    let ordinal = items.prefix { !$0.isElement(item.id, of: item.owner) }
      .count { $0.node.role == item.node.role && $0.node.label == item.node.label && $0.isFocusable }
    return FocusHandoff(
      role: item.node.role, label: item.node.label, frame: item.node.frame, ordinal: ordinal,
      textCursor: item.owner.textCursor(item: item.id))
  }

  /// Applies `handoff` at the next update: the rebuilt screen's matching
  /// element gets focus (and a text field its cursor) instead of the first one.
  public func restore(_ handoff: FocusHandoff?) {
    pendingHandoff = handoff
    resetPending = true
  }

  // MARK: Updating

  /// Takes the screen's interactive elements after a layout and settles focus:
  /// a request or handoff first, then a new screen's first element, else the
  /// element that had focus (or the one now at its place).
  public func update(items collected: [InteractiveItem]) {
    items = Self.readingOrder(collected)
    let focusable = items.lazy.filter(\.isFocusable)
    var target: InteractiveItem?
    var cursor: Int?
    if let request = requested, let match = focusable.first(where: request.designates) {
      target = match
    } else if let handoff = pendingHandoff, let match = handoff.match(in: items) {
      target = match
      cursor = handoff.textCursor
    } else if resetPending {
      target = focusable.first
    } else if let current = focused {
      target =
        focusable.first(where: current.designates)
        ?? focusable.first { Self.precedes(current.frame, orEquals: true, $0.node.frame) } ?? focusable.last
    } else {
      // Nothing had focus (the screen had nothing focusable) and something focusable appeared — a
      // `Retry` after a failed load: it gets focus, so the keyboard always has somewhere to act.
      target = focusable.first
    }
    requested = nil
    pendingHandoff = nil
    resetPending = false
    setFocus(target)
    if let cursor, let target { target.owner.setTextCursor(cursor, item: target.id) }
  }

  /// Interactive elements sorted top to bottom, then left to right; stable for ties.
  ///
  /// An element clipped out of sight (an empty frame, squeezed to the edge
  /// of a screen too small for it) has no place of its own to sort by: it
  /// keeps its place in the toolkit's order, right after the element before
  /// it, so both toolkits order what a small screen hides the same way.
  public static func readingOrder(_ items: [InteractiveItem]) -> [InteractiveItem] {
    // Toolkits collect in reading order nearly always: checking is a pass, sorting copies every item.
    // Frames read in place: zipping the items would copy each one (its owner, id and labels) twice.
    let ordered = items.indices.dropFirst().allSatisfy {
      !precedes(items[$0].node.frame, orEquals: false, items[$0 - 1].node.frame)
    }
    if ordered { return items }
    var place: (y: Int, x: Int) = (Int.min, Int.min)
    let keys = items.map { item in
      let frame = item.node.frame
      if frame.size.width > 0, frame.size.height > 0 { place = (frame.minY, frame.minX) }
      return place
    }
    return items.indices.sorted { a, b in
      if keys[a].y != keys[b].y { return keys[a].y < keys[b].y }
      if keys[a].x != keys[b].x { return keys[a].x < keys[b].x }
      return a < b
    }.map { items[$0] }
  }

  private static func precedes(_ a: Rect, orEquals: Bool, _ b: Rect) -> Bool {
    (a.minY, a.minX) < (b.minY, b.minX) || (orEquals && (a.minY, a.minX) == (b.minY, b.minX))
  }

  // MARK: Moving focus

  /// Focuses `item` (as a pointer tap would).
  public func focus(_ item: InteractiveItem) {
    setFocus(item)
  }

  /// Moves focus for Tab/Shift-Tab (wrapping) and the arrows (not wrapping);
  /// returns whether `key` is one of them.
  @discardableResult
  public func handleNavigationKey(_ key: Key) -> Bool {
    switch key {
    case .tab: move(by: 1, wrapping: true)
    case .backTab: move(by: -1, wrapping: true)
    case .down, .right: move(by: 1, wrapping: false)
    case .up, .left: move(by: -1, wrapping: false)
    default: return false
    }
    return true
  }

  private func move(by step: Int, wrapping: Bool) {
    let focusable = items.filter(\.isFocusable)
    guard !focusable.isEmpty else { return }
    let index = focusedItem.flatMap { item in focusable.firstIndex { $0.isElement(item.id, of: item.owner) } }
    var next = (index ?? (step > 0 ? -1 : focusable.count)) + step
    if wrapping {
      next = (next + focusable.count) % focusable.count
    } else {
      next = min(max(next, 0), focusable.count - 1)
    }
    setFocus(focusable[next])
  }

  private func setFocus(_ item: InteractiveItem?) {
    // The previous owner may have left the screen (a pop), so it is told by reference.
    if let previous = focused?.owner, previous !== item?.owner { previous.focusDidChange(to: nil) }
    // The items' semantics were collected before focus moved; the engine owns focus, so it says which has it.
    // In place, writing only the flags that differ: a list's rows are items, and this runs at every commit.
    // An element is one item, so once it is found no other item is compared with it.
    var target = item.map { (owner: $0.owner, id: $0.id) }
    for index in items.indices {
      var isFocused = false
      if let element = target, items[index].isElement(element.id, of: element.owner) {
        isFocused = true
        target = nil
      }
      if items[index].node.isFocused != isFocused { items[index].node.isFocused = isFocused }
    }
    if let item {
      focused = Reference(item)
      item.owner.focusDidChange(to: item.id)
    } else {
      focused = nil
    }
  }
}
