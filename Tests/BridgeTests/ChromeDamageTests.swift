import Bridge
import DeclarativeUI
import Testing
import TextSurface

@testable import LegacyUI

/// Around a hosted declarative screen, the legacy chrome (here the navigation
/// bar: title row and rule) is redrawn only where a legacy view said it
/// changed (`DamageTracker.noteChange(in:)`), not at every frame.
@Suite("Chrome damage")
struct ChromeDamageTests {
  private let bar = Rect(x: 0, y: 0, width: 30, height: 2)

  private func hostedScreen() -> (Window, DamageModel, LegacyUI.ViewController) {
    let window = Window(size: Size(width: 30, height: 12), output: RecordingOutput())
    let model = DamageModel()
    let hosting = HostingController(rootView: DamageScreen(model: model), title: "Damage")
    window.rootViewController = NavigationController(rootViewController: hosting)
    window.commit()
    model.title = "Settled"
    window.commit()
    return (window, model, hosting)
  }

  @Test func aChangeInTheHostedScreenLeavesTheBarAlone() throws {
    let (window, model, _) = hostedScreen()
    model.rows[0].text += "~"
    window.commit()
    let damage = try #require(window.scene.damageTracker.lastDamage, "an unchanged screen presents with damage")
    #expect(!damage.rects.contains { !$0.intersection(bar).isEmpty })
    #expect(window.frame.plainText.contains("row 0~"))
  }

  @Test func renamingTheScreenRedrawsTheBar() throws {
    let (window, _, hosting) = hostedScreen()
    hosting.title = "Renamed"
    window.commit()
    let damage = try #require(window.scene.damageTracker.lastDamage)
    #expect(damage.rects.contains { !$0.intersection(bar).isEmpty })
    #expect(window.frame.line(0).contains("Renamed"))
  }
}
