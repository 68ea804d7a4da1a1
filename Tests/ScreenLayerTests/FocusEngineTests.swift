import ScreenLayer
import Testing
import TextSurface

/// A row of buttons at known places, owned by one responder that records what the engine tells it.
private final class Buttons: FocusResponder {
  let labels: [String]
  let y: Int
  private(set) var focused: FocusID?
  private(set) var cursor: [FocusID: Int] = [:]

  init(_ labels: [String], y: Int = 0) {
    self.labels = labels
    self.y = y
  }

  func focusDidChange(to item: FocusID?) { focused = item }
  func handleKey(_ key: Key, item: FocusID) -> Bool { false }
  func activate(item: FocusID) -> Bool { true }
  func textCursor(item: FocusID) -> Int? { cursor[item] }
  func setTextCursor(_ offset: Int, item: FocusID) { cursor[item] = offset }

  var items: [InteractiveItem] {
    labels.enumerated().map { index, label in
      InteractiveItem(
        owner: self, id: FocusID(index),
        node: AccessibilityNode(role: .button, label: label, frame: Rect(x: index * 10, y: y, width: 8, height: 1)))
    }
  }
}

@Suite("Focus engine")
struct FocusEngineTests {
  @Test func aNewScreenFocusesItsFirstElementInReadingOrder() {
    let engine = FocusEngine()
    let bottom = Buttons(["C"], y: 5)
    let top = Buttons(["A", "B"], y: 1)
    engine.update(items: bottom.items + top.items)
    #expect(engine.items.map(\.node.label) == ["A", "B", "C"])
    #expect(engine.focusedItem?.node.label == "A")
    #expect(top.focused == FocusID(0))
    #expect(engine.items.filter(\.node.isFocused).map(\.node.label) == ["A"])
  }

  /// The engine owns focus: items a toolkit collected as focused (its view
  /// of the last frame) say focused only when the engine focuses them.
  @Test func theEngineSaysWhichItemIsFocusedWhateverTheToolkitCollected() {
    let engine = FocusEngine()
    let row = Buttons(["A", "B", "C"])
    engine.update(items: row.items)
    engine.handleNavigationKey(.tab)
    #expect(engine.focusedItem?.node.label == "B")
    var stale = row.items
    stale[0].node.isFocused = true  // the toolkit still draws A as focused
    engine.update(items: stale)
    #expect(engine.items.map(\.node.isFocused) == [false, true, false])
  }

  /// Reading order: top to bottom, then left to right, stable for ties; an
  /// already ordered collection (the usual case) comes back as it is.
  @Test func readingOrderSortsOnlyWhatIsOutOfOrder() {
    let row = Buttons(["A", "B", "C"], y: 2)
    let above = Buttons(["top"], y: 0)
    let tie = Buttons(["tie"], y: 2)  // at A's place: after A, as collected
    func labels(_ items: [InteractiveItem]) -> [String] { FocusEngine.readingOrder(items).map(\.node.label) }
    #expect(labels(above.items + row.items) == ["top", "A", "B", "C"])
    #expect(labels(row.items.reversed() + above.items) == ["top", "A", "B", "C"])
    #expect(labels(row.items + tie.items) == ["A", "tie", "B", "C"])
    #expect(labels(tie.items + row.items) == ["tie", "A", "B", "C"])
    #expect(labels([]) == [])
  }

  @Test func tabWrapsArrowsStopAndTheOldOwnerIsToldFocusLeft() {
    let engine = FocusEngine()
    let first = Buttons(["A"], y: 0)
    let second = Buttons(["B"], y: 1)
    engine.update(items: first.items + second.items)
    engine.handleNavigationKey(.tab)
    #expect(engine.focusedItem?.node.label == "B")
    #expect(first.focused == nil && second.focused == FocusID(0))
    engine.handleNavigationKey(.tab)
    #expect(engine.focusedItem?.node.label == "A")
    engine.handleNavigationKey(.up)
    #expect(engine.focusedItem?.node.label == "A")
    #expect(!engine.handleNavigationKey(.enter))
  }

  @Test func goingBackRestoresTheFocusTheCoveredScreenHad() {
    let engine = FocusEngine()
    let home = Buttons(["Offers", "Tap counter", "Ratings"])
    engine.update(items: home.items)
    engine.handleNavigationKey(.tab)
    engine.stackDepthDidChange(to: 2)
    let pushed = Buttons(["Tap Me"], y: 3)
    engine.update(items: pushed.items)
    #expect(engine.focusedItem?.node.label == "Tap Me")
    engine.stackDepthDidChange(to: 1)
    engine.update(items: home.items)
    #expect(engine.focusedItem?.node.label == "Tap counter")
  }

  @Test func keyedScreensGetTheirFocusBackAndForgetGoneOnes() {
    let engine = FocusEngine()
    let (listScreen, detailScreen, otherScreen) = (ScreenKey([1]), ScreenKey([2]), ScreenKey([3]))
    let list = Buttons(["One", "Two"])
    engine.update(items: list.items)
    engine.handleNavigationKey(.tab)
    engine.screenDidChange(from: listScreen, to: detailScreen)
    engine.update(items: Buttons(["Accept"]).items)
    #expect(engine.focusedItem?.node.label == "Accept")
    engine.screenDidChange(from: detailScreen, to: listScreen)
    engine.update(items: list.items)
    #expect(engine.focusedItem?.node.label == "Two")
    engine.screenDidChange(from: listScreen, to: otherScreen, forgetting: [listScreen])
    engine.screenDidChange(from: otherScreen, to: listScreen)
    engine.update(items: list.items)
    #expect(engine.focusedItem?.node.label == "One")
  }

  @Test func dismissingAPresentationGivesFocusBack() {
    let engine = FocusEngine()
    let screen = Buttons(["Accept", "Decline"])
    engine.update(items: screen.items)
    engine.handleNavigationKey(.tab)
    engine.presentationDidBegin()
    engine.update(items: Buttons(["OK"], y: 4).items)
    #expect(engine.focusedItem?.node.label == "OK")
    engine.presentationDidEnd()
    engine.update(items: screen.items)
    #expect(engine.focusedItem?.node.label == "Decline")
  }

  /// A front switch rebuilds the screen with new owners: the handoff finds the element the user saw, and its cursor.
  @Test func aHandoffCarriesFocusAndTheCursorToARebuiltScreen() throws {
    let engine = FocusEngine()
    let old = Buttons(["Email", "Password"])
    old.setTextCursor(3, item: 1)
    engine.update(items: old.items)
    engine.handleNavigationKey(.tab)
    let handoff = try #require(engine.handoff())
    #expect(handoff.label == "Password" && handoff.textCursor == 3)
    let rebuilt = Buttons(["Email", "Password"])
    engine.restore(handoff)
    engine.update(items: rebuilt.items)
    #expect(engine.focusedItem?.owner === rebuilt)
    #expect(engine.focusedItem?.node.label == "Password")
    #expect(rebuilt.cursor[FocusID(1)] == 3)
  }

  @Test func aHandoffPrefersTheLabelOverThePlaceThenFallsBackToWhatFollows() {
    let handoff = FocusHandoff(role: .button, label: "Two", frame: Rect(x: 40, y: 9, width: 3, height: 1))
    let engine = FocusEngine()
    let moved = Buttons(["One", "Two"], y: 2)
    engine.restore(handoff)
    engine.update(items: moved.items)
    #expect(engine.focusedItem?.node.label == "Two")
    let gone = Buttons(["Alpha"], y: 20)
    engine.restore(FocusHandoff(role: .button, label: "Missing", frame: Rect(x: 0, y: 3, width: 1, height: 1)))
    engine.update(items: gone.items)
    #expect(engine.focusedItem?.node.label == "Alpha")
    // A redesign put another button where the focused one was: the label wins.
    let redesigned = Buttons(["Two", "One"])
    engine.restore(FocusHandoff(role: .button, label: "One", frame: Rect(x: 0, y: 0, width: 3, height: 1)))
    engine.update(items: redesigned.items)
    #expect(engine.focusedItem?.node.label == "One")
  }

  @Test func aRequestWaitsForTheElementToExist() {
    let engine = FocusEngine()
    let list = Buttons(["A", "B", "C"])
    engine.update(items: Array(list.items.prefix(2)))
    engine.request(list, item: 2)
    engine.update(items: list.items)
    #expect(engine.focusedItem?.node.label == "C")
  }
}

/// Elements a screen too small for them clips out of sight (empty frames
/// squeezed to its edge, each toolkit at its own column) keep the order they
/// were collected in, after the element before them, so every toolkit moves
/// focus through them the same way.
@Suite("Focus engine: clipped elements")
struct ClippedFocusOrderTests {
  private final class Owner: FocusResponder {
    func focusDidChange(to item: FocusID?) {}
    func handleKey(_ key: Key, item: FocusID) -> Bool { false }
    func activate(item: FocusID) -> Bool { true }
    func textCursor(item: FocusID) -> Int? { nil }
    func setTextCursor(_ offset: Int, item: FocusID) {}
  }

  @Test(arguments: [[5, 2, 4, 4], [2, 3, 3, 4]])
  func clippedElementsKeepTheirCollectedOrder(_ columns: [Int]) {
    let owner = Owner()
    let visible = InteractiveItem(
      owner: owner, id: FocusID(0),
      node: AccessibilityNode(role: .button, label: "Retry", frame: Rect(x: 6, y: 3, width: 9, height: 1)))
    let clipped = ["Offers", "Tap counter", "Accounts", "Ratings"].enumerated().map { index, label in
      InteractiveItem(
        owner: owner, id: FocusID(index + 1),
        node: AccessibilityNode(
          role: .button, label: label, frame: Rect(x: columns[index], y: 5, width: 10, height: 0)))
    }
    let ordered = FocusEngine.readingOrder([visible] + clipped).map(\.node.label)
    #expect(ordered == ["Retry", "Offers", "Tap counter", "Accounts", "Ratings"])
  }
}
