import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// Which handlers ran, in order, in either front.
final class ActionLog {
  var entries: [String] = []
}

/// One alert configuration: with or without a cancel action, with or without a message.
struct AlertCase: Sendable, CustomTestStringConvertible {
  let hasCancel: Bool
  let message: String?
  var testDescription: String { "\(hasCancel ? "cancel" : "no cancel"), \(message == nil ? "no message" : "message")" }

  static let all: [AlertCase] = [false, true].flatMap { cancel in
    [nil, "This offer pays $8.50 and expires in ten minutes."].map { AlertCase(hasCancel: cancel, message: $0) }
  }
}

/// The legacy screen: two buttons; "Decline" presents an `AlertController`.
final class DeclineScreen: LegacyUI.ViewController {
  let alertCase: AlertCase
  let log: ActionLog
  private let stack: StackView

  init(_ alertCase: AlertCase, log: ActionLog) {
    self.alertCase = alertCase
    self.log = log
    let decline = LegacyUI.Button(title: "Decline")
    stack = StackView(arrangedSubviews: [decline, LegacyUI.Button(title: "Other")])
    stack.alignment = .center
    super.init(title: "Offer")
    decline.addTarget(self, action: DeclineScreen.showAlert)
  }

  override func viewDidLoad() {
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }

  private func showAlert() {
    let alert = AlertController(title: "Decline offer?", message: alertCase.message)
    let log = log
    alert.addAction(AlertAction(title: "Decline") { _ in log.entries.append("Decline") })
    if alertCase.hasCancel {
      alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in log.entries.append("Keep") })
    }
    present(alert)
  }
}

/// The declarative screen: the same buttons; "Decline" sets the binding of an `.alert`.
struct DeclineView: DeclarativeUI.View {
  let alertCase: AlertCase
  let log: ActionLog
  @State private var showsAlert = false

  var body: some DeclarativeUI.View {
    VStack {
      DeclarativeUI.Button("Decline") { showsAlert = true }
      DeclarativeUI.Button("Other") {}
    }
    .alert("Decline offer?", isPresented: $showsAlert) {
      actions
    } message: {
      message
    }
  }

  @ViewBuilder private var actions: some DeclarativeUI.View {
    DeclarativeUI.Button("Decline") { log.entries.append("Decline") }
    if alertCase.hasCancel { DeclarativeUI.Button("Keep", role: .cancel) { log.entries.append("Keep") } }
  }

  @ViewBuilder private var message: some DeclarativeUI.View {
    if let text = alertCase.message { Text(text) }
  }
}

@Suite("Parity: AlertController vs .alert")
struct AlertParityTests {
  @Test(arguments: AlertCase.all, paritySizes + [Size(width: 12, height: 4), Size(width: 30, height: 9)])
  func anAlertOverAScreenInANavigationStack(alertCase: AlertCase, size: Size) {
    let (legacyLog, declarativeLog) = (ActionLog(), ActionLog())
    let legacyNavigation = navigationRoot(DeclineScreen(alertCase, log: legacyLog))
    let declarativeNavigation = navigationRoot(
      HostingController(rootView: DeclineView(alertCase: alertCase, log: declarativeLog), title: "Offer"))
    let pair = ParityPair(legacy: legacyNavigation, declarative: declarativeNavigation, size: size)
    pair.expectSame("the screen")
    // Up over the content, the first action focused; focus moves between the actions only.
    pair.press([.enter, .tab, .tab, .backTab, .right, .left, .down, .up])
    // Enter runs the focused action and dismisses; focus goes back to "Decline".
    pair.press([.enter])
    #expect(pair.legacy.focusedItem?.node.label == "Decline")
    // Esc: the cancel action when there is one, else nothing; never a pop.
    pair.press([.enter, .escape])
    #expect(legacyNavigation.viewControllers.count == 2)
    #expect(declarativeNavigation.viewControllers.count == 2)
    pair.press([.tab, .enter])  // dismisses an alert Esc left up (no cancel action)
    #expect(legacyLog.entries == declarativeLog.entries)
    #expect(legacyLog.entries == ["Decline", alertCase.hasCancel ? "Keep" : "Decline"])
    // With no alert, Esc is the back button again, in both.
    pair.press([.escape])
    #expect(legacyNavigation.viewControllers.count == declarativeNavigation.viewControllers.count)
  }

  @Test(arguments: AlertCase.all, [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 40, height: 12)])
  func anAlertOverARootScreenFollowsResizes(alertCase: AlertCase, size: Size) {
    let (legacyLog, declarativeLog) = (ActionLog(), ActionLog())
    let pair = ParityPair(
      legacy: DeclineScreen(alertCase, log: legacyLog),
      declarative: HostingController(rootView: DeclineView(alertCase: alertCase, log: declarativeLog), title: "Offer"),
      size: size)
    pair.press([.enter, .tab])
    pair.resize(to: Size(width: size.width + 10, height: size.height + 3))
    pair.press([.right])
    pair.resize(to: Size(width: max(1, size.width - 8), height: max(1, size.height - 2)))
    pair.press([.escape, .tab, .enter])
    #expect(legacyLog.entries == declarativeLog.entries)
  }
}
