import Bridge
import DeclarativeUI
import LegacyUI
import Observation
import Testing
import TextSurface

@Observable
final class DamageModel {
  var title = "Rows"
  var rows: [DamageRow] = (0..<30).map { DamageRow(id: $0, text: "row \($0)") }
  var showsFooter = true
}

struct DamageRow: Hashable {
  var id: Int
  var text: String
}

struct DamageScreen: DeclarativeUI.View {
  let model: DamageModel
  var body: some DeclarativeUI.View {
    VStack {
      Text(model.title)
      DeclarativeUI.Button("Rename") { model.title += "!" }
      List(model.rows, id: \.id) { row in Text(row.text) }
      if model.showsFooter { Text("footer \(model.rows.count)") }
    }
  }
}

/// A hosted declarative screen reports its damage to the scene's damage
/// tracker (`DamageReporting`), which then compares only there and around it.
@Suite("Hosted damage")
struct HostedDamageTests {
  @Test func aRectangleMinusAnotherIsTheCellsOutsideIt() {
    let outer = Rect(x: 0, y: 0, width: 10, height: 6)
    let inner = Rect(x: 2, y: 1, width: 5, height: 3)
    let pieces = outer.subtracting(inner)
    for y in 0..<8 {
      for x in -1..<12 {
        let point = Point(x: x, y: y)
        let covered = pieces.filter { $0.contains(point) }.count
        #expect(covered == (outer.contains(point) && !inner.contains(point) ? 1 : 0), "\(point)")
      }
    }
    #expect(outer.subtracting(outer).isEmpty)
    #expect(outer.subtracting(Rect(x: 20, y: 20, width: 2, height: 2)) == [outer])
  }

  /// Seeded random model changes, keys, pushes, pops and alerts on a hosted
  /// screen. After every commit the bytes, replayed on the terminal that saw
  /// every frame, give exactly the window's frame: a change the damage missed
  /// would stay stale there. And the damage path is taken, not bypassed.
  @Test(arguments: 0..<24)
  func damageNeverMissesAChangedCell(seed: Int) {
    let output = RecordingOutput()
    let window = Window(size: Size(width: 30, height: 12), output: output)
    var terminal = VirtualTerminal(size: window.size)
    Self.replayScript(seed: seed, on: window) { step in
      let written = output.writes.count
      window.commit()
      for bytes in output.writes[written...] { terminal.feed(bytes) }
      #expect(terminal.frame == window.frame, "seed \(seed), step \(step)")
    }
    #expect(window.statistics.framesWithDamage > 0, "some frames were compared within their damage")
  }

  /// The same scripts, drawn only where damaged on the canvas kept from the
  /// last frame (scrolled regions moved, damaged rows redrawn) and drawn
  /// whole every time: the frames are the same at every step.
  @Test(arguments: 0..<12)
  func drawingOnlyTheDamageGivesTheFramesDrawingEverythingGives(seed: Int) {
    func frames(redrawsWhole: Bool) -> (frames: [Frame], withDamage: Int) {
      let window = Window(size: Size(width: 30, height: 12), output: RecordingOutput())
      window.scene.redrawsWhole = redrawsWhole
      var frames: [Frame] = []
      Self.replayScript(seed: seed, on: window) { _ in
        window.commit()
        frames.append(window.frame)
      }
      return (frames, window.scene.statistics.framesWithDamage)
    }
    let partial = frames(redrawsWhole: false)
    let whole = frames(redrawsWhole: true)
    #expect(partial.frames.count == whole.frames.count)
    #expect(partial.withDamage > 0, "frames reported damage")
    for (step, (drawn, reference)) in zip(partial.frames, whole.frames).enumerated() {
      #expect(drawn == reference, "seed \(seed), step \(step)")
    }
  }

  /// A seeded script on a hosted `DamageScreen` under a navigation
  /// controller: `commit` is called after every step (and inside an alert's step).
  private static func replayScript(seed: Int, on window: Window, commit: (Int) -> Void) {
    var random = SplitMix(state: UInt64(seed))
    let model = DamageModel()
    let navigation = NavigationController(
      rootViewController: HostingController(rootView: DamageScreen(model: model), title: "Damage"))
    window.rootViewController = navigation
    commit(0)
    let keys: [Key] = [.down, .down, .down, .up, .tab, .backTab, .pageDown, .pageUp, .home, .end]
    for step in 1...60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: model.title += "*"
      case 1:
        if !model.rows.isEmpty {
          let index = Int.random(in: 0..<model.rows.count, using: &random)
          model.rows[index].text += "~"
        }
      case 2:
        let id = 1000 + step
        let index = Int.random(in: 0...model.rows.count, using: &random)
        model.rows.insert(DamageRow(id: id, text: "new \(id)"), at: index)
      case 3: if !model.rows.isEmpty { model.rows.remove(at: Int.random(in: 0..<model.rows.count, using: &random)) }
      case 4: model.showsFooter.toggle()
      case 5:
        if navigation.viewControllers.count == 1 {
          navigation.pushViewController(LegacyUI.ViewController(title: "Pushed"))
        } else {
          _ = navigation.popViewController()
        }
      case 6:
        let alert = AlertController(title: "Alert")
        alert.addAction(AlertAction(title: "OK"))
        navigation.present(alert)
        commit(step)
        window.handleKey(.enter)  // OK: the alert goes
      default: window.handleKey(keys[Int.random(in: 0..<keys.count, using: &random)])
      }
      if Int.random(in: 0..<4, using: &random) == 0 { window.handleKey(.escape) }
      commit(step)
    }
  }

  /// A frame drawn with a presentation over the hosted screen, or right after
  /// the screen changed, is compared whole; a tick of the hosted tree is not.
  @Test func onlyAnUnchangedHostedScreenPresentsWithDamage() {
    let window = Window(size: Size(width: 30, height: 12), output: RecordingOutput())
    let model = DamageModel()
    window.rootViewController = NavigationController(
      rootViewController: HostingController(rootView: DamageScreen(model: model), title: "Damage"))
    window.commit()
    #expect(window.statistics.framesWithDamage == 0, "the first frame is all damage")
    model.title = "Renamed"
    window.commit()
    #expect(window.statistics.framesWithDamage == 1)
    model.title = "Again"
    window.commit()
    #expect(window.statistics.framesWithDamage == 2)
  }
}
