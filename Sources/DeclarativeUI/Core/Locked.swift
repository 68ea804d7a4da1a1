import Foundation  // NSLock

/// A value that several threads share, behind a lock.
///
/// The lock is `NSLock`, a pthread mutex, as the project's other shared
/// caches use: `Synchronization.Mutex` waits on a futex inside the standard
/// library on Linux, where ThreadSanitizer cannot see it order the accesses
/// it guards, and a serial dispatch queue, which it can see, costs a
/// closure and a trip through the queue at every lookup — and the cache of
/// view-type facts is looked up for every node made.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, no other thread touching it meanwhile.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
