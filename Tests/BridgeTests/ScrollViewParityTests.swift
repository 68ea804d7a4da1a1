import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// The legacy scroll screen: a header label, a scroll view whose content is a centred column of ten
/// buttons (frames in content coordinates, as in UIKit), and a "Done" button below.
final class ScrollScreen: LegacyUI.ViewController {
  private let scrollView = LegacyUI.ScrollView()
  private let column = StackView(arrangedSubviews: (0..<10).map { LegacyUI.Button(title: "B\($0)") })
  private let stack: StackView

  init() {
    column.alignment = .center
    stack = StackView(arrangedSubviews: [LegacyUI.Label(text: "Header"), scrollView, LegacyUI.Button(title: "Done")])
    stack.alignment = .center
    super.init(title: "Screen")
  }

  override func viewDidLoad() {
    scrollView.addSubview(column)
    view.addSubview(stack)
  }

  override func viewDidLayoutSubviews() {
    stack.frame = view.bounds
    let height = column.sizeThatFits(Size(width: view.bounds.width, height: 1 << 24)).height
    column.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: height)
  }
}

/// The declarative scroll screen, the same parts.
struct ScrollScreenView: DeclarativeUI.View {
  var body: some DeclarativeUI.View {
    VStack {
      Text("Header")
      DeclarativeUI.ScrollView {
        VStack {
          ForEach(0..<10) { (index: Int) in DeclarativeUI.Button("B\(index)") {} }
        }
      }
      DeclarativeUI.Button("Done") {}
    }
  }
}

@Suite("Parity: ScrollView vs ScrollView")
struct ScrollViewParityTests {
  @Test(arguments: paritySizes + [Size(width: 8, height: 5), Size(width: 12, height: 8)])
  func focusScrollsTheContentTheSame(size: Size) {
    let pair = ParityPair(
      legacy: ScrollScreen(), declarative: HostingController(rootView: ScrollScreenView(), title: "Screen"), size: size)
    pair.expectSame("first frame")
    pair.press(Array(repeating: .tab, count: 6))
    // Not vacuous: focus moved on from B0, and the scroll view brought the focused button into view.
    // (Reading order is by frame, so a button scrolled below the viewport comes after "Done".)
    if size.height >= 5, let label = pair.legacy.focusedItem?.node.label {
      #expect(label != "B0")
      #expect(pair.legacy.frame.contains("[ \(label) ]"))
    }
    pair.press([.down, .down, .down, .down, .down, .down, .tab, .tab])
    pair.press([.backTab, .backTab, .up, .up, .up, .up, .up, .up, .up, .up, .up])
    pair.resize(to: Size(width: size.width, height: max(1, size.height - 2)))
    pair.press([.down, .down])
    pair.resize(to: Size(width: size.width + 4, height: size.height + 10))
  }
}

/// Paragraphs and buttons, taller than the viewport: focus has to scroll over text to reach a button.
let scrollParagraphs = [
  "Great food, fast driver, would order again",
  "寿司とラーメンの配達がとても早かった",
  "🍕 pizza 🍣 sushi 🍜 ramen",
]

/// The legacy form: a scroll view filling the screen, holding a leading column of wrapped labels and buttons.
final class ScrollFormScreen: LegacyUI.ViewController {
  private let scrollView = LegacyUI.ScrollView()
  private let column: StackView

  init() {
    var views: [LegacyUI.View] = []
    for (index, text) in scrollParagraphs.enumerated() {
      let label = LegacyUI.Label(text: text)
      label.numberOfLines = 0
      views += [label, LegacyUI.Button(title: "Action \(index)")]
    }
    column = StackView(arrangedSubviews: views)
    column.alignment = .leading
    column.spacing = 1
    super.init(title: "Screen")
  }

  override func viewDidLoad() {
    scrollView.addSubview(column)
    view.addSubview(scrollView)
  }

  override func viewDidLayoutSubviews() {
    scrollView.frame = view.bounds
    let height = column.sizeThatFits(Size(width: view.bounds.width, height: 1 << 24)).height
    column.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: height)
  }
}

/// The declarative form, the same parts.
struct ScrollFormView: DeclarativeUI.View {
  var body: some DeclarativeUI.View {
    DeclarativeUI.ScrollView {
      VStack(alignment: .leading, spacing: 1) {
        ForEach(0..<scrollParagraphs.count) { (index: Int) in
          Text(scrollParagraphs[index]).lineLimit(nil)
          DeclarativeUI.Button("Action \(index)") {}
        }
      }
    }
  }
}

extension ScrollViewParityTests {
  /// Seeded random focus keys and resizes over a form taller than the window.
  @Test(arguments: 0..<16)
  func randomStepsOverAForm(seed: Int) {
    var random = SplitMix(state: UInt64(seed) &+ 1000)
    let keys: [Key] = [.tab, .backTab, .down, .up, .left, .right, .enter]
    let pair = ParityPair(
      legacy: ScrollFormScreen(), declarative: HostingController(rootView: ScrollFormView(), title: "Screen"),
      size: Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...10, using: &random)))
    pair.expectSame("first frame")
    for _ in 0..<40 {
      if Int.random(in: 0..<8, using: &random) == 0 {
        pair.resize(
          to: Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...10, using: &random)))
      } else {
        pair.press([keys[Int.random(in: 0..<keys.count, using: &random)]])
      }
    }
  }
}
