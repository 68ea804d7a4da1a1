/// A stream made for the screen, RxCocoa's `Driver`: it never fails, it
/// shares one subscription to its source and replays the latest element to
/// each newcomer (a label bound late still shows the current text), and it
/// delivers only on its run loop's thread — the thread it was made on.
///
/// The thread rule is enforced: driving it, or an element reaching it, on
/// another thread traps. Work finished on another thread is handed over with
/// a ``MainThreadInbox``.
///
/// ```swift
/// let output = viewModel.transform(input: input)
/// output.signInTitle.drive(signInButton.rx.title).disposed(by: disposeBag)
/// ```
public struct Driver<Element>: ObservableConvertible {
  private let source: Observable<Element>
  /// The thread the driver delivers on.
  public let thread: RunLoopThread

  /// `source` as a driver on the calling thread.
  init(_ source: Observable<Element>) {
    let thread = RunLoopThread.current
    self.thread = thread
    self.source = source.map { element in
      thread.check("A Driver's element arrived")
      return element
    }.share(replay: 1)
  }

  /// Calls `onNext` with the latest element, then with each new one, until disposed.
  public func drive(_ onNext: @escaping (Element) -> Void) -> Disposable {
    thread.check("Driving a Driver")
    return source.subscribe(onNext: onNext)
  }

  /// Binds the elements to `binder` (a widget's property, an adapter's property).
  public func drive(_ binder: Binder<Element>) -> Disposable {
    drive { binder.on($0) }
  }

  /// Binds the elements to several binders at once.
  public func drive(_ binders: Binder<Element>...) -> Disposable {
    drive { element in for binder in binders { binder.on(element) } }
  }

  /// The driver's elements as a plain stream.
  public func asObservable() -> Observable<Element> { source }

  /// Each element transformed; still a driver on the same thread.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
    Driver<Result>(source.map(transform))
  }

  /// Only the elements `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Driver {
    Driver(source.filter(isIncluded))
  }

  /// A driver that always shows `element`.
  public static func just(_ element: Element) -> Driver {
    Driver(.just(element))
  }

  /// The latest of both drivers, combined.
  public static func combineLatest<A, B>(
    _ a: Driver<A>, _ b: Driver<B>, _ combine: @escaping (A, B) -> Element
  ) -> Driver {
    Driver(.combineLatest(a, b, combine))
  }
}

extension Driver where Element: Equatable {
  /// The elements that differ from the one before.
  public func distinctUntilChanged() -> Driver {
    Driver(source.distinctUntilChanged())
  }
}

extension Observable {
  /// The stream as a ``Driver`` on the calling thread (the stream cannot fail,
  /// so there is nothing to recover from).
  public func asDriver() -> Driver<Element> {
    Driver(self)
  }
}
