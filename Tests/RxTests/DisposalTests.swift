import CoreRuntime
import Testing

@Suite("Streams: disposal and retain cycles")
struct DisposalTests {
  @Test("No element reaches a disposed subscription, even one sent during the same delivery")
  func disposedHearsNothing() {
    let subject = PublishSubject<Int>()
    var heard: [Int] = []
    var second: Disposable?
    let first = subject.asObservable().subscribe(onNext: { _ in second?.dispose() })
    second = subject.asObservable().subscribe(onNext: { heard.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    #expect(heard.isEmpty)
    first.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("A dispose bag disposes every subscription when it goes away")
  func bagDisposesOnRelease() {
    let subject = PublishSubject<Int>()
    var heard: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      subject.asObservable().subscribe(onNext: { heard.append($0) }).disposed(by: bag)
      subject.asObservable().subscribe(onNext: { heard.append($0 * 10) }).disposed(by: bag)
    }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    #expect(heard == [1, 10])
    #expect(!subject.hasObservers)
  }

  @Test("A screen that binds its own widgets is released with its bag: no cycle through the bindings")
  func screenIsReleased() {
    let relay = BehaviorRelay(value: "a")
    weak var released: FakeScreen?
    do {
      let screen = FakeScreen()
      screen.bind(relay)
      relay.accept("b")
      #expect(screen.shown == ["a", "b"])
      released = screen
    }
    #expect(released == nil)
    #expect(relay.asObservable().subscribe(onNext: { _ in }).isDisposed == false)
    relay.accept("c")  // nobody left to hear it, and nothing crashes
  }

  @Test("A binder holds its target weakly")
  func binderIsWeak() {
    let relay = BehaviorRelay(value: 1)
    var target: Box? = Box()
    weak let weakTarget = target
    let subscription = relay.asObservable().bind(to: Binder(target!, keyPath: \.value))
    #expect(target?.value == 1)
    target = nil
    #expect(weakTarget == nil)
    relay.accept(2)
    subscription.dispose()
  }

  final class Box {
    var value = 0
  }

  /// A screen as a view controller writes it: bindings to itself, kept in its bag.
  final class FakeScreen {
    var shown: [String] = []
    let disposeBag = DisposeBag()

    func bind(_ relay: BehaviorRelay<String>) {
      relay.asDriver().drive(Binder(self) { screen, text in screen.shown.append(text) }).disposed(by: disposeBag)
    }
  }
}
