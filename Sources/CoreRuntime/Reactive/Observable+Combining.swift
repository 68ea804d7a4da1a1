extension Observable {
  /// The latest of each source, combined by `combine`, once both have sent an
  /// element and again whenever either sends one.
  public static func combineLatest<A, B>(
    _ a: some ObservableConvertible<A>, _ b: some ObservableConvertible<B>, _ combine: @escaping (A, B) -> Element
  ) -> Self {
    .create { observer in
      var first: A?
      var second: B?
      let one = a.asObservable().subscribe(onNext: { value in
        first = value
        if let second { observer(.next(combine(value, second))) }
      })
      let two = b.asObservable().subscribe(onNext: { value in
        second = value
        if let first { observer(.next(combine(first, value))) }
      })
      return Disposable {
        one.dispose()
        two.dispose()
      }
    }
  }

  /// The latest of each of three sources, combined by `combine`.
  public static func combineLatest<A, B, C>(
    _ a: some ObservableConvertible<A>, _ b: some ObservableConvertible<B>, _ c: some ObservableConvertible<C>,
    _ combine: @escaping (A, B, C) -> Element
  ) -> Self {
    combineLatest(Observable<(A, B)>.combineLatest(a, b) { ($0, $1) }, c) { pair, third in
      combine(pair.0, pair.1, third)
    }
  }

  /// Every source's elements, as they come.
  public static func merge(_ sources: [Observable<Element>]) -> Self {
    .create { observer in
      let subscriptions = sources.map { $0.subscribe(onNext: { observer(.next($0)) }) }
      return Disposable { for subscription in subscriptions { subscription.dispose() } }
    }
  }

  /// At each element, the latest element of `other` (elements before `other`
  /// has sent one are dropped): "when tapped, the form as it is now".
  public func withLatestFrom<Other>(_ other: some ObservableConvertible<Other>) -> Observable<Other> {
    .create { observer in
      var latest: Other?
      let watching = other.asObservable().subscribe(onNext: { latest = $0 })
      let triggers = subscribe { event in
        switch event {
        case .next:
          if let latest { observer(.next(latest)) }
        case .completed: observer(.completed)
        }
      }
      return Disposable {
        triggers.dispose()
        watching.dispose()
      }
    }
  }
}
