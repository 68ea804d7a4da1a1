import ScreenLayer
import TextSurface

/// Content of another toolkit mounted in the tree (a legacy screen through
/// the Bridge): told when it comes on screen and goes, prepared at the commit point.
extension ViewHost {
  /// Tells foreign content that came on screen or left it since the last layout.
  func noticeForeignVisibility() {
    let visible = foreignContentsOnScreen
    let now = Set(visible.map(ObjectIdentifier.init))
    for content in context.foreignContents.values
    where visibleForeign.contains(ObjectIdentifier(content)) && !now.contains(ObjectIdentifier(content)) {
      content.visibilityDidChange(to: false)
    }
    for content in visible where !visibleForeign.contains(ObjectIdentifier(content)) {
      content.visibilityDidChange(to: true)
    }
    visibleForeign = now
  }

  /// The foreign content of the screen on display, in tree order.
  var foreignContentsOnScreen: [any ForeignContent] {
    activeRoot.shown(among: context.foreignContents.keys).compactMap { context.foreignContents[$0.id] }
  }

  /// The commit point for foreign content (a legacy screen's bindings catch up).
  public func prepareForeignContent() {
    for content in foreignContentsOnScreen { content.prepareForCommit() }
  }

  /// The content of another toolkit mounted in the tree, in the order it was built
  /// (see `ForeignContent`; the Bridge attaches legacy views from here).
  public var foreignContents: [any ForeignContent] {
    context.foreignContents.sorted { $0.key < $1.key }.map(\.value)
  }
}
