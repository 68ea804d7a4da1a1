import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// A heading and, while loading, a spinner: the declarative side leaves it out when not loading.
struct LoadingScreen: DeclarativeUI.View {
  let label: String?
  let isLoading: Bool

  var body: some DeclarativeUI.View {
    VStack {
      Text("Offers")
      if isLoading { spinner }
    }
  }

  @ViewBuilder private var spinner: some DeclarativeUI.View {
    if let label { ProgressView(label) } else { ProgressView() }
  }
}

@Suite("Parity: ActivityIndicatorView vs ProgressView")
struct ActivityIndicatorParityTests {
  private func pair(label: String?, size: Size) -> (ParityPair, ActivityIndicatorView, HostingController<LoadingScreen>)
  {
    let spinner = ActivityIndicatorView(text: label)
    spinner.startAnimating()
    let legacy = StackScreen([LegacyUI.Label(text: "Offers"), spinner], alignment: .center)
    let declarative = HostingController(rootView: LoadingScreen(label: label, isLoading: true), title: "Screen")
    return (ParityPair(legacy: legacy, declarative: declarative, size: size), spinner, declarative)
  }

  @Test(arguments: [nil, "Loading…", "読み込み中"] as [String?], paritySizes)
  func theSameGlyphAtTheSameInstant(label: String?, size: Size) {
    let (pair, _, _) = pair(label: label, size: size)
    pair.expectSame("first frame")
    // Steps that do not divide the frame interval, so some commits keep the glyph and some change it.
    for _ in 0..<25 {
      pair.advanceClock(by: .milliseconds(70))
      // Not vacuous: where there is room, the spinner shows the glyph of the shared clock's time.
      if size.height > 1 { #expect(pair.legacy.frame.contains(ActivityIndicatorAppearance.glyph(elapsed: pair.now))) }
    }
    let nodes = pair.declarative.accessibilityTree().flattened.filter { $0.role == .progressIndicator }
    #expect(nodes.map(\.label) == [label ?? "In progress"])  // reported even when squeezed to no height, in both
  }

  @Test(arguments: [nil, "Loading…"] as [String?], paritySizes)
  func stoppedAndHiddenIsLikeAbsent(label: String?, size: Size) {
    let (pair, spinner, declarative) = pair(label: label, size: size)
    pair.advanceClock(by: .milliseconds(250))
    spinner.stopAnimating()
    declarative.rootView = LoadingScreen(label: label, isLoading: false)
    pair.commit()
    pair.expectSame("stopped vs absent")
    pair.advanceClock(by: .milliseconds(330))
    spinner.startAnimating()
    declarative.rootView = LoadingScreen(label: label, isLoading: true)
    pair.commit()
    pair.expectSame("started again: the glyph of the clock's time, not of the time since start")
    pair.advanceClock(by: .milliseconds(100))
  }
}
