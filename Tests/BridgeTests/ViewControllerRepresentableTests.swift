import Bridge
import DeclarativeUI
import LegacyUI
import Observation
import ScreenLayer
import Testing
import TextSurface

/// A legacy screen that records its lifecycle and offers two buttons.
private final class LoggingController: LegacyUI.ViewController {
  var log: [String] = []
  private let first = LegacyUI.Button(title: "One")
  private let second = LegacyUI.Button(title: "Two")

  override func viewDidLoad() {
    log.append("load")
    view.addSubview(first)
    view.addSubview(second)
  }
  override func viewDidLayoutSubviews() {
    first.frame = Rect(x: 0, y: 0, width: 7, height: 1)
    second.frame = Rect(x: 0, y: 1, width: 7, height: 1)
  }
  override func viewWillAppear() { log.append("willAppear") }
  override func viewDidAppear() { log.append("didAppear") }
  override func viewWillDisappear() { log.append("willDisappear") }
  override func viewDidDisappear() { log.append("didDisappear") }
}

@Observable
private final class Path {
  var items: [String] = []
}

/// The declarative shell keeps showing a legacy screen: a `LegacyScreen` in a
/// `NavigationStack`, as `UIViewControllerRepresentable` in SwiftUI.
@Suite("View-controller representable")
struct ViewControllerRepresentableTests {
  private struct Shell: DeclarativeUI.View {
    let path: Path
    let legacy: LoggingController
    var body: some DeclarativeUI.View {
      NavigationStack(path: Binding(get: { path.items }, set: { path.items = $0 })) {
        LegacyScreen(controller: legacy)
      } destination: { name in
        DeclarativeUI.Button(name) {}.navigationTitle(name)
      }
    }
  }

  @Test func theLegacyScreenLivesInTheDeclarativeSceneWithItsLifecycleAndTheOneFocusEngine() {
    let path = Path()
    let legacy = LoggingController(title: "Legacy")
    let scene = SceneHost(
      rootView: Shell(path: path, legacy: legacy), size: Size(width: 20, height: 6), output: RecordingOutput())
    scene.commit()
    #expect(legacy.log == ["load", "willAppear", "didAppear"])
    // Its title names the screen in the declarative bar; its widgets draw and take focus.
    #expect(scene.frame.line(0).split(separator: " ") == ["Legacy"])
    #expect(scene.frame.contains("One") && scene.frame.contains("Two"))
    #expect(scene.focusedItem?.node.label == "One")
    scene.handleKey(.tab)
    #expect(scene.focusedItem?.node.label == "Two")

    // Covered by a pushed declarative screen, then revealed: UIKit's appearance callbacks, and focus comes back.
    path.items = ["Detail"]
    scene.commit()
    #expect(Array(legacy.log.suffix(2)) == ["willDisappear", "didDisappear"])
    #expect(scene.focusedItem?.node.label == "Detail")
    #expect(scene.handleKey(.escape))
    scene.commit()
    #expect(Array(legacy.log.suffix(2)) == ["willAppear", "didAppear"])
    #expect(scene.focusedItem?.node.label == "Two")
  }
}
