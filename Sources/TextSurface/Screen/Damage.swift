/// Where a frame may differ from the one before it, so a renderer redraws and
/// an encoder compares only there.
///
/// Regions whose content moved by whole rows come first (`scrolls`: a list
/// scrolled by one row keeps its other rows, which a terminal moves with one
/// line operation); `rects` are then where the cells may differ from the
/// previous frame with those regions moved. A renderer that keeps its canvas
/// moves the regions (`Canvas.scroll(_:)`) and redraws the rectangles; the
/// encoder moves the terminal's rows the same way and compares the rectangles.
///
/// ```swift
/// // A list on rows 2–11 scrolled down by one: its rows moved up, the bottom one is new.
/// let damage = Damage(
///   scrolls: [ScrolledRegion(rect: Rect(x: 0, y: 2, width: 80, height: 10), rows: -1)],
///   rects: [Rect(x: 0, y: 11, width: 80, height: 1)])
/// ```
public struct Damage: Hashable, Sendable {
  /// Regions whose cells moved by whole rows, applied in order before `rects` are compared.
  public var scrolls: [ScrolledRegion]
  /// Where cells may differ once the regions moved.
  public var rects: [Rect]
  /// Whether content may have moved to other rows besides `scrolls` (an
  /// element moved, appeared or went). When false, every difference is in
  /// place (a text changed, a row was highlighted) and the encoder does not
  /// search for shifted rows: a renderer that knows nothing moved says so,
  /// the way the keyed diff knows which rows moved. True unless told.
  public var contentMayHaveMoved: Bool
  /// Parts of `rects` whose every cell the content paints whenever it draws
  /// there (a list's rows: their texts and the blanks between): a renderer
  /// that keeps its canvas draws them without blanking them first. Empty
  /// unless told.
  public var opaqueRects: [Rect]

  /// Damage made of `rects`, after `scrolls`.
  public init(
    scrolls: [ScrolledRegion] = [], rects: [Rect], contentMayHaveMoved: Bool = true, opaqueRects: [Rect] = []
  ) {
    self.scrolls = scrolls
    self.rects = rects
    self.contentMayHaveMoved = contentMayHaveMoved
    self.opaqueRects = opaqueRects
  }

  /// Nothing changed.
  public static let none = Damage(rects: [], contentMayHaveMoved: false)

  /// This damage, then `other`'s (its regions move after this one's).
  public func merging(_ other: Damage) -> Damage {
    Damage(
      scrolls: scrolls + other.scrolls, rects: rects + other.rects,
      contentMayHaveMoved: contentMayHaveMoved || other.contentMayHaveMoved,
      opaqueRects: opaqueRects + other.opaqueRects)
  }
}

/// A rectangle whose content moved by whole rows: `rows` down (negative: up).
/// Rows moved out of the rectangle are gone; rows moved in are blank until
/// redrawn (they are damage too).
public struct ScrolledRegion: Hashable, Sendable, CustomStringConvertible {
  /// The region; nothing outside it moves.
  public var rect: Rect
  /// How far its content moved: positive down, negative up.
  public var rows: Int

  /// `rect`'s content moved by `rows` (positive down, negative up).
  public init(rect: Rect, rows: Int) {
    self.rect = rect
    self.rows = rows
  }

  /// The rows of `rect` the move leaves blank, which the region's owner redraws.
  public var exposed: Rect {
    let count = min(abs(rows), rect.height)
    return Rect(x: rect.minX, y: rows < 0 ? rect.maxY - count : rect.minY, width: rect.width, height: count)
  }

  /// `rect` moved by `rows`, as in `0,2 80x10 by -1`.
  public var description: String { "\(rect) by \(rows)" }
}

extension Frame {
  /// Moves the cells of `region.rect` by `region.rows` rows, as a renderer
  /// that keeps its canvas and the terminal's line operations do; the rows
  /// moved in are plain blanks. Cells outside the rectangle stay.
  public mutating func scroll(_ region: ScrolledRegion) {
    let area = region.rect.intersection(Rect(origin: .zero, size: size))
    let count = min(abs(region.rows), area.height)
    guard !area.isEmpty, count > 0 else { return }
    let width = size.width
    let columns = area.minX..<area.maxX
    // In place, in the order that never overwrites a row before it moved.
    // Swapping moves each cell without retaining its grapheme; what the swaps
    // leave in the exposed rows is then blanked.
    let targets = region.rows < 0 ? Array(area.minY..<(area.maxY - count)) : (area.minY + count..<area.maxY).reversed()
    let exposed = region.rows < 0 ? (area.maxY - count)..<area.maxY : area.minY..<(area.minY + count)
    cells.withMutableCells { cells in
      for y in targets {
        let source = (y - region.rows) * width
        for x in columns { cells.swapAt(y * width + x, source + x) }
      }
      for y in exposed {
        for x in columns { cells[y * width + x] = .blank }
      }
    }
  }
}

extension Frame {
  /// Copies `other`'s cells at `indices` into this frame (same size).
  mutating func copyCells(at indices: [Int], from other: Frame) {
    other.cells.withCells { source in
      cells.withMutableCells { target in
        for index in indices { target[index] = source[index] }
      }
    }
  }

  /// Copies `other`'s cells within `rects` into this frame (same size).
  mutating func copyCells(of rects: [Rect], from other: Frame) {
    let bounds = Rect(origin: .zero, size: size)
    let width = size.width
    for rect in rects {
      let area = rect.intersection(bounds)
      guard !area.isEmpty else { continue }
      other.cells.withCells { source in
        cells.withMutableCells { target in
          for y in area.minY..<area.maxY {
            // Most damaged cells are unchanged (a countdown changes a digit of
            // its row): those keep their grapheme, with no retain and release.
            for index in y * width + area.minX..<y * width + area.maxX
            where !target.reader.cell(index, equals: index, of: source) {
              target[index] = source[index]
            }
          }
        }
      }
    }
  }
}
