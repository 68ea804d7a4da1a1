/// Layout arithmetic both toolkits share, so that "centred" means the same
/// cell in either front.
public enum Layout {
  /// The offset that centres `length` within `available` (left-biased when odd).
  public static func centeredOffset(_ length: Int, in available: Int) -> Int {
    max(0, (available - length) / 2)
  }

  /// A rectangle of `size` centred in `container`, clipped to it.
  public static func centered(_ size: Size, in container: Rect) -> Rect {
    let width = min(size.width, container.width)
    let height = min(size.height, container.height)
    return Rect(
      x: container.minX + centeredOffset(width, in: container.width),
      y: container.minY + centeredOffset(height, in: container.height), width: width, height: height)
  }
}
