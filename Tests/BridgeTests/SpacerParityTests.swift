import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

@Suite("Parity: SpacerView vs Spacer in stacks")
struct SpacerParityTests {
  @Test(arguments: [0, 3], paritySizes + [Size(width: 9, height: 3), Size(width: 14, height: 2)])
  func aSpacerPushesARowApart(minLength: Int, size: Size) {
    let legacyRow = StackScreen(
      [LegacyUI.Label(text: "Total"), SpacerView(minLength: minLength), LegacyUI.Label(text: "$8.50")],
      axis: .horizontal, alignment: .center)
    let declarativeRow = HostingController(
      rootView: HStack {
        Text("Total")
        Spacer(minLength: minLength)
        Text("$8.50")
      }, title: "Screen")
    ParityPair(legacy: legacyRow, declarative: declarativeRow, size: size).expectSame("a row")
  }

  @Test(arguments: [0, 2], paritySizes + [Size(width: 9, height: 3), Size(width: 14, height: 7)])
  func spacersShareAColumn(minLength: Int, size: Size) {
    let legacy = StackScreen(
      [
        SpacerView(minLength: minLength), LegacyUI.Label(text: "Top"), SpacerView(),
        LegacyUI.Button(title: "Bottom"), SpacerView(minLength: minLength),
      ],
      alignment: .trailing, spacing: 1)
    let declarative = HostingController(
      rootView: VStack(alignment: .trailing, spacing: 1) {
        Spacer(minLength: minLength)
        Text("Top")
        Spacer()
        DeclarativeUI.Button("Bottom") {}
        Spacer(minLength: minLength)
      }, title: "Screen")
    let pair = ParityPair(legacy: legacy, declarative: declarative, size: size)
    pair.expectSame("a column")
    pair.press([.tab, .down])
    pair.resize(to: Size(width: size.width + 3, height: size.height + 4))
  }
}
