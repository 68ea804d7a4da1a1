import TextSurface

/// Writes frames to the terminal (or a recording): one write per commit that
/// changed something, encoded as the content on screen asks, and keeps the
/// figures the A/B cost table reads.
///
/// ```swift
/// let presenter = FramePresenter(output: RecordingOutput())
/// presenter.present(canvas.frame, encoding: .changedCells, viewsDrawn: 3)
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

  /// Something other than this presenter wrote to the terminal (a status
  /// line, an overlay, a repaint): the cursor and pen are unknown again.
  public func forgetTerminalState() {
    terminalState = TerminalState()
  }

  /// Makes `newFrame` the frame on screen, writing the bytes that take the
  /// terminal there in one write; returns whether anything was written.
  ///
  /// With `.changedCells`, `damage` (when given) says where `newFrame` may
  /// differ from the frame on screen: its scrolled regions move (with a line
  /// operation when that pays), then only its rectangles are compared.
  @discardableResult
  public func present(_ newFrame: Frame, encoding: FrameEncoding, viewsDrawn: Int, damage: Damage? = nil) -> Bool {
    #if DEBUG
      // Damage must cover every change; a miss would leave stale cells on the terminal.
      if let damage, encoding == .changedCells, frame.size == newFrame.size {
        var moved = frame
        for region in damage.scrolls { moved.scroll(region) }
        let bounds = Rect(origin: .zero, size: newFrame.size)
        let missed = newFrame.differingCells(from: moved).filter { point in
          !damage.rects.contains { $0.intersection(bounds).contains(point) }
        }
        assert(missed.isEmpty, "damage missed changed cells: \(missed.prefix(8))")
      }
    #endif
    let encoder = ANSIEncoder()
    let bytes: [UInt8]
    if encoding == .changedCells {
      bytes = encoder.encodeChanges(updating: &frame, to: newFrame, damage: damage, state: &terminalState)
      #if DEBUG
        assert(frame == newFrame, "the presenter's frame follows the damage to the new frame")
      #endif
    } else {
      bytes = encoder.encodeFull(newFrame, state: &terminalState)
      frame = newFrame
    }
    statistics.viewsDrawn += viewsDrawn
    if damage != nil, encoding == .changedCells { statistics.framesWithDamage += 1 }
    guard !bytes.isEmpty else { return false }
    output.write(bytes)
    statistics.frames += 1
    statistics.bytesWritten += bytes.count
    statistics.lastFrameBytes = bytes.count
    return true
  }
}
