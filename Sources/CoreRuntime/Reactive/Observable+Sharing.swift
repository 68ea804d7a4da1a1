extension Observable {
  /// One subscription to this stream shared by every subscriber, made when
  /// the first subscribes and disposed when the last leaves; a newcomer first
  /// gets the last `replay` elements (RxSwift's `share(replay:scope: .whileConnected)`).
  public func share(replay: Int = 0) -> Self {
    let connection = SharedConnection(source: self, replay: replay)
    return .create { observer in connection.add(observer) }
  }
}

/// The shared subscription behind ``Observable/share(replay:)``.
private final class SharedConnection<Element> {
  private let source: Observable<Element>
  private let replay: Int
  private var buffer: [Element] = []
  private var observers: [(id: Int, observer: (Event<Element>) -> Void)] = []
  private var nextID = 0
  private var upstream: Disposable?

  init(source: Observable<Element>, replay: Int) {
    self.source = source
    self.replay = replay
  }

  func add(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
    for element in buffer { observer(.next(element)) }
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    if upstream == nil {
      // The source holds the connection weakly and each subscription strongly:
      // it lives as long as someone listens, and no cycle runs through the source.
      upstream = source.subscribe { [weak self] event in self?.send(event) }
    }
    return Disposable { self.remove(id) }
  }

  private func send(_ event: Event<Element>) {
    if case .next(let element) = event, replay > 0 {
      buffer.append(element)
      if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
    }
    for entry in observers { entry.observer(event) }
  }

  private func remove(_ id: Int) {
    observers.removeAll { $0.id == id }
    guard observers.isEmpty else { return }
    upstream?.dispose()
    upstream = nil
    buffer.removeAll()
  }
}
