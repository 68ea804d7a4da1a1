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
  /// The toolkit object: `LegacyUI.ViewController` or `DeclarativeUI.AnyView`;
  /// nil for a placeholder, which every shell shows as an empty screen under its title.
  public let content: Any?

  /// A screen built by `front`, titled `title`.
  public init(front: Front, title: String, content: Any?) {
    self.front = front
    self.title = title
    self.content = content
  }

  /// An empty screen titled `title`, shown by whichever shell is up: what the
  /// session shows for a module with no screen in this build, unless the
  /// front registered its own.
  public static func placeholder(_ title: String, front: Front) -> ModuleScreen {
    ModuleScreen(front: front, title: title, content: nil)
  }
}
