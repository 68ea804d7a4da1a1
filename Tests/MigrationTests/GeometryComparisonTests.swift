import Testing
import TextSurface

@testable import Migration

/// The frame comparison's geometry check walks both semantic trees in
/// reading order without flattening them: it must answer exactly what
/// comparing the flattened lists of frames answers.
@Suite("Geometry comparison")
struct GeometryComparisonTests {
  private func node(_ x: Int, _ children: [AccessibilityNode] = []) -> AccessibilityNode {
    AccessibilityNode(
      role: .staticText, label: "n\(x)", frame: Rect(x: x, y: 0, width: 1, height: 1), children: children)
  }

  private func flattenedFrames(_ node: AccessibilityNode) -> [Rect] { node.flattened.map(\.frame) }

  @Test func itAgreesWithComparingFlattenedFrames() {
    let trees = [
      node(0),
      node(0, [node(1), node(2)]),
      node(0, [node(1, [node(2)])]),  // same reading order as the one above, other nesting
      node(0, [node(2), node(1)]),
      node(0, [node(1), node(2), node(3)]),
      node(0, [node(1, [node(2, [node(3)])]), node(4)]),
      node(0, [node(1), node(2, [node(3), node(4)])]),
      node(5),
    ]
    for left in trees {
      for right in trees {
        #expect(
          ParityComparator.sameGeometry(left, right) == (flattenedFrames(left) == flattenedFrames(right)),
          "\(flattenedFrames(left)) vs \(flattenedFrames(right))")
      }
    }
    #expect(ParityComparator.sameGeometry(trees[1], trees[2]))
    #expect(!ParityComparator.sameGeometry(trees[1], trees[3]))
  }
}
