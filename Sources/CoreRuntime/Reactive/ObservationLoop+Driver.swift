extension ObservationLoop {
  /// The reverse adapter: an Observation-backed value as a ``Driver``, so a
  /// legacy screen written with stream bindings keeps its bindings once its
  /// view model moves to `@Observable`.
  ///
  /// The driver sends `read()` at once, then again at each commit after
  /// anything it read changed (the loop re-runs at the commit point, where
  /// the new values are stored).
  ///
  /// ```swift
  /// observations.driver { viewModel.earningsText }.drive(earningsLabel.rx.text).disposed(by: disposeBag)
  /// ```
  public func driver<Element>(_ read: @escaping () -> Element) -> Driver<Element> {
    Observable<Element>.create { [self] observer in
      let token = observe { observer(.next(read())) }
      return Disposable { token.cancel() }
    }.asDriver()
  }
}
