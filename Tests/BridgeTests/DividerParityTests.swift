import Bridge
import DeclarativeUI
import LegacyUI
import Testing
import TextSurface

/// LegacyUI has no separator view (UIKit's idiom is a one-line `UIView`; no legacy screen needs one), so
/// the declarative `Divider` is compared with the legacy rule that exists: the navigation bar's, which
/// is drawn by the same `DividerAppearance`.
@Suite("Parity: Divider vs the navigation bar's rule")
struct DividerParityTests {
  @Test(arguments: [1, 2, 20, 80])
  func aDividerIsTheNavigationBarsRuleCellForCell(width: Int) {
    let legacy = Window(size: Size(width: width, height: 4), output: RecordingOutput())
    legacy.rootViewController = NavigationController(rootViewController: LegacyUI.ViewController(title: ""))
    legacy.commit()
    let declarative = Window(size: Size(width: width, height: 4), output: RecordingOutput())
    declarative.rootViewController = HostingController(
      rootView: VStack(alignment: .leading) {
        Divider()
        Spacer()
      })
    declarative.commit()
    // Row 1 under the (empty) bar, row 0 of the hosted stack: every cell, style included.
    let rule = (0..<width).map { legacy.frame[$0, 1] }
    #expect(rule == (0..<width).map { declarative.frame[$0, 0] })
    #expect(legacy.frame.line(1) == String(repeating: DividerAppearance.glyph, count: width))
    // Decorative: a divider reports nothing, not even a separator.
    #expect(declarative.accessibilityTree().children.isEmpty)
    #expect(declarative.interactiveItems.isEmpty)
  }

  @Test(arguments: paritySizes)
  func aDividerBetweenTextsTakesOneLineAndTheFullWidth(size: Size) {
    let window = Window(size: size, output: RecordingOutput())
    window.rootViewController = HostingController(
      rootView: VStack(alignment: .leading) {
        Text("Offers")
        Divider()
        Text("Pizza Planet")
      })
    window.commit()
    let row = window.frame.lines.firstIndex { $0.hasPrefix(DividerAppearance.glyph) }
    if size.height >= 3 {
      #expect(row != nil)
      #expect(window.frame.line(row ?? 0) == String(repeating: DividerAppearance.glyph, count: size.width))
    }
    #expect(!window.accessibilityTree().flattened.contains { $0.role == .separator })
  }
}
