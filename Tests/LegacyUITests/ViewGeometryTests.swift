import LegacyUI
import Testing
import TextSurface

/// A view's screen frame (`absoluteFrame`) follows every change that moves it:
/// its own frame, a frame above it, a scroll, a new superview, a superview gone.
/// Drawing, damage, focus and accessibility place views by it, and code that
/// keeps it between commits must forget it at each of these.
@Suite("View geometry")
struct ViewGeometryTests {
  /// A root at (2, 1), a scroll view at (1, 1) in it, a label at (3, 2) in the scroll view.
  private func makeTree() -> (root: View, scrollView: ScrollView, label: Label) {
    let root = View()
    root.frame = Rect(x: 2, y: 1, width: 20, height: 10)
    let scrollView = ScrollView()
    scrollView.frame = Rect(x: 1, y: 1, width: 10, height: 5)
    scrollView.contentSize = Size(width: 10, height: 20)
    root.addSubview(scrollView)
    let label = Label(text: "Hi")
    label.frame = Rect(x: 3, y: 2, width: 2, height: 1)
    scrollView.addSubview(label)
    return (root, scrollView, label)
  }

  @Test func aViewsScreenFrameFollowsItsOwnFrameAndEveryViewItIsIn() {
    let (root, scrollView, label) = makeTree()
    #expect(label.absoluteFrame == Rect(x: 6, y: 4, width: 2, height: 1))
    label.frame = Rect(x: 4, y: 2, width: 2, height: 1)
    #expect(label.absoluteFrame == Rect(x: 7, y: 4, width: 2, height: 1))
    scrollView.frame = Rect(x: 0, y: 3, width: 10, height: 5)
    #expect(scrollView.absoluteFrame == Rect(x: 2, y: 4, width: 10, height: 5))
    #expect(label.absoluteFrame == Rect(x: 6, y: 6, width: 2, height: 1))
    root.frame = Rect(x: 0, y: 0, width: 20, height: 10)
    #expect(label.absoluteFrame == Rect(x: 4, y: 5, width: 2, height: 1))
  }

  @Test func scrollingMovesTheContentButNotTheScrollView() {
    let (root, scrollView, label) = makeTree()
    #expect(label.absoluteFrame.minY == 4)
    scrollView.contentOffset = Point(x: 0, y: 2)
    #expect(label.absoluteFrame == Rect(x: 6, y: 2, width: 2, height: 1))
    #expect(scrollView.absoluteFrame == Rect(x: 3, y: 2, width: 10, height: 5))
    #expect(scrollView.superview === root)
  }

  @Test func aViewMovedToAnotherSuperviewIsPlacedFromIt() {
    let (root, scrollView, label) = makeTree()
    #expect(label.absoluteFrame.origin == Point(x: 6, y: 4))
    let other = View()
    other.frame = Rect(x: 10, y: 10, width: 5, height: 5)
    other.addSubview(label)
    #expect(label.absoluteFrame.origin == Point(x: 13, y: 12))
    label.removeFromSuperview()
    #expect(label.absoluteFrame == label.frame)
    scrollView.addSubview(label)
    #expect(label.absoluteFrame.origin == Point(x: 6, y: 4))
    #expect(root.subviews.count == 1)
  }

  @Test func aViewWhoseSuperviewIsGoneIsPlacedByItsOwnFrame() {
    let label = Label(text: "Hi")
    label.frame = Rect(x: 1, y: 1, width: 2, height: 1)
    do {
      let container = View()
      container.frame = Rect(x: 5, y: 5, width: 10, height: 10)
      container.addSubview(label)
      #expect(label.absoluteFrame.origin == Point(x: 6, y: 6))
    }
    #expect(label.superview == nil)
    #expect(label.absoluteFrame == label.frame)
  }
}
