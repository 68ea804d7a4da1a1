import CoreRuntime
import Foundation
import Testing

@Suite("Driver: the thread rule")
struct DriverThreadTests {
  @Test("A driver replays the latest element and delivers on the thread it was made on")
  func deliversOnItsThread() {
    let relay = BehaviorRelay(value: 1)
    let driver = relay.asDriver()
    var heard: [Int] = []
    let subscription = driver.drive { value in
      #expect(driver.thread.isCurrent)
      heard.append(value)
    }
    relay.accept(2)
    var late: [Int] = []
    let second = driver.drive { late.append($0) }
    #expect(heard == [1, 2])
    #expect(late == [2])
    subscription.dispose()
    second.dispose()
  }

  @Test("Elements posted from other threads are delivered on the driver's thread, in order, none lost")
  func inboxHandsOver() {
    let inbox = MainThreadInbox(initial: Post(worker: -1, index: -1))
    var heard: [Post] = []
    let subscription = inbox.asDriver().drive { post in
      #expect(inbox.thread.isCurrent)
      heard.append(post)
    }
    let workers = 4
    let perWorker = 500
    let group = DispatchGroup()
    for worker in 0..<workers {
      group.enter()
      let thread = Thread {
        for index in 0..<perWorker { inbox.post(Post(worker: worker, index: index)) }
        group.leave()
      }
      thread.start()
    }
    // The run loop's thread keeps turning while the workers post.
    while group.wait(timeout: .now()) == .timedOut { inbox.drain() }
    inbox.drain()
    #expect(!inbox.hasPending)
    let posts = heard.dropFirst()
    #expect(posts.count == workers * perWorker)
    for worker in 0..<workers {
      #expect(posts.filter { $0.worker == worker }.map(\.index) == Array(0..<perWorker))
    }
    subscription.dispose()
  }

  @Test("Posting on the driver's own thread delivers at once")
  func postOnOwnThread() {
    let inbox = MainThreadInbox(initial: 0)
    var heard: [Int] = []
    let subscription = inbox.asDriver().drive { heard.append($0) }
    inbox.post(1)
    #expect(heard == [0, 1])
    #expect(inbox.drain() == 0)
    subscription.dispose()
  }

  @Test("Driving a driver on another thread traps")
  func drivingOffThreadTraps() async {
    await #expect(processExitsWith: .failure) {
      let driver = BehaviorRelay(value: 1).asDriver()
      nonisolated(unsafe) let smuggled = driver  // what the type system forbids, done on purpose
      let done = DispatchSemaphore(value: 0)
      Thread {
        _ = smuggled.drive { _ in }
        done.signal()
      }.start()
      done.wait()
    }
  }

  @Test("An element reaching a driver on another thread traps")
  func deliveringOffThreadTraps() async {
    await #expect(processExitsWith: .failure) {
      let relay = BehaviorRelay(value: 1)
      let subscription = relay.asDriver().drive { _ in }
      nonisolated(unsafe) let smuggled = relay
      let done = DispatchSemaphore(value: 0)
      Thread {
        smuggled.accept(2)
        done.signal()
      }.start()
      done.wait()
      subscription.dispose()
    }
  }

  struct Post: Equatable, Sendable {
    var worker: Int
    var index: Int
  }
}
