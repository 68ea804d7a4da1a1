import LegacyUI
import Testing
import TextSurface

/// Records every delegate callback; rejects digits.
private final class RecordingDelegate: TextFieldDelegate {
  var calls: [String] = []
  var returns = true

  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("begin \(textField.title)") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
  ) -> Bool {
    let start = textField.text.distance(from: textField.text.startIndex, to: range.lowerBound)
    let length = textField.text.distance(from: range.lowerBound, to: range.upperBound)
    calls.append("change \(start)+\(length) \"\(string)\"")
    return !string.contains { $0.isNumber }
  }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("end \(textField.title)") }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("return \(textField.title)")
    return returns
  }
}

private final class FormViewController: ViewController {
  let name = TextField(title: "Name")
  let code = SecureTextField(title: "Code")
  let stack = StackView()
  var changes: [String] = []

  override func viewDidLoad() {
    name.addTarget(self, action: FormViewController.nameChanged)
    stack.addArrangedSubview(name)
    stack.addArrangedSubview(code)
    view.addSubview(stack)
  }
  override func viewDidLayoutSubviews() { stack.frame = view.bounds }
  private func nameChanged() { changes.append(name.text) }
}

@Suite("Text field")
struct TextFieldTests {
  private func makeForm() -> (Window, FormViewController, RecordingDelegate) {
    let window = Window(size: Size(width: 30, height: 3), output: RecordingOutput())
    let form = FormViewController()
    let delegate = RecordingDelegate()
    form.name.delegate = delegate
    form.code.delegate = delegate
    window.rootViewController = form
    window.commit()
    return (window, form, delegate)
  }

  @Test func typingInsertsAtTheCursorAndDeletesGraphemes() {
    let (window, form, _) = makeForm()
    for character in "Dsher" { window.handleKey(.character(character)) }
    for _ in 0..<4 { window.handleKey(.left) }
    window.handleKey(.character("a"))
    #expect(form.name.text == "Dasher")
    #expect(form.name.cursorOffset == 2)
    window.handleKey(.end)
    window.handleKey(.character("👍🏽"))
    window.handleKey(.backspace)
    #expect(form.name.text == "Dasher")
    window.handleKey(.home)
    window.handleKey(.delete)
    #expect(form.name.text == "asher")
    #expect(form.changes == ["D", "Ds", "Dsh", "Dshe", "Dsher", "Dasher", "Dasher👍🏽", "Dasher", "asher"])
    window.commit()
    #expect(window.frame.lines[0] == "Name [asher                  ]")
    #expect(window.frame.styledRuns.first == "row 0 cols 6-6: underline+inverse")
  }

  @Test func settingTextFromCodeSendsNoEditingChanged() {
    let (_, form, _) = makeForm()
    form.name.text = "Model"
    #expect(form.changes.isEmpty)
  }

  @Test func theDelegateIsAskedWithTheRangeAndReplacementAndCanRefuse() {
    let (window, form, delegate) = makeForm()
    window.handleKey(.character("a"))
    window.handleKey(.character("7"))
    window.handleKey(.character("b"))
    window.handleKey(.left)
    window.handleKey(.backspace)
    #expect(form.name.text == "b")
    #expect(
      delegate.calls == ["begin Name", "change 0+0 \"a\"", "change 1+0 \"7\"", "change 1+0 \"b\"", "change 0+1 \"\""])
    #expect(form.changes == ["a", "ab", "b"])
  }

  /// A paste is one edit, as in UIKit: one `shouldChangeCharactersIn` with
  /// the whole string, refused or allowed whole, and one `.editingChanged`.
  @Test func aPasteAsksTheDelegateOnceAndSendsOneEditingChanged() {
    let (window, form, delegate) = makeForm()
    delegate.calls = []
    window.handleKey(.paste("Dash"))
    window.handleKey(.paste("er 42"))
    window.handleKey(.left)
    window.handleKey(.paste("é"))
    #expect(form.name.text == "Daséh")
    #expect(delegate.calls == ["change 0+0 \"Dash\"", "change 4+0 \"er 42\"", "change 3+0 \"é\""])
    #expect(form.changes == ["Dash", "Daséh"])
    window.handleKey(.end)
    window.handleKey(.clearToStart)
    #expect(form.name.text.isEmpty)
    #expect(delegate.calls.last == "change 0+5 \"\"")
  }

  @Test func aMegabytePasteIsOneCallAndTheFieldDrawsItsTail() {
    let (window, form, delegate) = makeForm()
    delegate.calls = []
    let pasted = String(repeating: "dasher ", count: (1 << 20) / 7) + "end"
    window.handleKey(.paste(pasted))
    #expect(form.name.text == pasted)
    #expect(delegate.calls.count == 1)
    #expect(form.changes.count == 1)
    window.handleKey(.character("!"))
    #expect(form.name.text == pasted + "!")
    window.commit()
    #expect(window.frame.lines[0] == "Name [her dasher dasher end! ]")
  }

  @Test func focusLeavingEndsEditingAndEnterAsksShouldReturn() {
    let (window, _, delegate) = makeForm()
    delegate.calls = []
    #expect(window.handleKey(.enter))
    window.handleKey(.tab)
    #expect(delegate.calls == ["return Name", "end Name", "begin Code"])
    delegate.returns = false
    #expect(!window.handleKey(.enter))
  }

  @Test func secureFieldsMaskTextOnScreenAndInAccessibility() {
    let (window, form, _) = makeForm()
    window.handleKey(.tab)
    for character in "pass" { window.handleKey(.character(character)) }
    window.commit()
    #expect(form.code.text == "pass")
    #expect(window.frame.lines[1] == "Code [****                   ]")
    #expect(
      window.accessibilityTree().children.map(\.summary) == [
        "textField \"Name\" = \"\"", "secureTextField \"Code\" = \"****\" [focused]",
      ])
  }

  @Test func thePlaceholderShowsDimWhileEmpty() {
    let field = TextField(title: "Email")
    field.placeholder = "name@example.com"
    let (window, _) = makeWindow(field, size: Size(width: 25, height: 1))
    #expect(window.frame.lines == ["Email [name@example.com ]"])
    #expect(
      window.frame.styledRuns == [
        "row 0 cols 7-7: dim+underline+inverse", "row 0 cols 8-22: dim+underline", "row 0 cols 23-23: underline",
      ])
    field.text = "a"
    window.commit()
    #expect(window.frame.lines == ["Email [a                ]"])
  }
}
