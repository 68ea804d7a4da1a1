import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// A stack alignment in both toolkits' words.
struct StackCase: Sendable, CustomTestStringConvertible {
  let legacy: StackView.Alignment
  let vertical: HorizontalAlignment
  let horizontal: VerticalAlignment
  var testDescription: String { "\(legacy)" }

  static let all = [
    StackCase(legacy: .leading, vertical: .leading, horizontal: .top),
    StackCase(legacy: .center, vertical: .center, horizontal: .center),
    StackCase(legacy: .trailing, vertical: .trailing, horizontal: .bottom),
  ]
}

@Suite("Parity: StackView vs VStack/HStack")
struct StackParityTests {
  /// A short label, a label that wraps onto two lines, and a button: children of different sizes on both axes.
  private func legacyViews() -> [LegacyUI.View] {
    let wrapped = LegacyUI.Label(text: "Great food, fast driver")
    wrapped.numberOfLines = 2
    return [LegacyUI.Label(text: "Hi"), wrapped, LegacyUI.Button(title: "Go")]
  }

  @Test(arguments: StackCase.all, [0, 1, 3])
  func aColumn(stackCase: StackCase, spacing: Int) {
    for size in paritySizes + [Size(width: 12, height: 9)] {
      let legacy = StackScreen(legacyViews(), alignment: stackCase.legacy, spacing: spacing)
      let declarative = HostingController(
        rootView: VStack(alignment: stackCase.vertical, spacing: spacing) {
          Text("Hi")
          Text("Great food, fast driver").lineLimit(2)
          DeclarativeUI.Button("Go") {}
        }, title: "Screen")
      let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
      pair.expectSame("\(size.width)×\(size.height)")
      pair.press([.tab])
    }
  }

  @Test(arguments: StackCase.all, [0, 1, 3])
  func aRow(stackCase: StackCase, spacing: Int) {
    for size in paritySizes + [Size(width: 30, height: 3), Size(width: 16, height: 4)] {
      let legacy = StackScreen(legacyViews(), axis: .horizontal, alignment: stackCase.legacy, spacing: spacing)
      let declarative = HostingController(
        rootView: HStack(alignment: stackCase.horizontal, spacing: spacing) {
          Text("Hi")
          Text("Great food, fast driver").lineLimit(2)
          DeclarativeUI.Button("Go") {}
        }, title: "Screen")
      let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
      pair.expectSame("\(size.width)×\(size.height)")
      pair.press([.tab])
    }
  }

  @Test(arguments: paritySizes + [Size(width: 30, height: 8)])
  func nestedStacks(size: Size) {
    let row = StackView(arrangedSubviews: [
      LegacyUI.Label(text: "Pizza"), SpacerView(), LegacyUI.Button(title: "Order"),
    ])
    row.axis = .horizontal
    row.spacing = 1
    let legacy = StackScreen(
      [LegacyUI.Label(text: "Offers"), row, LegacyUI.Button(title: "Back")], alignment: .leading, spacing: 1)
    let declarative = HostingController(
      rootView: VStack(alignment: .leading, spacing: 1) {
        Text("Offers")
        HStack(spacing: 1) {
          Text("Pizza")
          Spacer()
          DeclarativeUI.Button("Order") {}
        }
        DeclarativeUI.Button("Back") {}
      }, title: "Screen")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    pair.expectSame("nested")
    pair.press([.tab, .tab, .up, .backTab])
  }

  /// A hidden arranged subview vs a view left out by `if`: neither takes room nor spacing.
  @Test(arguments: [false, true], [0, 2])
  func hiddenIsLikeAbsent(shown: Bool, spacing: Int) {
    for size in paritySizes {
      let middle = LegacyUI.Label(text: "Middle")
      middle.isHidden = !shown
      let legacy = StackScreen(
        [LegacyUI.Label(text: "Top"), middle, LegacyUI.Button(title: "Bottom")], alignment: .center, spacing: spacing)
      let declarative = HostingController(rootView: HiddenMiddle(shown: shown, spacing: spacing), title: "Screen")
      let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
      pair.expectSame("\(size.width)×\(size.height)")
    }
  }
}

/// A column whose middle text is there only when `shown`.
struct HiddenMiddle: DeclarativeUI.View {
  let shown: Bool
  let spacing: Int

  var body: some DeclarativeUI.View {
    VStack(spacing: spacing) {
      Text("Top")
      if shown { Text("Middle") }
      DeclarativeUI.Button("Bottom") {}
    }
  }
}
