import Bridge
import DeclarativeUI
import LegacyUI
import TestSupport
import Testing
import TextSurface

/// Two windows showing equivalent screens, one per toolkit, driven by the same
/// input and compared after every step: the whole frame (styles included), the
/// whole accessibility tree (frames included) and the focused element.
///
/// Each comparison names the step, so a failure says after which key or change
/// the fronts parted.
final class ParityPair {
  let legacy: Window
  let declarative: Window
  /// The time both windows' clocks report; tests move it with `advanceClock(by:)`.
  private(set) var now: Duration = .zero

  init(legacy: LegacyUI.ViewController, declarative: LegacyUI.ViewController, size: Size) {
    self.legacy = Window(size: size, output: RecordingOutput())
    self.declarative = Window(size: size, output: RecordingOutput())
    // One clock for both, so an animation is compared at the same instant.
    for window in [self.legacy, self.declarative] {
      window.clock = { [unowned self] in self.now }
    }
    self.legacy.rootViewController = legacy
    self.declarative.rootViewController = declarative
    commit()
  }

  func commit() {
    legacy.commit()
    declarative.commit()
  }

  /// Expects the two windows to be indistinguishable now.
  func expectSame(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameScreen(legacy.scene, declarative.scene, after: step, sourceLocation: sourceLocation)
  }

  /// Sends each key to both windows, commits, and compares after each one
  /// (including whether either window used the key).
  func press(_ keys: [Key], sourceLocation: SourceLocation = #_sourceLocation) {
    for key in keys {
      let (left, right) = (legacy.handleKey(key), declarative.handleKey(key))
      #expect(left == right, "\(key): handled \(left) vs \(right)", sourceLocation: sourceLocation)
      commit()
      expectSame("after \(key)", sourceLocation: sourceLocation)
    }
  }

  /// Resizes both windows, commits and compares.
  func resize(to size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
    legacy.size = size
    declarative.size = size
    commit()
    expectSame("after resizing to \(size.width)×\(size.height)", sourceLocation: sourceLocation)
  }

  /// Moves the shared clock on, commits and compares.
  func advanceClock(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
    now += duration
    commit()
    expectSame("at \(now)", sourceLocation: sourceLocation)
  }
}

/// The window sizes every parity suite runs at: a single cell, a tiny
/// terminal, and the classic 80×24.
let paritySizes: [Size] = [Size(width: 1, height: 1), Size(width: 20, height: 5), Size(width: 80, height: 24)]

/// A legacy screen pushed on a navigation controller (so there is a bar and a
/// back action Esc could trigger), committed.
func navigationRoot(_ controller: LegacyUI.ViewController) -> NavigationController {
  let navigation = NavigationController(rootViewController: LegacyUI.ViewController(title: "Root"))
  navigation.pushViewController(controller)
  return navigation
}

@Suite("Parity helper")
struct ParityPairTests {
  @Test func itNoticesADifferentFrameSemanticsAndFocus() {
    let pair = ParityPair(
      legacy: StackScreen([LegacyUI.Button(title: "A")], alignment: .center),
      declarative: HostingController(rootView: DeclarativeUI.Button("B") {}), size: Size(width: 10, height: 3))
    // What `expectSame` would record, read directly: the test itself fails nothing on purpose.
    let differences = screenDifferences(pair.legacy.scene, pair.declarative.scene, after: "A vs B")
    #expect(differences.contains { $0.hasPrefix("A vs B: frames differ\n") })
    #expect(differences.contains { $0.hasPrefix("A vs B: semantics differ: ") })
    #expect(differences.allSatisfy { $0.hasPrefix("A vs B: ") })
  }
}
