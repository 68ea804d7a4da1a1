import CoreRuntime
import Observation
import Testing

@Observable
private final class Model {
  var title = "a"
  var unrelated = 0
}

@Suite("Observation loop")
struct ObservationLoopTests {
  @Test func observersRunAtTheCommitPointAndSeeTheNewValue() {
    let loop = ObservationLoop()
    let model = Model()
    var seen: [String] = []
    let token = loop.observe { seen.append(model.title) }
    model.title = "b"
    // Not applied inside the change: Observation's onChange fires before the value is stored.
    #expect(seen == ["a"])
    #expect(loop.hasPendingChanges)
    #expect(loop.flush() == 1)
    #expect(seen == ["a", "b"])
    withExtendedLifetime(token) {}
  }

  @Test func changesToPropertiesNotReadDoNotRerun() {
    let loop = ObservationLoop()
    let model = Model()
    var runs = 0
    let token = loop.observe {
      _ = model.title
      runs += 1
    }
    model.unrelated += 1
    #expect(loop.flush() == 0)
    #expect(runs == 1)
    withExtendedLifetime(token) {}
  }

  @Test func cancelledObserversStop() {
    let loop = ObservationLoop()
    let model = Model()
    var runs = 0
    let token = loop.observe {
      _ = model.title
      runs += 1
    }
    token.cancel()
    model.title = "c"
    loop.flush()
    #expect(runs == 1)
  }
}
