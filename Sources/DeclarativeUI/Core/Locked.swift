import Dispatch

/// A value that several threads share, behind a serial queue.
///
/// Why not `Synchronization.Mutex`: on Linux it waits on a futex inside the
/// standard library, where ThreadSanitizer cannot see it order the accesses
/// it guards, so every contended access is reported as a race. A dispatch
/// queue is one ThreadSanitizer understands, and needs no unsafe code. The
/// values kept here are caches and queues touched a few times a commit, where
/// the cost of `sync` does not show.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "DeclarativeUI.Locked")
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, no other thread touching it meanwhile.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    queue.sync { body(&value) }
  }
}
