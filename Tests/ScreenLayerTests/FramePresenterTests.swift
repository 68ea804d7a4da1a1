import ScreenLayer
import Testing
import TextSurface

/// The presenter writes only what differs from the screen it last wrote, and
/// a presenter that takes over a terminal (an app relaunched in it) starts
/// from what that terminal shows.
@Suite("Frame presenter")
struct FramePresenterTests {
  private let size = Size(width: 20, height: 3)

  private func frame(_ lines: [String]) -> Frame {
    var canvas = Canvas(size: size)
    for (row, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: row)) }
    return canvas.frame
  }

  @Test func anUnchangedFrameWritesNothing() {
    let output = RecordingOutput()
    let presenter = FramePresenter(output: output)
    presenter.present(frame(["Hello", "World"]), viewsDrawn: 2)
    #expect(!presenter.present(frame(["Hello", "World"]), viewsDrawn: 2))
    #expect(output.writes.count == 1)
  }

  @Test func aPresenterThatTakesOverATerminalWritesOnlyWhatDiffers() {
    let output = RecordingOutput()
    let ended = FramePresenter(output: output)
    ended.present(frame(["Balance", "$15,320.00"]), viewsDrawn: 2)
    let fresh = FramePresenter(output: output)
    fresh.takeOverTerminal(from: ended)

    // The same screen again: nothing to write.
    #expect(!fresh.present(frame(["Balance", "$15,320.00"]), viewsDrawn: 2))
    #expect(fresh.statistics.bytesWritten == 0)
    // One changed row: its changed cells, not a cleared screen.
    #expect(fresh.present(frame(["Balance", "$15,321.00"]), viewsDrawn: 2))
    #expect(fresh.statistics.bytesWritten < 12)

    var terminal = VirtualTerminal(size: size)
    terminal.feed(output.bytes)
    #expect(terminal.frame == frame(["Balance", "$15,321.00"]))
  }

  @Test func withoutATakeOverTheFirstFrameDrawsTheWholeScreen() {
    let output = RecordingOutput()
    let ended = FramePresenter(output: output)
    ended.present(frame(["Balance", "$15,320.00"]), viewsDrawn: 2)
    let fresh = FramePresenter(output: output)
    #expect(fresh.present(frame(["Balance", "$15,320.00"]), viewsDrawn: 2))
    #expect(fresh.statistics.bytesWritten > "Balance$15,320.00".utf8.count)
  }
}
