import CoreRuntime
import LegacyUI
import RxLegacyUI
import Testing

@Suite("Legacy bindings: widget properties and target-action as streams")
struct LegacyBindingTests {
  @Test("label.rx.text and view.rx.isHidden follow a driver")
  func labelText() {
    let relay = BehaviorRelay(value: "Hi")
    let label = Label()
    let bag = DisposeBag()
    relay.asDriver().drive(label.rx.text).disposed(by: bag)
    relay.asDriver().map(\.isEmpty).drive(label.rx.isHidden).disposed(by: bag)
    #expect(label.text == "Hi")
    relay.accept("")
    #expect(label.text == "")
    #expect(label.isHidden)
  }

  @Test("button.rx.tap sends one element per press, none while disabled, none after disposal")
  func buttonTap() {
    let button = Button(title: "Tap Me")
    var taps = 0
    let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
    button.sendActions()
    button.isEnabled = false
    button.sendActions()
    button.isEnabled = true
    button.sendActions()
    #expect(taps == 2)
    subscription.dispose()
    button.sendActions()
    #expect(taps == 2)
  }

  @Test("textField.rx.text starts with the current text and follows edits, not text set from code")
  func textFieldText() {
    let field = TextField(title: "Email", text: "a")
    var heard: [String] = []
    let subscription = field.rx.text.subscribe(onNext: { heard.append($0) })
    field.text = "ab"
    field.sendActions(for: .editingChanged)
    field.text = "from code"
    #expect(heard == ["a", "ab"])
    subscription.dispose()
  }

  @Test("A binding does not keep its widget alive")
  func widgetReleased() {
    let relay = BehaviorRelay(value: "x")
    weak var released: Label?
    let bag = DisposeBag()
    do {
      let label = Label()
      relay.asDriver().drive(label.rx.text).disposed(by: bag)
      released = label
    }
    #expect(released == nil)
    relay.accept("y")
  }

  @Test("A tap stream does not keep its button alive, and the button does not keep the subscriber")
  func tapReleased() {
    weak var releasedButton: Button?
    weak var releasedBag: DisposeBag?
    do {
      let button = Button(title: "Go")
      let bag = DisposeBag()
      button.rx.tap.subscribe(onNext: {}).disposed(by: bag)
      releasedButton = button
      releasedBag = bag
    }
    #expect(releasedButton == nil)
    #expect(releasedBag == nil)
  }
}
