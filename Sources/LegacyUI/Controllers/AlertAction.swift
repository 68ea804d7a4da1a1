/// One button of an alert, like `UIAlertAction`.
///
/// A value: an action has no identity beyond its title, style and handler.
///
/// ```swift
/// AlertAction(title: "Retry", style: .default) { _ in viewModel.retry() }
/// AlertAction(title: "Cancel", style: .cancel)
/// ```
public struct AlertAction {
  /// What the action means, like `UIAlertAction.Style`.
  public enum Style: Sendable {
    case `default`
    /// Esc triggers it; at most one per alert matters (the first).
    case cancel
    /// Destroys data. Drawn like the others: the shared alert look has one button style.
    case destructive
  }

  /// The button's title and accessibility label.
  public var title: String
  /// What the action means (`.cancel` is Esc's).
  public var style: Style
  /// Runs after the alert was dismissed, as in UIKit.
  public var handler: ((AlertAction) -> Void)?

  /// An action titled `title` that runs `handler` when chosen.
  public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
