import DeclarativeUI
import Observation
import Testing
import TextSurface

/// What a re-run body gives a detail screen: values that change at every tick.
@Observable
final class TickModel {
  var tick = 0
  var title = "Accept"
  var isDisabled = false
  var spacing = 0
  var padding = 0
  var showsStatus = false
  /// The ticks the buttons' actions saw, in order.
  var taps: [Int] = []
}

/// A screen whose body re-makes buttons (with new actions), stacks and
/// optional content at every tick, as a countdown screen does.
struct TickScreen: View {
  let model: TickModel
  var body: some View {
    let tick = model.tick
    VStack(spacing: model.spacing) {
      Text("Tick \(tick)")
      HStack(spacing: 2) {
        Button(model.title) { model.taps.append(tick) }.disabled(model.isDisabled)
        Text("|")
      }
      if model.showsStatus {
        Text("A status line")
      }
      Text("End").padding(.leading, model.padding)
    }
  }
}

/// The reconcile pass keeps a button re-made with a new action (`ActionLeaf`)
/// and the measurements of containers given alike values (`ChildContainer`):
/// these check that what changed is still seen — the new action runs, and
/// every change of what is shown or where is drawn as a fresh host draws it.
@Suite("Reconcile fast paths")
struct ReconcileFastPathTests {
  private let size = Size(width: 24, height: 6)

  /// The frame `host` draws now equals a fresh host's for the same model.
  private func expectFresh(_ host: ViewHost, _ model: TickModel) {
    host.update()
    #expect(render(host, size: size) == render(ViewHost(rootView: TickScreen(model: model)), size: size))
  }

  @Test func aButtonRemadeWithANewActionRunsTheNewAction() throws {
    let model = TickModel()
    let host = ViewHost(rootView: TickScreen(model: model))
    _ = render(host, size: size)
    for tick in 1...3 {
      model.tick = tick
      host.update()
      _ = render(host, size: size)
      let button = try #require(host.interactiveElements().first { $0.node.label == "Accept" })
      #expect(host.activate(element: button.id))
    }
    #expect(model.taps == [1, 2, 3])
  }

  @Test func aButtonWhoseTitleOrStateChangesIsMeasuredAndDrawnAgain() {
    let model = TickModel()
    let host = ViewHost(rootView: TickScreen(model: model))
    _ = render(host, size: size)
    for title in ["Accept offer", "Go", "Accept"] {
      model.title = title
      expectFresh(host, model)
      #expect(render(host, size: size).contains("[ \(title) ]  |"))
    }
    model.isDisabled = true
    expectFresh(host, model)
    #expect(host.accessibilityNodes().flatMap(\.flattened).first { $0.label == "Accept" }?.isEnabled == false)
    model.isDisabled = false
    expectFresh(host, model)
  }

  @Test func aStackOrPaddingThatPlacesItsChildrenOtherwiseIsLaidOutAgain() {
    let model = TickModel()
    let host = ViewHost(rootView: TickScreen(model: model))
    _ = render(host, size: size)
    for spacing in [1, 0] {
      model.spacing = spacing
      model.tick += 1
      expectFresh(host, model)
    }
    for padding in [4, 0] {
      model.padding = padding
      expectFresh(host, model)
    }
  }

  @Test func contentThatComesAndGoesIsLaidOutAgain() {
    let model = TickModel()
    let host = ViewHost(rootView: TickScreen(model: model))
    _ = render(host, size: size)
    for shows in [true, false, true] {
      model.showsStatus = shows
      expectFresh(host, model)
      #expect(render(host, size: size).contains("A status line") == shows)
    }
  }

  @Test func aTickThatChangesOneTextIsDrawnAsAFreshHostDrawsIt() {
    let model = TickModel()
    let host = ViewHost(rootView: TickScreen(model: model))
    _ = render(host, size: size)
    for tick in [1, 10, 100, 9] {
      model.tick = tick
      expectFresh(host, model)
    }
  }
}
