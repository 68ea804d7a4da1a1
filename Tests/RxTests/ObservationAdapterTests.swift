import CoreRuntime
import Observation
import Testing

@Suite("Adapters between streams and Observation")
struct ObservationAdapterTests {
  @Observable
  final class Model {
    var title = "a"
    var unrelated = 0
  }

  @Test("The reverse adapter: an observed value as a driver, updated at the commit point")
  func observationToDriver() {
    let loop = ObservationLoop()
    let model = Model()
    var heard: [String] = []
    let subscription = loop.driver { model.title }.drive { heard.append($0) }
    model.title = "b"
    #expect(heard == ["a"])  // not before the commit: Observation tells before it stores
    loop.flush()
    #expect(heard == ["a", "b"])
    subscription.dispose()
    model.title = "c"
    loop.flush()
    #expect(heard == ["a", "b"])
  }

  @Test("The forward adapter: a driver feeding an observable object's property")
  func driverToObservation() {
    let relay = BehaviorRelay(value: "x")
    let model = Model()
    let loop = ObservationLoop()
    var seen: [String] = []
    let token = loop.observe { seen.append(model.title) }
    let subscription = relay.asDriver().drive(Binder(model, keyPath: \.title))
    relay.accept("y")
    loop.flush()
    #expect(model.title == "y")
    #expect(seen == ["a", "y"])
    subscription.dispose()
    token.cancel()
  }
}
