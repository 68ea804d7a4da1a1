#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thread a run loop runs on — the app's main thread, in UIKit's terms.
///
/// Widgets and the view models bound to them belong to one thread. A
/// ``Driver`` records the thread it was made on and traps when it is driven,
/// or would deliver, anywhere else: RxCocoa's main-thread check, made
/// unconditional. Work done on another thread reaches a driver through a
/// ``MainThreadInbox``, which hands it over.
public struct RunLoopThread: Hashable, Sendable, CustomStringConvertible {
  private let id: UInt

  /// The calling thread.
  public static var current: RunLoopThread {
    #if canImport(Darwin)
      RunLoopThread(id: UInt(bitPattern: pthread_self()))
    #elseif canImport(Musl)
      RunLoopThread(id: UInt(bitPattern: Int(bitPattern: pthread_self())))
    #else
      RunLoopThread(id: UInt(pthread_self()))
    #endif
  }

  /// Whether the calling thread is this one.
  public var isCurrent: Bool { Self.current == self }

  /// Traps unless the calling thread is this one, naming `what` was attempted.
  public func check(_ what: @autoclosure () -> String) {
    precondition(isCurrent, "\(what()) off the run loop's thread (\(self)); hand work over with a MainThreadInbox")
  }

  public var description: String { "thread \(id)" }
}
