import LegacyUI
import TextSurface

/// The loading / failure / retry strip every screen that loads data shows,
/// written once as a custom view, the way a UIKit codebase grows its own
/// reusable widgets: a spinner with a status text, a red error sentence
/// that wraps, and a `Retry` button that appears with the error.
///
/// ```swift
/// status.onRetry = { [weak self] in self?.viewModel.retryTapped() }
/// status.update(statusText: state.statusText, failureMessage: state.failureMessage)
/// ```
public final class LoadStatusView: StackView {
  private let spinner = ActivityIndicatorView()
  private let failureLabel = Label(style: TextStyle(foreground: .red))
  private let retryButton: Button
  /// Called when the user taps `Retry`.
  public var onRetry: (() -> Void)?

  public init(retryTitle: String = "Retry") {
    retryButton = Button(title: retryTitle)
    super.init(arrangedSubviews: [])
    alignment = .center
    failureLabel.numberOfLines = 0  // errors are sentences: wrap them rather than cut them
    for view in [spinner, failureLabel, retryButton] { addArrangedSubview(view) }
    retryButton.addTarget(self, action: LoadStatusView.retryTapped)
    update(statusText: nil, failureMessage: nil)
  }

  /// Shows the spinner while `statusText` is set, and the error with `Retry` while `failureMessage` is.
  public func update(statusText: String?, failureMessage: String?) {
    spinner.text = statusText
    if statusText != nil { spinner.startAnimating() } else { spinner.stopAnimating() }
    failureLabel.text = failureMessage ?? ""
    failureLabel.isHidden = failureMessage == nil
    retryButton.isHidden = failureMessage == nil
    isHidden = statusText == nil && failureMessage == nil
  }

  private func retryTapped() { onRetry?() }
}
