import ScreenLayer
import Testing
import TextSurface

/// Expects two scenes to be indistinguishable: the whole frame (styles
/// included), the whole accessibility tree (frames included) and the focused
/// element. Each failure names `step` and the first node that differs, so it
/// says after which key or change two screens parted.
///
/// ```swift
/// expectSameScreen(legacyWindow.scene, hostedWindow.scene, after: "Tab")
/// ```
public func expectSameScreen(
  _ left: Scene, _ right: Scene, after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  for difference in screenDifferences(left, right, after: step) {
    Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
  }
}

/// What `expectSameScreen` would record, one message per difference (frames,
/// semantics, focus): empty when the scenes are indistinguishable. Tests of
/// the comparison itself read these rather than recording expected failures.
public func screenDifferences(_ left: Scene, _ right: Scene, after step: String) -> [String] {
  var differences: [String] = []
  if left.frame != right.frame {
    differences.append(
      "\(step): frames differ\n\(left.frame.lines.joined(separator: "|\n"))|\nvs\n\(right.frame.lines.joined(separator: "|\n"))|\n\(left.frame.styledRuns) vs \(right.frame.styledRuns)"
    )
  }
  let (leftTree, rightTree) = (left.accessibilityTree(), right.accessibilityTree())
  // The description leaves frames out; name the first node that differs, frame included.
  let leaves = { (node: AccessibilityNode) in
    node.flattened.map { node in
      AccessibilityNode(
        role: node.role, label: node.label, value: node.value, isEnabled: node.isEnabled, isFocused: node.isFocused,
        frame: node.frame)
    }
  }
  if leftTree != rightTree {
    let firstDifference = zip(leaves(leftTree), leaves(rightTree)).first { $0 != $1 }.map {
      "\($0.summary) \($0.frame) vs \($1.summary) \($1.frame)"
    }
    differences.append("\(step): semantics differ: \(firstDifference ?? "")\n\(leftTree)\nvs\n\(rightTree)")
  }
  if left.focusedItem?.node != right.focusedItem?.node {
    differences.append(
      "\(step): focus differs: \(left.focusedItem?.node.summary ?? "none") vs \(right.focusedItem?.node.summary ?? "none")"
    )
  }
  return differences
}
