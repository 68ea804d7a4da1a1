import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// Texts that exercise wrapping: words, CJK (two columns a character), emoji, runs of spaces, newlines.
let parityTexts = [
  "Great food, fast driver, would order again",
  "寿司とラーメンの配達がとても早かった",
  "🍕 pizza 🍣 sushi 🍜 ramen 👨‍👩‍👧 family",
  "Total:  $8.50",
  "First line\nSecond line",
  "Supercalifragilisticexpialidocious",
]

@Suite("Parity: Label.numberOfLines vs Text.lineLimit")
struct TextParityTests {
  /// `limit` nil is `numberOfLines = 0` / `.lineLimit(nil)`.
  private func pair(_ text: String, limit: Int?, size: Size) -> ParityPair {
    let label = LegacyUI.Label(text: text)
    label.numberOfLines = limit ?? 0
    let legacy = StackScreen([label, LegacyUI.Button(title: "OK")], alignment: .leading)
    let declarative = HostingController(
      rootView: VStack(alignment: .leading) {
        Text(text).lineLimit(limit)
        DeclarativeUI.Button("OK") {}
      }, title: "Screen")
    return ParityPair(legacy: legacy, declarative: declarative, size: size)
  }

  @Test(arguments: parityTexts, [1, 2, 5, 8, 13, 40])
  func wrapsTheSameAtEveryWidth(text: String, width: Int) {
    for limit in [nil, 2, 1] as [Int?] {
      for height in [1, 2, 8] {
        let pair = pair(text, limit: limit, size: Size(width: width, height: height))
        pair.expectSame("limit \(limit.map(String.init) ?? "none"), \(width)×\(height)")
      }
    }
  }
}
