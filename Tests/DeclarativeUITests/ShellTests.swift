import DeclarativeUI
import Observation
import ScreenLayer
import Testing
import TextSurface

/// The model a small declarative app navigates with: the path is data.
@Observable
private final class Navigation {
  var path: [String] = []
  var showsHelp = false
}

private struct ListScreen: View {
  let navigation: Navigation
  var body: some View {
    VStack {
      Button("First") { navigation.path.append("first") }
      Button("Second") { navigation.path.append("second") }
      Button("Help") { navigation.showsHelp = true }
    }
    .navigationTitle("Items")
  }
}

private struct DetailScreen: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("\(name) tapped \(taps)")
      Button("Tap") { taps += 1 }
    }
    .navigationTitle(name)
  }
}

private struct AppView: View {
  let navigation: Navigation
  var body: some View {
    NavigationStack(path: Binding(get: { navigation.path }, set: { navigation.path = $0 })) {
      ListScreen(navigation: navigation)
        .sheet(isPresented: Binding(get: { navigation.showsHelp }, set: { navigation.showsHelp = $0 })) {
          VStack {
            Text("Help")
            Button("Close") { navigation.showsHelp = false }
          }
        }
    } destination: { name in
      DetailScreen(name: name)
    }
  }
}

/// A clock the screens read, and how often each screen's body ran.
@Observable
private final class HiddenScreenClock {
  var seconds = 0
  var path: [String] = []
  var showsCover = false
  @ObservationIgnored var evaluations = 0
}

/// A screen that reads the ticker, under a stack and a cover.
private struct TickingApp: View {
  let ticker: HiddenScreenClock
  var body: some View {
    NavigationStack(path: Binding(get: { ticker.path }, set: { ticker.path = $0 })) {
      TickingScreen(ticker: ticker)
        .fullScreenCover(isPresented: Binding(get: { ticker.showsCover }, set: { ticker.showsCover = $0 })) {
          Text("Cover")
        }
    } destination: { name in
      Text("Detail \(name)")
    }
  }
}

private struct TickingScreen: View {
  let ticker: HiddenScreenClock
  var body: some View {
    let _ = ticker.evaluations += 1
    Text("Ticks \(ticker.seconds)").navigationTitle("Clock")
  }
}

/// An app made only of DeclarativeUI, on the screen layer: no legacy window anywhere.
@Suite("Declarative shell")
struct ShellTests {
  private func makeScene() -> (SceneHost, Navigation) {
    let navigation = Navigation()
    let scene = SceneHost(
      rootView: AppView(navigation: navigation), size: Size(width: 30, height: 8), output: RecordingOutput())
    scene.commit()
    return (scene, navigation)
  }

  @Test func theBarLooksLikeTheSharedNavigationBar() {
    let (scene, navigation) = makeScene()
    var expected = Canvas(size: Size(width: 30, height: 2))
    NavigationBarAppearance.draw(
      title: "Items", showsBack: false, in: &expected, rect: expected.bounds, clip: expected.bounds)
    #expect(Array(scene.frame.lines.prefix(2)) == expected.frame.lines)
    #expect(scene.accessibilityTree().label == "Items")
    navigation.path = ["first"]
    scene.commit()
    #expect(scene.frame.lines[0].hasPrefix("< Back"))
    #expect(scene.frame.contains("first tapped 0"))
    #expect(scene.accessibilityTree().children.first?.value == "back available")
  }

  @Test func pushingIsDataAndEscPopsBackToTheElementYouCameFrom() {
    let (scene, navigation) = makeScene()
    #expect(scene.focusedItem?.node.label == "First")
    scene.handleKey(.tab)
    scene.handleKey(.enter)
    scene.commit()
    #expect(navigation.path == ["second"])
    #expect(scene.focusedItem?.node.label == "Tap")
    #expect(scene.accessibilityTree().label == "second")
    #expect(scene.handleKey(.escape))
    scene.commit()
    #expect(navigation.path.isEmpty)
    #expect(scene.focusedItem?.node.label == "Second")
    #expect(!scene.handleKey(.escape), "nothing to go back to at the root")
  }

  @Test func aScreenInThePathKeepsItsStateWhileCovered() {
    let (scene, navigation) = makeScene()
    navigation.path = ["first"]
    scene.commit()
    scene.handleKey(.enter)
    scene.commit()
    #expect(scene.frame.contains("first tapped 1"))
    navigation.path = ["first", "second"]
    scene.commit()
    navigation.path = ["first"]
    scene.commit()
    #expect(scene.frame.contains("first tapped 1"))
  }

  @Test func aSheetCoversTheScreenAndEscDismissesItGivingFocusBack() {
    let (scene, navigation) = makeScene()
    scene.handleKey(.tab)
    scene.handleKey(.tab)
    scene.handleKey(.enter)
    scene.commit()
    #expect(navigation.showsHelp)
    #expect(scene.frame.contains("Help") && !scene.frame.contains("Items"))
    #expect(scene.interactiveItems.map(\.node.label) == ["Close"])
    #expect(scene.focusedItem?.node.label == "Close")
    #expect(scene.handleKey(.escape))
    scene.commit()
    #expect(!navigation.showsHelp)
    #expect(scene.focusedItem?.node.label == "Help")
  }

  @Test func onlyChangedCellsAreWritten() {
    let output = RecordingOutput()
    let navigation = Navigation()
    let scene = SceneHost(rootView: AppView(navigation: navigation), size: Size(width: 30, height: 8), output: output)
    scene.commit()
    let first = output.totalBytes
    scene.handleKey(.tab)
    scene.commit()
    #expect(output.writes.count == 2)
    #expect(output.totalBytes - first < first / 4)
    #expect(!scene.commit(), "nothing changed: nothing written")
  }

  /// A screen the stack keeps under the one on top, or a cover hides, does not
  /// re-run its body at every change of what it reads: it is brought up to
  /// date, once, when it shows again.
  @Test func aHiddenScreenCatchesUpWhenItShowsAgain() {
    let ticker = HiddenScreenClock()
    let scene = SceneHost(
      rootView: TickingApp(ticker: ticker), size: Size(width: 30, height: 6), output: RecordingOutput())
    scene.commit()
    #expect(scene.frame.contains("Ticks 0"))
    let shown = ticker.evaluations
    ticker.path = ["a"]
    scene.commit()
    #expect(ticker.evaluations == shown, "the push does not re-run the screen it covers")
    for _ in 0..<5 {
      ticker.seconds += 1
      scene.commit()
    }
    #expect(ticker.evaluations == shown, "not re-run under the pushed screen")
    #expect(scene.frame.contains("Detail a"))
    ticker.path = []
    scene.commit()
    #expect(scene.frame.contains("Ticks 5"))
    #expect(ticker.evaluations == shown + 1)
    ticker.showsCover = true
    scene.commit()
    let covered = ticker.evaluations
    ticker.seconds += 1
    scene.commit()
    #expect(ticker.evaluations == covered, "not re-run under the cover")
    ticker.showsCover = false
    scene.commit()
    #expect(scene.frame.contains("Ticks 6"))
    let uncovered = ticker.evaluations
    ticker.seconds += 1
    scene.commit()
    #expect(scene.frame.contains("Ticks 7") && ticker.evaluations == uncovered + 1, "on screen, each change re-runs it")
  }
}

@Observable
private final class Ticker {
  var seconds = 45
}

/// A screen where one text follows the model and the rest never changes.
private struct TickerView: View {
  let ticker: Ticker
  var body: some View {
    VStack(alignment: .leading) {
      Text("Offers near you")
      Text("Pizza Planet")
      Text("\(ticker.seconds)s left")
      Text("Today's earnings: $84.35")
    }
  }
}

@Suite("Damage")
struct DamageTests {
  /// Only what re-ran is damaged, and the presenter compares only there: a
  /// tick damages the one text that changed (and the bodies above it), and
  /// the bytes replay to the frame.
  @Test func aTickDamagesOnlyTheNodesThatReRan() throws {
    let ticker = Ticker()
    let host = ViewHost(rootView: TickerView(ticker: ticker))
    let size = Size(width: 30, height: 4)
    let damages = DamageReader(host, size: size)
    _ = render(host, size: size)
    #expect(damages.take() == nil, "the first frame is all damage")
    ticker.seconds = 44
    host.update()
    let frame = render(host, size: size)
    let taken = try #require(damages.take())
    let damage = taken.rects
    #expect(!damage.isEmpty)
    #expect(!taken.contentMayHaveMoved, "a text changed where it was: nothing for the encoder to look for")
    // The changed row is covered; rows that did not change are not, except where a re-run body spans them.
    let changedRow = try #require(frame.lines.firstIndex { $0.contains("44s") })
    #expect(damage.contains { $0.minY <= changedRow && changedRow < $0.maxY })
    // Nothing re-ran: no damage.
    _ = render(host, size: size)
    #expect(damages.take() == Damage.none)
    // A text that got shorter has a new frame: it may have moved.
    ticker.seconds = 9
    host.update()
    _ = render(host, size: size)
    #expect(try #require(damages.take()).contentMayHaveMoved)
  }

  @Test func aSceneHostPresentsWithDamageAndTheBytesReplayToTheFrame() {
    let output = RecordingOutput()
    let ticker = Ticker()
    let scene = SceneHost(rootView: TickerView(ticker: ticker), size: Size(width: 30, height: 4), output: output)
    scene.commit()
    var terminal = VirtualTerminal(size: Size(width: 30, height: 4))
    for seconds in (30..<44).reversed() {
      ticker.seconds = seconds
      scene.commit()
    }
    for write in output.writes { terminal.feed(write) }
    #expect(terminal.frame == scene.frame)
    #expect(output.writes.count == 15)
    #expect(scene.statistics.framesWithDamage == 14, "every frame after the first was compared within its damage")
  }
}
