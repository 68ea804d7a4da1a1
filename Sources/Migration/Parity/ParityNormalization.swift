import AppCore
import TextSurface

/// The one place comparisons allow a difference between fronts on purpose.
///
/// The settings screen *shows the flag configuration under test*: in an A/B
/// run its rows say `legacy · …` in one variant and `declarative · …` in the
/// other. That is the screen doing its job, not a regression. So on the
/// settings screen only, comparisons set aside the cells of list rows and the
/// rows' values (the decisions), and still compare everything else exactly:
/// the rows' labels (the module names), the footnote, the bar, focus and
/// styles elsewhere. Every other screen is compared cell for cell.
public enum ParityNormalization {
  /// Whether `route`'s screen displays the configuration under test.
  public static func showsConfiguration(_ route: Route?) -> Bool {
    route?.module == .settings
  }

  /// Whether two frames of the same step agree, allowing the settings screen's decisions to differ.
  public static func framesAgree(
    _ a: Frame, _ b: Frame, semantics: AccessibilityNode, route: Route?
  ) -> Bool {
    guard a != b else { return true }
    guard showsConfiguration(route), a.size == b.size else { return false }
    let rows = semantics.flattened.filter { $0.role == .row }.map(\.frame)
    return a.masking(rows) == b.masking(rows)
  }

  /// Whether two semantics trees agree, with the same allowance.
  public static func semanticsAgree(_ a: AccessibilityNode, _ b: AccessibilityNode, route: Route?) -> Bool {
    guard a != b else { return true }
    guard showsConfiguration(route) else { return false }
    return withoutRowValues(a) == withoutRowValues(b)
  }

  static func withoutRowValues(_ node: AccessibilityNode) -> AccessibilityNode {
    var copy = node
    if copy.role == .row { copy.value = nil }
    copy.children = node.children.map(withoutRowValues)
    return copy
  }
}
