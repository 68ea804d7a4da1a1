import TextSurface

/// A step whose frames a report draws side by side (the HTML page): the first
/// mismatch and every later differing step, or the first intended
/// difference, each `snapshot` and the last step.
public struct ABShownStep: Hashable, Sendable {
  /// What the step shows.
  public enum Note: Hashable, Sendable {
    /// The comparison's first mismatch.
    case mismatch
    /// A later step that differs too, no rule allowing it: what differs, and the line diff.
    case laterMismatch(kind: DifferenceKind, diff: String)
    /// Differences at `levels` set aside under `rules` (in order of use).
    case intended(levels: [ComparisonLevel], rules: [ABRule])
    /// Nothing differed.
    case identical
  }

  /// The step's line.
  public var line: Int
  /// The step as written.
  public var source: String
  /// What it shows.
  public var note: Note
  /// The reference's frame at this step; nil when its run had no such step.
  public var reference: ABShownFrame?
  /// The candidate's frame, likewise.
  public var candidate: ABShownFrame?

  /// A shown step; see the properties.
  public init(line: Int, source: String, note: Note, reference: ABShownFrame?, candidate: ABShownFrame?) {
    self.line = line
    self.source = source
    self.note = note
    self.reference = reference
    self.candidate = candidate
  }
}

/// A frame as a report draws it: each row as runs of cells with one look,
/// marked where the cells differ from the other side's frame. Wide graphemes'
/// continuation cells are left out (their lead cell holds the grapheme).
public struct ABShownFrame: Hashable, Sendable {
  /// Cells side by side with one style, all differing or all not.
  public struct Run: Hashable, Sendable {
    /// The cells' graphemes.
    public var text: String
    /// Their style.
    public var style: TextStyle
    /// Whether they differ from the other side.
    public var differs: Bool

    /// A run; see the properties.
    public init(text: String, style: TextStyle = .plain, differs: Bool = false) {
      self.text = text
      self.style = style
      self.differs = differs
    }
  }

  /// Each row's runs; empty when the frame was not kept.
  public var rows: [[Run]]
  /// False when the run kept no frame for the step (a report built from runs that did not keep the step's record).
  public var isKept: Bool

  /// A frame of `rows`.
  public init(rows: [[Run]]) {
    self.rows = rows
    isKept = true
  }

  /// A step whose frame was not kept.
  public static let notKept: ABShownFrame = {
    var frame = ABShownFrame(rows: [])
    frame.isKept = false
    return frame
  }()

  /// `frame`'s rows, the cells at `differing` positions marked.
  public init(_ frame: Frame, differing: Set<Point>) {
    // Every comparison of `ab --matrix` shows a few frames whole: a run's text
    // is gathered as UTF-8 and decoded once (appending a string per cell
    // re-checks grapheme boundaries at every cell), and a frame with nothing
    // differing looks nothing up.
    var rows: [[Run]] = []
    rows.reserveCapacity(frame.size.height)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(frame.size.width)
    for y in 0..<frame.size.height {
      var row: [Run] = []
      var look: (style: TextStyle, differs: Bool)?
      for x in 0..<frame.size.width {
        let cell = frame[x, y]
        if cell.isContinuation { continue }
        let differs = !differing.isEmpty && differing.contains(Point(x: x, y: y))
        if let current = look, current.style != cell.style || current.differs != differs {
          row.append(Run(text: String(decoding: bytes, as: UTF8.self), style: current.style, differs: current.differs))
          bytes.removeAll(keepingCapacity: true)
        }
        look = (cell.style, differs)
        bytes.append(contentsOf: cell.grapheme.utf8)
      }
      if let current = look {
        row.append(Run(text: String(decoding: bytes, as: UTF8.self), style: current.style, differs: current.differs))
        bytes.removeAll(keepingCapacity: true)
      }
      rows.append(row)
    }
    self.init(rows: rows)
  }
}
