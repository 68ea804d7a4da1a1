import TextSurface

/// Writes frames to the terminal (or a recording): one write per commit that
/// changed something, holding only the cells that differ from the screen it
/// last wrote, and keeps the figures the A/B cost table reads.
///
/// ```swift
/// let presenter = FramePresenter(output: RecordingOutput())
/// presenter.present(canvas.frame, viewsDrawn: 3)
/// ```
public final class FramePresenter {
  /// Where frames are written.
  public let output: FrameOutput
  /// The frame currently on screen.
  public private(set) var frame = Frame(size: .zero)
  /// Work done so far.
  public private(set) var statistics = FrameStatistics()
  /// Where the last frame left the terminal's cursor and pen, so the next
  /// frame starts from there instead of an absolute move and a style reset.
  public private(set) var terminalState = TerminalState()

  /// A presenter writing to `output`; nothing is on screen yet.
  public init(output: FrameOutput) {
    self.output = output
  }

  /// Takes over the terminal `previous` has been writing to: this presenter
  /// now writes to the same terminal, which shows what `previous` last wrote
  /// (an app relaunched in the terminal its predecessor used). Its first frame
  /// is then only what differs from that screen, as ncurses' `scr_init` lets a
  /// program restarted on a screen it dumped draw only the changes; without
  /// it, the screen is unknown and the first frame clears and draws it all.
  /// The work counted starts from nothing: it is this presenter's own.
  public func takeOverTerminal(from previous: FramePresenter) {
    frame = previous.frame
    terminalState = previous.terminalState
  }

  /// Something other than this presenter wrote to the terminal (a status
  /// line, an overlay, a repaint): the cursor and pen are unknown again.
  public func forgetTerminalState() {
    terminalState = TerminalState()
  }

  /// Makes `newFrame` the frame on screen, writing the bytes that take the
  /// terminal there in one write; returns whether anything was written.
  ///
  /// Whatever drew the frame, only what differs from the screen last written
  /// reaches the terminal, as ncurses does: a toolkit that redraws its whole
  /// tree (the legacy window) passes no damage and the whole frame is compared;
  /// one that knows where it drew passes `damage`, and its scrolled regions
  /// move (with a line operation when that pays), then only its rectangles
  /// are compared.
  @discardableResult
  public func present(_ newFrame: Frame, viewsDrawn: Int, damage: Damage? = nil) -> Bool {
    #if DEBUG
      // Damage must cover every change; a miss would leave stale cells on the terminal.
      if let damage, frame.size == newFrame.size {
        var moved = frame
        for region in damage.scrolls { moved.scroll(region) }
        let bounds = Rect(origin: .zero, size: newFrame.size)
        let missed = newFrame.differingCells(from: moved).filter { point in
          !damage.rects.contains { $0.intersection(bounds).contains(point) }
        }
        assert(missed.isEmpty, "damage missed changed cells: \(missed.prefix(8))")
      }
    #endif
    let bytes = ANSIEncoder().encodeChanges(updating: &frame, to: newFrame, damage: damage, state: &terminalState)
    #if DEBUG
      assert(frame == newFrame, "the presenter's frame follows the damage to the new frame")
    #endif
    statistics.viewsDrawn += viewsDrawn
    if damage != nil { statistics.framesWithDamage += 1 }
    guard !bytes.isEmpty else { return false }
    output.write(bytes)
    statistics.frames += 1
    statistics.bytesWritten += bytes.count
    statistics.lastFrameBytes = bytes.count
    return true
  }
}
