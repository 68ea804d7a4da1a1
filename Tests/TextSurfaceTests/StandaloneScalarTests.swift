import Testing
import TextSurface

/// Text whose scalars each stand alone (`DisplayWidth.standsAlone(_:)`: `·`,
/// `…`, `★`, `─`, `€`, `⌚`) is measured, cut and drawn scalar by scalar,
/// without grapheme breaking. These compare that path with the general one
/// on seeded random text: a zero-width space in front (a format character,
/// its own cluster, no columns) sends the same text down the general path.
@Suite("Standalone scalars")
struct StandaloneScalarTests {
  /// Scalars from every range that stands alone, wide ones among them, and
  /// some that do not: a combining accent, a variation selector, a joiner,
  /// regional indicators (a pair is one flag) and a Devanagari vowel sign
  /// (a spacing mark joins the consonant before it).
  private static let pool: [Unicode.Scalar] = [
    "a", "Z", " ", "$", "~", "\u{A0}", "é", "·", "ß", "\u{2FF}", "‐", "—", "…", "‰", "€", "←", "⌚", "⏰", "─",
    "█", "★", "☆", "☔", "✅", "➿", "\u{301}", "\u{FE0F}", "\u{200D}", "寿", "\u{1F1EB}", "\u{1F1F7}", "क", "\u{93E}",
  ]
  private static let general: Unicode.Scalar = "\u{200B}"

  private func text(_ random: inout SeededRandom) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<random.next(below: 14) { scalars.append(Self.pool[random.next(below: Self.pool.count)]) }
    return String(scalars)
  }

  @Test(arguments: 0..<8)
  func measuringCuttingAndDrawingAgreeWithTheGeneralPath(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    for _ in 0..<200 {
      let text = text(&random)
      let slow = String(Self.general) + text
      #expect(text.displayWidth == slow.displayWidth, "\(text.unicodeScalars.map(\.value))")
      let width = random.next(below: 16)
      let cut = slow.truncated(toWidth: width)
      let expected = cut.hasPrefix(String(Self.general)) ? String(cut.unicodeScalars.dropFirst()) : cut
      #expect(text.truncated(toWidth: width) == expected, "\(text.unicodeScalars.map(\.value)) to \(width)")
      let clip = Rect(x: random.next(below: 4), y: 0, width: random.next(below: 12), height: 1)
      let x = random.next(below: 6) - 2
      var fast = Canvas(size: Size(width: 14, height: 1))
      var reference = Canvas(size: Size(width: 14, height: 1))
      #expect(
        fast.draw(text, at: Point(x: x, y: 0), clip: clip) == reference.draw(slow, at: Point(x: x, y: 0), clip: clip))
      #expect(fast.frame == reference.frame, "\(text.unicodeScalars.map(\.value)) at \(x) in \(clip)")
    }
  }

  /// A list row measures its title and detail once and draws them cell by
  /// cell; it must draw exactly what cutting and drawing each text on its
  /// own draws, over whatever the canvas showed (wide graphemes cut in half
  /// by the row's texts among it), clipped anywhere.
  @Test(arguments: 0..<4)
  func aRowDrawsWhatItsTextsCutAndDrawnOneByOneDraw(seed: Int) {
    var random = SeededRandom(seed: UInt64(100 + seed))
    func maybeGeneral(_ text: String, _ random: inout SeededRandom) -> String {
      random.next(below: 3) == 0 ? String(Self.general) + text : text
    }
    for _ in 0..<200 {
      let title = maybeGeneral(text(&random), &random)
      let detail = random.next(below: 4) == 0 ? nil : maybeGeneral(text(&random), &random)
      let rect = Rect(x: random.next(below: 4), y: 0, width: random.next(below: 24), height: 1)
      let clip = Rect(x: random.next(below: 8), y: 0, width: random.next(below: 24), height: 1)
      var row = Canvas(size: Size(width: 26, height: 1))
      row.draw(String(Self.general) + text(&random) + text(&random), at: .zero)
      var reference = row
      // Opaque, over whatever was there, the row is what it is drawn on blanks.
      var opaque = row
      ListRowAppearance.draw(
        title: title, detail: detail, isHighlighted: false, in: &opaque, rect: rect, clip: clip, opaque: true)
      ListRowAppearance.draw(title: title, detail: detail, isHighlighted: false, in: &row, rect: rect, clip: clip)
      let area = rect.intersection(clip)
      var titleWidth = rect.width
      if rect.width > 0, let detail, !detail.isEmpty {
        let room = max(rect.width - title.displayWidth - 1, (rect.width + 1) / 2)
        let shown = detail.truncated(toWidth: max(0, room))
        reference.draw(shown, at: Point(x: rect.maxX - shown.displayWidth, y: 0), clip: area)
        titleWidth = max(0, rect.width - shown.displayWidth - 1)
      }
      if rect.width > 0 { reference.draw(title.truncated(toWidth: titleWidth), at: rect.origin, clip: area) }
      #expect(
        row.frame == reference.frame,
        "\(title.unicodeScalars.map(\.value)) | \((detail ?? "").unicodeScalars.map(\.value)) in \(rect) clip \(clip)")
      #expect(row.cellsWritten == reference.cellsWritten)
      var blanked = row
      blanked.erase(rect.intersection(clip))
      ListRowAppearance.draw(
        title: title, detail: detail, isHighlighted: false, in: &blanked, rect: rect, clip: clip)
      #expect(opaque.frame == blanked.frame, "opaque \(title.unicodeScalars.map(\.value)) in \(rect) clip \(clip)")
    }
  }

  @Test func aRowDetailAndStarsStandAloneAndAccentsDoNot() {
    #expect("$13.50 · 3.4 mi · 46s".unicodeScalars.allSatisfy(DisplayWidth.standsAlone))
    #expect("★★★★☆ ─ …".unicodeScalars.allSatisfy(DisplayWidth.standsAlone))
    #expect(!DisplayWidth.standsAlone("\u{301}"))  // combines with the letter before it
    #expect(!DisplayWidth.standsAlone("\u{FE0F}"))  // selects emoji presentation
    #expect(!DisplayWidth.standsAlone("\u{202E}"))  // a bidi override: replaced, never drawn
    #expect("⌚".displayWidth == 2)
  }
}

/// SplitMix64: a small seeded generator, so every run draws the same text.
private struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
  }
}
