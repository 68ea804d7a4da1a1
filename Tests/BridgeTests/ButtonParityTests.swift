import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

@Suite("Parity: disabled buttons")
struct ButtonParityTests {
  /// Three buttons; the ones in `disabled` are disabled. Focus must skip them the same way in both.
  @Test(arguments: [[], [0], [1], [2], [0, 2], [0, 1, 2]] as [[Int]], paritySizes)
  func focusSkipsDisabledButtons(disabled: [Int], size: Size) {
    let titles = ["One", "Two", "Three"]
    let buttons = titles.map { LegacyUI.Button(title: $0) }
    for index in disabled { buttons[index].isEnabled = false }
    let legacy = StackScreen(buttons, alignment: .center)
    let declarative = HostingController(
      rootView: VStack {
        DeclarativeUI.Button("One") {}.disabled(disabled.contains(0))
        DeclarativeUI.Button("Two") {}.disabled(disabled.contains(1))
        DeclarativeUI.Button("Three") {}.disabled(disabled.contains(2))
      }, title: "Screen")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    pair.expectSame("first frame")
    pair.press([.tab, .tab, .tab, .backTab, .down, .down, .up, .enter, .space])
  }

  @Test func enablingAButtonLetsItTakeFocus() {
    let button = LegacyUI.Button(title: "Retry")
    button.isEnabled = false
    let legacy = StackScreen([button], alignment: .center)
    let declarative = HostingController(rootView: DeclarativeUI.Button("Retry") {}.disabled(true), title: "Screen")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: Size(width: 20, height: 3))
    pair.expectSame("disabled: nothing focused")
    #expect(pair.legacy.focusedItem == nil)
    button.isEnabled = true
    declarative.rootView = DeclarativeUI.Button("Retry") {}.disabled(false)
    pair.commit()
    pair.expectSame("enabled: it takes focus")
    #expect(pair.legacy.focusedItem?.node.label == "Retry")
  }
}
