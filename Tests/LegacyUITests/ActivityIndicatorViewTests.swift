import LegacyUI
import Testing
import TextSurface

/// A clock the test moves by hand.
private final class ManualClock {
  var now: Duration = .zero
}

@Suite("Activity indicator")
struct ActivityIndicatorViewTests {
  private func makeSpinner() -> (Window, ActivityIndicatorView, ManualClock, RecordingOutput) {
    let clock = ManualClock()
    let output = RecordingOutput()
    let window = Window(size: Size(width: 16, height: 2), output: output)
    window.clock = { clock.now }
    let spinner = ActivityIndicatorView(text: "Loading…")
    let title = Label(text: "Offers")
    let stack = StackView(arrangedSubviews: [spinner, title])
    window.rootViewController = HostViewController(stack)
    window.commit()
    return (window, spinner, clock, output)
  }

  @Test func hiddenWhileStoppedSoAStackGivesItNoRoom() {
    let (window, spinner, _, _) = makeSpinner()
    #expect(spinner.isHidden)
    #expect(window.frame.lines == ["Offers", ""])
    #expect(window.accessibilityTree().children.map(\.role) == [.staticText])
  }

  @Test func framesFollowTheClockAndRedrawOnlyWhenTheGlyphChanges() {
    let (window, spinner, clock, output) = makeSpinner()
    spinner.startAnimating()
    window.commit()
    #expect(window.frame.lines == ["⠋ Loading…", "Offers"])
    let writes = output.writes.count
    clock.now = .milliseconds(50)
    #expect(!window.commit())
    #expect(output.writes.count == writes)
    clock.now = .milliseconds(250)
    #expect(window.commit())
    #expect(window.frame.lines[0] == "⠹ Loading…")
    // The glyph is the clock's at the commit, not the time since starting.
    spinner.stopAnimating()
    clock.now = .milliseconds(730)
    spinner.startAnimating()
    window.commit()
    #expect(window.frame.lines[0] == "⠧ Loading…")
    #expect(
      window.accessibilityTree().children.map(\.summary) == ["progressIndicator \"Loading…\"", "staticText \"Offers\""])
  }

  /// Live, real time moves on while a frame is drawn: every view of one frame
  /// still draws at the one instant the commit read, and the scene says which.
  @Test func aFrameIsDrawnAtOneInstantWhileTimeMovesOn() {
    let clock = ManualClock()
    let window = Window(size: Size(width: 16, height: 2), output: RecordingOutput())
    window.clock = {
      clock.now += .milliseconds(100)  // a glyph's worth at every reading
      return clock.now
    }
    let spinners = [ActivityIndicatorView(text: "A"), ActivityIndicatorView(text: "B")]
    window.rootViewController = HostViewController(StackView(arrangedSubviews: spinners))
    for spinner in spinners { spinner.startAnimating() }
    for _ in 0..<3 {
      #expect(window.commit())
      let glyphs = window.frame.lines.map { $0.prefix(1) }
      #expect(glyphs[0] == glyphs[1], "\(window.frame.lines)")
      #expect(window.scene.frameInstant <= clock.now)
      #expect(glyphs[0] == Substring(ActivityIndicatorAppearance.glyph(elapsed: window.scene.frameInstant)))
    }
  }

  @Test func aVisibleStoppedIndicatorRestsOnItsFirstFrame() {
    let (window, spinner, clock, _) = makeSpinner()
    spinner.hidesWhenStopped = false
    spinner.text = nil
    clock.now = .milliseconds(300)
    window.commit()
    #expect(window.frame.lines == ["⠋", "Offers"])
    #expect(window.accessibilityTree().children.first?.label == "In progress")
  }
}
