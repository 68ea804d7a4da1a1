import DeclarativeUI
import Observation
import Testing
import TextSurface

@Observable
final class CounterModel {
  var count = 0
  var title = "Counter"
}

/// Counts its body evaluations in a shared box.
final class Evaluations { var counts: [String: Int] = [:] }

struct TitleView: View {
  let model: CounterModel
  let evaluations: Evaluations
  var body: some View {
    let _ = evaluations.counts["title", default: 0] += 1
    Text(model.title)
  }
}

struct CountView: View {
  let model: CounterModel
  let evaluations: Evaluations
  var body: some View {
    let _ = evaluations.counts["count", default: 0] += 1
    Text("Count \(model.count)")
  }
}

struct Screen: View {
  let model: CounterModel
  let evaluations: Evaluations
  var body: some View {
    let _ = evaluations.counts["screen", default: 0] += 1
    VStack {
      TitleView(model: model, evaluations: evaluations)
      CountView(model: model, evaluations: evaluations)
      Button("Add") { model.count += 1 }
    }
  }
}

struct Badge: View, Equatable {
  let label: String
  static let evaluations = EvaluationCounter()
  var body: some View {
    let _ = Badge.evaluations.increment()
    Text("<\(label)>")
  }
}

final class EvaluationCounter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}

struct BadgeList: View {
  let model: CounterModel
  var body: some View {
    VStack {
      Text("n=\(model.count)")
      Badge(label: "fixed")
    }
  }
}

/// Equal to another whatever its action, as a view that declares its own
/// `==` may be: only the title is compared. Its body reads the model's title.
struct TitledAction: View, Equatable {
  let model: CounterModel
  let title: String
  let action: () -> Void
  static func == (lhs: TitledAction, rhs: TitledAction) -> Bool { lhs.title == rhs.title }
  var body: some View {
    VStack {
      Text(model.title)
      Button(title, action: action)
    }
  }
}

/// Gives its `TitledAction` a new action at every evaluation, naming the count it saw.
struct ActionsPerCount: View {
  let model: CounterModel
  let taps: Taps
  var body: some View {
    let count = model.count
    VStack {
      Text("n=\(count)")
      TitledAction(model: model, title: "Go") { taps.counts.append(count) }
    }
  }
}

final class Taps { var counts: [Int] = [] }

struct StatefulToggle: View {
  @State private var isOn = false
  var body: some View {
    VStack {
      Text(isOn ? "On" : "Off")
      Button("Toggle") { isOn.toggle() }
      if isOn {
        Text("Details")
      } else {
        EmptyView()
      }
    }
  }
}

@Suite("Body evaluation")
struct BodyEvaluationTests {
  private func render(_ host: ViewHost, size: Size = Size(width: 20, height: 5)) -> Frame {
    var canvas = Canvas(size: size)
    host.layout(in: canvas.bounds)
    host.draw(in: &canvas, clip: canvas.bounds)
    return canvas.frame
  }

  @Test func onlyBodiesThatReadAChangedPropertyRerun() {
    let model = CounterModel()
    let evaluations = Evaluations()
    let host = ViewHost(rootView: Screen(model: model, evaluations: evaluations))
    #expect(evaluations.counts == ["screen": 1, "title": 1, "count": 1])
    model.count += 1
    #expect(host.hasPendingUpdates)
    #expect(host.update())
    #expect(evaluations.counts == ["screen": 1, "title": 1, "count": 2])
    #expect(render(host).lines.contains("      Count 1"))
    model.title = "Tally"
    host.update()
    #expect(evaluations.counts == ["screen": 1, "title": 2, "count": 2])
  }

  @Test func nothingChangedMeansNoUpdate() {
    let host = ViewHost(rootView: Screen(model: CounterModel(), evaluations: Evaluations()))
    #expect(!host.hasPendingUpdates)
    #expect(!host.update())
  }

  @Test func anEquatableViewWithUnchangedInputsIsSkipped() {
    let model = CounterModel()
    let host = ViewHost(rootView: BadgeList(model: model))
    let before = Badge.evaluations.value
    let skippedBefore = host.statistics.bodiesSkipped
    model.count = 5
    host.update()
    #expect(Badge.evaluations.value == before)
    #expect(host.statistics.bodiesSkipped == skippedBefore + 1)
    #expect(render(host).lines.contains("        n=5"))
  }

  @Test func anEqualViewKeepsTheValueItHad() throws {
    let model = CounterModel()
    let taps = Taps()
    let host = ViewHost(rootView: ActionsPerCount(model: model, taps: taps))
    model.count = 1
    host.update()
    #expect(render(host).lines.contains("        n=1"))
    // Equal by its own `==`, the new value was skipped: the node kept the one it had. When the
    // view's body re-runs on its own (its title changed), it is that value's, as in SwiftUI.
    model.title = "Tally"
    host.update()
    #expect(render(host).lines.contains("       Tally"))
    let go = try #require(host.interactiveElements().first { $0.node.label == "Go" })
    #expect(host.activate(element: go.id))
    #expect(taps.counts == [0])
  }

  @Test func stateSurvivesReevaluationAndDrivesConditionals() throws {
    let host = ViewHost(rootView: StatefulToggle())
    #expect(render(host).plainText.contains("Off"))
    let toggle = try #require(host.interactiveElements().first { $0.node.label == "Toggle" })
    #expect(host.activate(element: toggle.id))
    host.update()
    let frame = render(host)
    #expect(frame.contains("On"))
    #expect(frame.contains("Details"))
    #expect(host.activate(element: toggle.id))
    host.update()
    #expect(!render(host).contains("Details"))
  }

  @Test func buttonsAreInteractiveAndDisabledOnesDoNothing() throws {
    var tapped = 0
    let host = ViewHost(
      rootView: VStack {
        Button("Go") { tapped += 1 }
        Button("Stop") { tapped += 100 }.disabled(true)
      })
    let elements = host.interactiveElements()
    #expect(elements.map(\.node.label) == ["Go", "Stop"])
    #expect(elements.map(\.node.isEnabled) == [true, false])
    #expect(host.handleKey(.enter, element: elements[0].id))
    #expect(!host.activate(element: elements[1].id))
    #expect(tapped == 1)
  }
}

/// A tally with its own `@State`, shown in either branch of an `if/else`.
private struct Tally: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// Shows a `Tally` in the branch `model.count` selects (even: first, odd: second).
private struct BranchedTally: View {
  let model: CounterModel
  var body: some View {
    VStack {
      if model.count.isMultiple(of: 2) {
        Tally(name: "Even")
      } else {
        Tally(name: "Odd")
      }
    }
  }
}

@Observable
private final class NamesModel {
  var names = ["A", "B"]
  var suffix = ""
}

/// A tally per name, identified by the name; each label ends in `model.suffix`.
private struct NamedTallies: View {
  let model: NamesModel
  var body: some View {
    VStack {
      ForEach(model.names, id: \.self) { name in Tally(name: name + model.suffix) }
    }
  }
}

@Suite("Structural identity")
struct StructuralIdentityTests {
  /// Keyed rows whose keys stay the same and in order (a tick that changes
  /// only what rows show) keep their nodes, `@State` included, and show the
  /// new content; rows that move keep theirs too, and nothing is destroyed.
  @Test func keyedRowsKeepTheirStateWhenOnlyTheirContentChanges() throws {
    let model = NamesModel()
    let host = ViewHost(rootView: NamedTallies(model: model))
    func labels() -> [String] { host.interactiveElements().map(\.node.label) }
    let second = try #require(host.interactiveElements().last)
    #expect(host.activate(element: second.id))
    host.update()
    #expect(labels() == ["A 0", "B 1"])
    let built = host.statistics.nodesBuilt
    model.suffix = "!"  // the same keys: each row's content changes, its node stays
    host.update()
    #expect(labels() == ["A! 0", "B! 1"])
    model.names = ["B", "A"]  // a move: the rows keep their nodes
    model.suffix = "?"
    host.update()
    #expect(labels() == ["B? 1", "A? 0"])
    #expect(host.statistics.nodesBuilt == built)
    #expect(host.statistics.nodesDestroyed == 0)
  }

  /// An `if/else` keeps the node of the branch it stays in, `@State` included,
  /// and replaces it when the branch flips: the new branch starts afresh.
  @Test func aBranchKeepsItsStateUntilTheBranchFlips() throws {
    let model = CounterModel()
    let host = ViewHost(rootView: BranchedTally(model: model))
    func tap() throws {
      let button = try #require(host.interactiveElements().first)
      #expect(host.activate(element: button.id))
      host.update()
    }
    func label() -> String? { host.interactiveElements().first?.node.label }
    try tap()
    try tap()
    #expect(label() == "Even 2")
    model.count = 2  // the same branch: the tally keeps its node and its taps
    host.update()
    #expect(label() == "Even 2")
    let destroyed = host.statistics.nodesDestroyed
    model.count = 3  // the other branch: a new tally
    host.update()
    #expect(label() == "Odd 0")
    #expect(host.statistics.nodesDestroyed == destroyed + 1)
    try tap()
    model.count = 4  // back: the first branch's state went with its node
    host.update()
    #expect(label() == "Even 0")
  }

  /// Regression: a dynamic cast looked through `Optional<Text>` and reported the text twice.
  @Test func anOptionalTextIsReportedOnce() {
    let message: String? = "Signing in…"
    let host = ViewHost(
      rootView: VStack {
        if let message {
          Text(message)
        }
      })
    #expect(host.accessibilityNodes().map(\.description) == [#"staticText "Signing in…""#])
  }
}
