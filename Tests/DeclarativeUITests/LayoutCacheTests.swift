import DeclarativeUI
import Observation
import Testing
import TextSurface

/// A title deep inside stacks, so a change reaches the layout only through
/// the sizes kept by every level above it.
struct NestedTitle: View {
  let model: CounterModel
  var body: some View {
    HStack {
      VStack {
        HStack {
          Text("[")
          TitleView(model: model, evaluations: Evaluations())
          Text("]")
        }
      }
      Text("|")
    }
  }
}

/// Nodes keep their `sizeThatFits` answers and layout children until they or a
/// descendant re-evaluate (`Node.sizeCache`): these check that a change deep
/// in the tree is never laid out from a stale size, level by level.
@Suite("Layout caches")
struct LayoutCacheTests {
  @Test func aDeepChangeResizesEveryStackAbove() {
    let model = CounterModel()
    let host = ViewHost(rootView: NestedTitle(model: model))
    let size = Size(width: 30, height: 3)
    #expect(render(host, size: size).plainText.contains("[Counter]|"))
    for title in ["A much longer title", "Hi", "", "Counter"] {
      model.title = title
      host.update()
      let frame = render(host, size: size)
      // The same frame a fresh host draws for the same state.
      #expect(frame == render(ViewHost(rootView: NestedTitle(model: model)), size: size))
      #expect(frame.plainText.contains("[\(title)]|"))
    }
  }

  @Test func aConditionalBranchChangesTheLayoutChildren() throws {
    let host = ViewHost(rootView: StatefulToggle())
    let size = Size(width: 20, height: 5)
    let before = render(host, size: size)
    let toggle = try #require(host.interactiveElements().first { $0.node.label == "Toggle" })
    #expect(host.activate(element: toggle.id))
    host.update()
    let after = render(host, size: size)
    #expect(after.contains("Details"))
    #expect(host.activate(element: toggle.id))
    host.update()
    #expect(render(host, size: size) == before)
  }

  @Test func aNewProposalIsMeasuredAgain() {
    let model = CounterModel()
    let host = ViewHost(rootView: NestedTitle(model: model))
    for width in [30, 8, 12, 30, 5] {
      let size = Size(width: width, height: 3)
      #expect(render(host, size: size) == render(ViewHost(rootView: NestedTitle(model: model)), size: size))
    }
  }
}
