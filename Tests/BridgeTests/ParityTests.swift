import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// A legacy screen: one stack view centred in the controller's view, as the legacy screens lay out.
final class StackScreen: LegacyUI.ViewController {
  let stack: StackView

  init(_ views: [LegacyUI.View], axis: StackView.Axis = .vertical, alignment: StackView.Alignment, spacing: Int = 0) {
    stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.alignment = alignment
    stack.spacing = spacing
    super.init(title: "Screen")
  }

  override func viewDidLoad() {
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = Layout.centered(stack.sizeThatFits(view.bounds.size), in: view.bounds)
  }
}

/// Shows `controller` in a fresh window and commits.
func show(_ controller: LegacyUI.ViewController, size: Size) -> Window {
  let window = Window(size: size, output: RecordingOutput())
  window.rootViewController = controller
  window.commit()
  return window
}

/// The same screen in both toolkits must give the identical frame, semantics and focus behaviour.
func expectParity(
  legacy: LegacyUI.ViewController, declarative: LegacyUI.ViewController, size: Size, keys: [Key] = [.tab, .tab],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (left, right) = (show(legacy, size: size), show(declarative, size: size))
  #expect(left.frame == right.frame, "\(left.frame.lines) vs \(right.frame.lines)", sourceLocation: sourceLocation)
  #expect(left.frame.styledRuns == right.frame.styledRuns, sourceLocation: sourceLocation)
  #expect(
    left.accessibilityTree().description == right.accessibilityTree().description, sourceLocation: sourceLocation)
  for key in keys {
    left.handleKey(key)
    right.handleKey(key)
    left.commit()
    right.commit()
    #expect(left.frame == right.frame, "after \(key): \(left.frame.lines)", sourceLocation: sourceLocation)
    #expect(left.focusedItem?.node.label == right.focusedItem?.node.label, sourceLocation: sourceLocation)
  }
}

@Suite("Parity of primitives")
struct ParityTests {
  @Test func textsAndButtonsInACentredColumn() {
    let count = LegacyUI.Label(text: "You pressed the button 3 times", style: TextStyle(attributes: .bold))
    let legacy = StackScreen(
      [
        LegacyUI.Label(text: "Hello Mr. SwiftUI"), count, LegacyUI.Button(title: "Tap Me"),
        LegacyUI.Button(title: "Back"),
      ],
      alignment: .center)
    let declarative = HostingController(
      rootView: VStack {
        Text("Hello Mr. SwiftUI")
        Text("You pressed the button 3 times").bold()
        DeclarativeUI.Button("Tap Me") {}
        DeclarativeUI.Button("Back") {}
      }, title: "Screen")
    expectParity(legacy: legacy, declarative: declarative, size: Size(width: 40, height: 8))
  }

  @Test func fieldsAndADisabledButtonInALeadingColumn() {
    let email = LegacyUI.TextField(title: "Email", text: "dasher@example.com")
    let password = LegacyUI.TextField(title: "Password", text: "secret")
    password.isSecureTextEntry = true
    let signIn = LegacyUI.Button(title: "Sign in")
    signIn.isEnabled = false
    let legacy = StackScreen([email, password, signIn], alignment: .leading, spacing: 1)
    let declarative = HostingController(
      rootView: VStack(alignment: .leading, spacing: 1) {
        DeclarativeUI.TextField("Email", text: .constant("dasher@example.com"))
        SecureField("Password", text: .constant("secret"))
        DeclarativeUI.Button("Sign in") {}.disabled(true)
      }, title: "Screen")
    expectParity(legacy: legacy, declarative: declarative, size: Size(width: 44, height: 9), keys: [.tab, .down, .up])
  }

  @Test func disabledThroughTheEnvironmentLooksLikeADisabledWidget() {
    let go = LegacyUI.Button(title: "Go")
    go.isEnabled = false
    let legacy = StackScreen([LegacyUI.Label(text: "Offline"), go], axis: .horizontal, alignment: .center, spacing: 1)
    let declarative = HostingController(
      rootView: HStack(spacing: 1) {
        Text("Offline")
        DeclarativeUI.Button("Go") {}
      }
      .disabled(true), title: "Screen")
    expectParity(legacy: legacy, declarative: declarative, size: Size(width: 20, height: 3), keys: [])
  }
}
