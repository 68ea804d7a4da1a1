import DeclarativeUI
import Testing
import TextSurface

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "Hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// Reads a custom key; Equatable, so only an environment change can re-run it.
private struct Greeting: View, Equatable {
  @Environment(\.greeting) private var greeting: String
  let name: String
  let counts: Counts
  var body: some View {
    let _ = counts.hit("greeting")
    Text("\(greeting) \(name)")
  }
  static func == (lhs: Greeting, rhs: Greeting) -> Bool { lhs.name == rhs.name }
}

private struct EnabledProbe: View {
  @Environment(\.isEnabled) private var isEnabled: Bool
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct Salutation: View {
  @State var word = "Hi"
  let counts: Counts
  var body: some View {
    VStack {
      Greeting(name: "Ada", counts: counts).environment(\.greeting, word)
      Button("Change") { word = "Howdy" }
    }
  }
}

@Suite("Environment")
struct EnvironmentTests {
  @Test func aCustomKeyFlowsDownAndItsChangeRerunsEvenAnEquatableView() throws {
    let counts = Counts()
    let host = ViewHost(rootView: Salutation(counts: counts))
    #expect(render(host, size: Size(width: 20, height: 2)).line(0) == "       Hi Ada")
    #expect(counts["greeting"] == 1)
    let change = try #require(host.interactiveElements().first)
    #expect(host.activate(element: change.id))
    host.update()
    #expect(render(host, size: Size(width: 20, height: 2)).line(0) == "     Howdy Ada")
    #expect(counts["greeting"] == 2)
  }

  @Test func theDefaultValueAppliesWithoutAModifier() {
    let host = ViewHost(rootView: Greeting(name: "Bo", counts: Counts()))
    #expect(render(host, size: Size(width: 8, height: 1)).line(0) == "Hello Bo")
  }

  @Test func disabledPropagatesToDescendantsAndCannotBeUndoneBelow() {
    var taps = 0
    let host = ViewHost(
      rootView: VStack {
        Button("Outer") { taps += 1 }
        VStack {
          Button("Inner") { taps += 10 }.disabled(false)
          EnabledProbe()
        }
        .disabled(true)
      })
    let frame = render(host, size: Size(width: 12, height: 3))
    let elements = host.interactiveElements()
    #expect(elements.map(\.node.isEnabled) == [true, false])
    #expect(!host.activate(element: elements[1].id))
    #expect(host.activate(element: elements[0].id))
    #expect(taps == 1)
    #expect(frame.lines == [" [ Outer ]", " [ Inner ]", " disabled"])
    #expect(frame.styledRuns.contains("row 1 cols 1-9: dim"))
  }

  @Test func environmentValuesCompareByValue() {
    var a = EnvironmentValues()
    var b = EnvironmentValues()
    #expect(a == b)
    a.isEnabled = false
    #expect(a != b)
    b.isEnabled = false
    #expect(a == b)
  }
}
