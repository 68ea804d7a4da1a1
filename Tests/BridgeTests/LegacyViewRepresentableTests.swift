import Bridge
import DeclarativeUI
import LegacyUI
import Observation
import Testing
import TextSurface

/// A legacy label inside a declarative tree; counts make/update calls.
struct LegacyLabel: LegacyViewRepresentable {
  let text: String
  let calls: Calls

  func makeView(context: Context) -> LegacyUI.Label {
    calls.made += 1
    return LegacyUI.Label(text: text)
  }

  func updateView(_ label: LegacyUI.Label, context: Context) {
    calls.updated += 1
    label.text = text
    label.style = context.environment.isEnabled ? .plain : TextStyle(attributes: .dim)
  }
}

final class Calls {
  var made = 0
  var updated = 0
}

/// A legacy button whose target is the coordinator, which forwards to the current closure.
struct LegacyButton: LegacyViewRepresentable {
  let title: String
  let action: () -> Void

  final class Coordinator {
    var action: () -> Void = {}
    func tapped() { action() }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeView(context: Context) -> LegacyUI.Button {
    let button = LegacyUI.Button(title: title)
    button.addTarget(context.coordinator, action: Coordinator.tapped)
    return button
  }

  func updateView(_ button: LegacyUI.Button, context: Context) {
    button.title = title
    context.coordinator.action = action
  }
}

struct MixedScreen: DeclarativeUI.View {
  let tally: Tally
  let calls: Calls
  var body: some DeclarativeUI.View {
    VStack {
      Text("Declarative")
      LegacyLabel(text: "Legacy \(tally.count)", calls: calls)
      DeclarativeUI.Button("Add") { tally.count += 1 }
      LegacyButton(title: "Reset") { tally.count = 0 }
    }
  }
}

@Suite("Legacy view representable")
struct LegacyViewRepresentableTests {
  @Test func aLegacyLabelLaysOutDrawsAndUpdatesLikeAText() {
    let tally = Tally()
    let calls = Calls()
    let window = show(
      HostingController(rootView: MixedScreen(tally: tally, calls: calls)), size: Size(width: 20, height: 4))
    let pure = show(
      HostingController(
        rootView: VStack {
          Text("Declarative")
          Text("Legacy 0")
          DeclarativeUI.Button("Add") {}
          DeclarativeUI.Button("Reset") {}
        }), size: Size(width: 20, height: 4))
    #expect(window.frame == pure.frame)
    #expect(window.frame.lines == ["    Declarative", "     Legacy 0", "      [ Add ]", "     [ Reset ]"])
    #expect((calls.made, calls.updated) == (1, 1))
    tally.count = 4
    window.commit()
    #expect(window.frame.line(1) == "     Legacy 4")
    #expect((calls.made, calls.updated) == (1, 2))  // made once, updated with the new input
  }

  @Test func aLegacyButtonIsFocusedAndActivatedInReadingOrder() {
    let tally = Tally()
    tally.count = 3
    let window = show(
      HostingController(rootView: MixedScreen(tally: tally, calls: Calls())), size: Size(width: 20, height: 4))
    #expect(window.interactiveItems.map(\.node.label) == ["Add", "Reset"])
    #expect(window.focusedItem?.node.label == "Add")
    window.handleKey(.tab)
    window.commit()
    #expect(window.focusedItem?.owner is LegacyUI.Button)
    #expect(window.frame.styledRuns == ["row 3 cols 5-13: inverse"])
    window.handleKey(.enter)
    #expect(tally.count == 0)
    window.commit()
    #expect(window.frame.line(1) == "     Legacy 0")
    #expect(
      window.accessibilityTree().description == """
        screen ""
          staticText "Declarative"
          staticText "Legacy 0"
          button "Add"
          button "Reset" [focused]
        """)
  }

  @Test func theRepresentableSeesTheEnvironment() {
    let window = show(
      HostingController(rootView: LegacyLabel(text: "Off", calls: Calls()).disabled(true)),
      size: Size(width: 3, height: 1))
    #expect(window.frame.styledRuns == ["row 0 cols 0-2: dim"])
  }
}
