import CoreRuntime
import TextSurface

/// Seeded random screen content for property tests of anything that draws,
/// encodes or replays frames: wide and combined graphemes, emoji, money,
/// runs of spaces, every attribute and colour. The same seed gives the same
/// frames on every run, so a failure replays exactly.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let frame = RandomScreens.frame(Size(width: 20, height: 5), using: &random)
/// ```
public enum RandomScreens {
  /// The pieces rows are made of.
  public static let pieces = ["Pizza", "寿司", "👩‍👩‍👧", "$8.50", "   ", "é", "x", "44s", "★"]

  /// A random style: attributes, often a foreground, sometimes a background.
  public static func style(using random: inout SeededGenerator) -> TextStyle {
    TextStyle(
      attributes: TextStyle.Attributes(rawValue: UInt8.random(in: 0...31, using: &random)),
      foreground: Bool.random(using: &random) ? TerminalColor.allCases.randomElement(using: &random) : nil,
      background: Int.random(in: 0..<4, using: &random) == 0
        ? TerminalColor.allCases.randomElement(using: &random) : nil)
  }

  /// Draws a random run of pieces on row `y`, starting anywhere from two cells left of the edge.
  public static func drawRow(_ y: Int, in canvas: inout Canvas, using random: inout SeededGenerator) {
    let text = (0..<Int.random(in: 2...9, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
    canvas.draw(
      text.joined(), at: Point(x: Int.random(in: -2..<canvas.size.width, using: &random), y: y),
      style: style(using: &random))
  }

  /// A frame of `size` with about three rows in four drawn.
  public static func frame(_ size: Size, using random: inout SeededGenerator) -> Frame {
    var canvas = Canvas(size: size)
    for y in 0..<size.height where Int.random(in: 0..<4, using: &random) > 0 {
      drawRow(y, in: &canvas, using: &random)
    }
    return canvas.frame
  }

  /// `base` with about half its rows drawn over.
  public static func edited(_ base: Frame, using random: inout SeededGenerator) -> Frame {
    var canvas = Canvas(size: base.size)
    for y in 0..<base.size.height { canvas.draw(base.line(y), at: Point(x: 0, y: y)) }
    for y in 0..<base.size.height where Bool.random(using: &random) {
      drawRow(y, in: &canvas, using: &random)
    }
    return canvas.frame
  }
}
