/// A cell position: `x` is the column, `y` the row, both from zero at the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}

/// A size in cells. Negative components are never produced by the toolkits.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// Parses `80x24` (as in a scenario's `size` step); nil when malformed or not positive.
  public init?(parsing text: some StringProtocol) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
  }

  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells. Empty when either side is zero or less.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The overlap of two rectangles; `Rect.zero`-sized at the origin when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both; an empty side is ignored.
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk on every side; never negative.
  public func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
    Rect(
      x: minX + leading, y: minY + top,
      width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
  }

  /// The cells of this rectangle outside `other`, as at most four disjoint
  /// rectangles (the bands above and below `other`, then left and right of it).
  public func subtracting(_ other: Rect) -> [Rect] {
    let cut = intersection(other)
    guard !cut.isEmpty else { return isEmpty ? [] : [self] }
    let pieces = [
      Rect(x: minX, y: minY, width: width, height: cut.minY - minY),
      Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY),
      Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height),
      Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height),
    ]
    return pieces.filter { !$0.isEmpty }
  }

  public var description: String { "\(minX),\(minY) \(width)x\(height)" }
}
