import ScreenLayer
import Testing
import TextSurface

/// A header row drawn by something that only notes its changes, over a region
/// drawn by something that reports its own damage (as a hosted screen under
/// legacy chrome does).
private final class Panel: SceneContent, DamageReporting {
  var header = "Title"
  var text = "body"
  var region = Rect(x: 0, y: 1, width: 10, height: 2)
  var reported: Damage? = Damage.none
  var registers = true

  func prepareForCommit(_ scene: Scene) {
    if registers { scene.damageTracker.register(self) }
  }
  func layout(in bounds: Rect) {}
  func draw(in canvas: inout Canvas, clip: Rect) {
    canvas.draw(header, at: .zero, style: .plain)
    canvas.draw(text, at: region.origin, style: .plain)
  }
  func interactiveItems() -> [InteractiveItem] { [] }
  func accessibilityNodes() -> [AccessibilityNode] { [] }
  var title: String { "Panel" }
  func goBack() -> Bool { false }

  func reportDamage(to tracker: DamageTracker) {
    tracker.report(reported, in: region, by: self)
  }
}

@Suite("Damage tracker")
struct DamageTrackerTests {
  private func scene(showing panel: Panel) -> Scene {
    let scene = Scene(size: Size(width: 10, height: 3), output: RecordingOutput())
    scene.content = panel
    scene.commit()
    return scene
  }

  @Test func withoutAReporterEveryFrameIsWholeAndNothingIsNoted() {
    let panel = Panel()
    panel.registers = false
    let scene = scene(showing: panel)
    #expect(!scene.damageTracker.notesChanges, "the legacy baseline pays nothing for notes")
    panel.header = "Other"
    scene.needsDisplay = true
    scene.commit()
    #expect(scene.damageTracker.lastDamage == nil)
    #expect(scene.frame.line(0) == "Other")
  }

  @Test func aReportersDamageAndTheNotesOutsideItsRegionMakeTheFrame() throws {
    let panel = Panel()
    let scene = scene(showing: panel)
    #expect(scene.damageTracker.lastDamage == nil, "no earlier frame drawn the same way")
    #expect(scene.damageTracker.notesChanges)
    panel.header = "Renamed"
    panel.text = "changed"
    let row1 = Rect(x: 0, y: 1, width: 10, height: 1)
    panel.reported = Damage(rects: [row1], contentMayHaveMoved: false)
    // A note inside the reporter's region is the reporter's business.
    scene.damageTracker.noteChange(in: Rect(x: 0, y: 0, width: 10, height: 2))
    scene.needsDisplay = true
    scene.commit()
    let damage = try #require(scene.damageTracker.lastDamage)
    #expect(damage.rects == [Rect(x: 0, y: 0, width: 10, height: 1), row1])
    #expect(damage.contentMayHaveMoved, "the noted drawing may have moved")
    #expect(scene.frame.lines == ["Renamed", "changed", ""])
  }

  @Test func aMovedRegionOrAnUnknownReportDrawsTheWholeFrame() {
    let panel = Panel()
    let scene = scene(showing: panel)
    scene.needsDisplay = true
    scene.commit()
    #expect(scene.damageTracker.lastDamage == Damage.none)
    panel.region = Rect(x: 0, y: 2, width: 10, height: 1)
    scene.needsDisplay = true
    scene.commit()
    #expect(scene.damageTracker.lastDamage == nil, "the region moved since the last frame")
    panel.reported = nil
    scene.needsDisplay = true
    scene.commit()
    #expect(scene.damageTracker.lastDamage == nil, "the reporter does not know")
    #expect(scene.frame.lines == ["Title", "", "body"])
  }
}
