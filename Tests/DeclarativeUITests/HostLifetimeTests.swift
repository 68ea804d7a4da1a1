import Observation
import Testing
import TextSurface

@testable import DeclarativeUI

/// A screen with state, a stack, a list and a branch the model switches, so
/// a change unmounts a subtree.
private struct LifetimeScreen: View {
  let model: LifetimeModel
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
      if model.showsList {
        List(["one", "two", "three"], id: \.self) { row in Text(row) }
      } else {
        Text("No list")
      }
      Button("Add") { count += 1 }
    }
  }
}

@Observable
private final class LifetimeModel {
  var showsList = true
}

/// A node and its host's context hold each other (`Node.context` is strong,
/// and the context's registry holds every mounted node). These check that
/// the host breaks that cycle when it goes, and that an unmounted node is
/// let go, so a screen popped off a stack does not stay in memory.
@Suite("Host lifetime")
struct HostLifetimeTests {
  @Test func aHostThatGoesFreesItsTreeAndContext() {
    weak var root: Node?
    weak var context: RenderContext?
    weak var listNode: Node?
    do {
      let host = ViewHost(rootView: LifetimeScreen(model: LifetimeModel()))
      _ = host.update()
      host.layout(in: Rect(x: 0, y: 0, width: 30, height: 8))
      var canvas = Canvas(size: Size(width: 30, height: 8))
      host.draw(in: &canvas, clip: canvas.bounds)
      #expect(canvas.frame.contains("two"))
      root = host.root
      context = host.context
      listNode = host.context.nodes.values.first { $0.view is List<ForEach<[String], String, Text>> }
      #expect(listNode != nil)
    }
    #expect(root == nil)
    #expect(context == nil)
    #expect(listNode == nil)
  }

  @Test func anUnmountedSubtreeIsFreedWhileTheHostStays() {
    let model = LifetimeModel()
    let host = ViewHost(rootView: LifetimeScreen(model: model))
    var canvas = Canvas(size: Size(width: 30, height: 8))
    func commit() {
      _ = host.update()
      host.layout(in: canvas.bounds)
      host.draw(in: &canvas, clip: canvas.bounds)
      // A scene takes each frame's damage; a host on its own keeps it (and
      // the nodes it names) until its damage period ends.
      host.discardDamage()
    }
    commit()
    let before = host.context.nodes.count
    weak let row: Node? = host.context.nodes.values.first { ($0.view as? Text)?.content == "two" }
    #expect(row != nil)

    model.showsList = false
    commit()
    #expect(canvas.frame.contains("No list"))
    #expect(host.context.nodes.count < before)
    #expect(row == nil)
  }
}
