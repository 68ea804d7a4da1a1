/// A cell's content described as a value, like `UIContentConfiguration`: it
/// makes its content view once, and updates a content view it made before
/// (a reused cell's) with new values.
///
/// LegacyUI knows no other toolkit; the Bridge's `HostingConfiguration` is
/// the configuration that puts a declarative row in a table view cell.
///
/// ```swift
/// struct BadgeConfiguration: ContentConfiguration {
///   var text: String
///   func makeContentView() -> View { Label(text: text) }
///   func update(_ view: View) -> Bool {
///     guard let label = view as? Label else { return false }
///     label.text = text
///     return true
///   }
/// }
/// cell.contentConfiguration = BadgeConfiguration(text: "New")
/// ```
public protocol ContentConfiguration {
  /// Makes the content view for this configuration.
  func makeContentView() -> View
  /// Applies this configuration to `view`, made by a configuration before;
  /// returns false when it cannot (the cell then makes a new content view).
  func update(_ view: View) -> Bool
}
