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
  /// Whether terminal output is wrapped in synchronized-update mode (DEC 2026).
  public var synchronizedOutput = false
  /// The frame currently on screen.
  public private(set) var frame = Frame(size: .zero)
  /// Work done so far.
  public private(set) var statistics = FrameStatistics()

  /// A presenter writing to `output`; nothing is on screen yet.
  public init(output: FrameOutput) {
    self.output = output
  }

  /// Makes `newFrame` the frame on screen, writing the bytes that take the
  /// terminal there in one write; returns whether anything was written.
  @discardableResult
  public func present(_ newFrame: Frame, encoding: FrameEncoding, viewsDrawn: Int) -> Bool {
    let encoder = ANSIEncoder(synchronized: synchronizedOutput)
    let bytes =
      encoding == .changedCells && frame.size == newFrame.size
      ? encoder.encodeChanges(from: frame, to: newFrame)
      : encoder.encodeFull(newFrame)
    frame = newFrame
    statistics.viewsDrawn += viewsDrawn
    guard !bytes.isEmpty else { return false }
    output.write(bytes)
    statistics.frames += 1
    statistics.bytesWritten += bytes.count
    statistics.lastFrameBytes = bytes.count
    return true
  }
}
