extension Observable {
  /// Each element transformed by `transform`.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
    .create { observer in
      subscribe { event in
        switch event {
        case .next(let element): observer(.next(transform(element)))
        case .completed: observer(.completed)
        }
      }
    }
  }

  /// Only the elements `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Self {
    .create { observer in
      subscribe { event in
        if case .next(let element) = event, !isIncluded(element) { return }
        observer(event)
      }
    }
  }

  /// `first`, then the stream's elements.
  public func startWith(_ first: Element) -> Self {
    .create { observer in
      observer(.next(first))
      return subscribe(observer)
    }
  }

  /// Each running total: `accumulate` applied to the previous total and the element, from `initial`.
  public func scan<Total>(_ initial: Total, _ accumulate: @escaping (Total, Element) -> Total) -> Observable<Total> {
    .create { observer in
      var total = initial
      return subscribe { event in
        switch event {
        case .next(let element):
          total = accumulate(total, element)
          observer(.next(total))
        case .completed: observer(.completed)
        }
      }
    }
  }

  /// The elements after the first `count`.
  public func skip(_ count: Int) -> Self {
    .create { observer in
      var skipped = 0
      return subscribe { event in
        if case .next = event, skipped < count {
          skipped += 1
          return
        }
        observer(event)
      }
    }
  }

  /// For each element, the stream `transform` makes of it, dropping the previous
  /// one's subscription: only the latest request is listened to (a new search
  /// cancels the old one).
  public func flatMapLatest<Result>(_ transform: @escaping (Element) -> Observable<Result>) -> Observable<Result> {
    .create { observer in
      var inner: Disposable?
      let outer = subscribe { event in
        switch event {
        case .next(let element):
          inner?.dispose()
          inner = transform(element).subscribe { innerEvent in
            if case .next(let result) = innerEvent { observer(.next(result)) }
          }
        case .completed: observer(.completed)
        }
      }
      return Disposable {
        outer.dispose()
        inner?.dispose()
        inner = nil
      }
    }
  }
}

extension Observable where Element: Equatable {
  /// The elements that differ from the one before.
  public func distinctUntilChanged() -> Self {
    .create { observer in
      var last: Element?
      return subscribe { event in
        if case .next(let element) = event {
          if element == last { return }
          last = element
        }
        observer(event)
      }
    }
  }
}
