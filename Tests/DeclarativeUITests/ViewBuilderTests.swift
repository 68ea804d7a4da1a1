import DeclarativeUI
import Testing
import TextSurface

private enum Phase { case idle, loading, failed(String) }

private struct PhaseView: View {
  let phase: Phase
  var body: some View {
    switch phase {
    case .idle: Text("Idle")
    case .loading: ProgressView("Loading")
    case .failed(let message): Text(message).foregroundColor(.red)
    }
  }
}

private struct LoopView: View {
  let names: [String]
  var body: some View {
    VStack(alignment: .leading) {
      for name in names {
        Text(name)
      }
      if #available(macOS 14, *) {
        Text("available")
      }
    }
  }
}

@Suite("View builder")
struct ViewBuilderTests {
  @Test func switchPicksOneBranch() {
    #expect(render(ViewHost(rootView: PhaseView(phase: .idle)), size: Size(width: 4, height: 1)).line(0) == "Idle")
    let loading = render(ViewHost(rootView: PhaseView(phase: .loading)), size: Size(width: 9, height: 1))
    #expect(loading.line(0) == "⠋ Loading")
    let failed = render(ViewHost(rootView: PhaseView(phase: .failed("Oops"))), size: Size(width: 4, height: 1))
    #expect(failed.line(0) == "Oops")
  }

  @Test func switchingBranchesReplacesTheSubtree() {
    let host = ViewHost(rootView: PhaseView(phase: .idle))
    host.setRootView(PhaseView(phase: .failed("Gone")))
    #expect(host.accessibilityNodes().map(\.description) == [#"staticText "Gone""#])
  }

  @Test func loopsAndAvailabilityBuildEveryView() {
    let host = ViewHost(rootView: LoopView(names: ["a", "bb", "ccc"]))
    #expect(render(host, size: Size(width: 9, height: 4)).lines == ["a", "bb", "ccc", "available"])
  }

  @Test func groupsAnyViewAndEmptyViewAreTransparent() {
    let flag = true
    let host = ViewHost(
      rootView: VStack(alignment: .leading) {
        Group {
          Text("one")
          Text("two")
        }
        .disabled(flag)
        AnyView(Text("three"))
        EmptyView()
      })
    #expect(render(host, size: Size(width: 5, height: 3)).lines == ["one", "two", "three"])
    #expect(host.accessibilityNodes().map(\.label) == ["one", "two", "three"])
  }
}
