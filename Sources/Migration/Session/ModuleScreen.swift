import FeatureFlags

/// One module's screen, built by a front, as the front-neutral session
/// holds it: which front built it, its title, and the toolkit object itself
/// (a legacy view controller, a declarative view) that only a shell of that
/// toolkit — or the Bridge — knows how to show.
///
/// A class, so shells can recognise the same screen across stack changes and
/// keep what they built for it (a hosting controller, a view's node).
public final class ModuleScreen {
  /// The front that built the screen.
  public let front: Front
  /// The screen's title, shown in the navigation bar.
  public let title: String
  /// The toolkit object: `LegacyUI.ViewController` or `DeclarativeUI.AnyView`.
  public let content: Any

  /// A screen built by `front`, titled `title`.
  public init(front: Front, title: String, content: Any) {
    self.front = front
    self.title = title
    self.content = content
  }
}
