/// The container of everything the core needs from the outside world: the
/// clock, the seed, the effect log, the backend and every service.
///
/// A composition root makes one container per app (or per test) and hands
/// its values down; nothing reads a global. Values are built on first read
/// from the container's context (live, test or preview) and kept, so every
/// module shares one backend; an override replaces a value before or after
/// it is first read.
///
/// ```swift
/// let values = DependencyValues(.live) {
///   $0.scheduler = VirtualScheduler()   // runs and tests move time themselves
///   $0.seed = 7
/// }
/// let service = values.accountsService  // built over that clock
/// ```
public final class DependencyValues {
  /// Which values reads build when nothing overrides them.
  public let context: DependencyContext
  /// Reports the use of a test value nobody overrode (see ``Unimplemented``).
  public let unimplemented: Unimplemented
  private var storage: [ObjectIdentifier: Any] = [:]

  /// A container in `context`; `override` sets values before anything reads them.
  /// `unimplemented` receives the message of a test value used without an override (it traps by default).
  public init(
    _ context: DependencyContext, unimplemented: Unimplemented = .trapping,
    _ override: (DependencyValues) -> Void = { _ in }
  ) {
    self.context = context
    self.unimplemented = unimplemented
    override(self)
  }

  /// The value for `key`: the override if one was set, else the context's value, built once.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      let value: Key.Value =
        switch context {
        case .live: Key.liveValue(self)
        case .test: Key.testValue(self)
        case .preview: Key.previewValue(self)
        }
      storage[ObjectIdentifier(key)] = value
      return value
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
