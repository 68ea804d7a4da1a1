import CoreRuntime
import Testing

@Suite("Streams: ordering")
struct StreamOrderingTests {
  @Test("A subject delivers each element to its subscribers in the order they subscribed")
  func subscriptionOrder() {
    let subject = PublishSubject<Int>()
    var heard: [String] = []
    let first = subject.asObservable().subscribe(onNext: { heard.append("a\($0)") })
    let second = subject.asObservable().subscribe(onNext: { heard.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    #expect(heard == ["a1", "b1", "a2", "b2"])
    first.dispose()
    second.dispose()
  }

  @Test("A relay gives the current value at subscription, then each accepted value")
  func relayReplaysCurrent() {
    let relay = BehaviorRelay(value: "a")
    relay.accept("b")
    var heard: [String] = []
    let subscription = relay.asObservable().subscribe(onNext: { heard.append($0) })
    relay.accept("c")
    #expect(heard == ["b", "c"])
    #expect(relay.value == "c")
    subscription.dispose()
  }

  @Test("combineLatest waits for both sources, then follows either")
  func combineLatest() {
    let email = BehaviorRelay(value: "")
    let password = PublishSubject<String>()
    var heard: [String] = []
    let subscription = Observable.combineLatest(email, password) { "\($0)|\($1)" }
      .subscribe(onNext: { heard.append($0) })
    email.accept("e")
    #expect(heard.isEmpty)
    password.onNext("p")
    email.accept("f")
    #expect(heard == ["e|p", "f|p"])
    subscription.dispose()
  }

  @Test("withLatestFrom reads the form as it is at each trigger")
  func withLatestFrom() {
    let taps = PublishSubject<Void>()
    let text = BehaviorRelay(value: "one")
    var heard: [String] = []
    let subscription = taps.asObservable().withLatestFrom(text).subscribe(onNext: { heard.append($0) })
    taps.onNext(())
    text.accept("two")
    text.accept("three")
    taps.onNext(())
    #expect(heard == ["one", "three"])
    subscription.dispose()
  }

  @Test("flatMapLatest listens only to the latest inner stream")
  func flatMapLatest() {
    let requests = PublishSubject<Int>()
    let answers = [PublishSubject<String>(), PublishSubject<String>()]
    var heard: [String] = []
    let subscription = requests.asObservable().flatMapLatest { answers[$0].asObservable() }
      .subscribe(onNext: { heard.append($0) })
    requests.onNext(0)
    requests.onNext(1)
    answers[0].onNext("stale")
    answers[1].onNext("fresh")
    #expect(heard == ["fresh"])
    #expect(!answers[0].hasObservers)
    subscription.dispose()
  }

  @Test("map, filter, distinctUntilChanged, scan, skip and startWith keep order")
  func transforming() {
    var heard: [Int] = []
    let subscription = Observable.from([1, 1, 2, 3, 3, 4]).distinctUntilChanged().filter { $0 != 3 }
      .map { $0 * 10 }.scan(0, +).skip(1).startWith(-1)
      .subscribe(onNext: { heard.append($0) })
    #expect(heard == [-1, 30, 70])
    subscription.dispose()
  }

  @Test("Nothing follows completion")
  func completion() {
    let subject = PublishSubject<Int>()
    var heard: [String] = []
    let subscription = subject.asObservable().subscribe(
      onNext: { heard.append("\($0)") }, onCompleted: { heard.append("done") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    #expect(heard == ["1", "done"])
    subscription.dispose()
  }

  @Test("A shared stream subscribes upstream once and replays the latest element to newcomers")
  func shareReplay() {
    var subscriptions = 0
    let relay = BehaviorRelay(value: 1)
    let shared = Observable<Int>.create { observer in
      subscriptions += 1
      return relay.asObservable().subscribe(observer)
    }.share(replay: 1)
    var first: [Int] = []
    var second: [Int] = []
    let one = shared.subscribe(onNext: { first.append($0) })
    relay.accept(2)
    let two = shared.subscribe(onNext: { second.append($0) })
    relay.accept(3)
    #expect(subscriptions == 1)
    #expect(first == [1, 2, 3])
    #expect(second == [2, 3])
    one.dispose()
    two.dispose()
    shared.subscribe(onNext: { _ in }).dispose()
    #expect(subscriptions == 2)  // the last subscriber leaving disconnected it
  }
}
