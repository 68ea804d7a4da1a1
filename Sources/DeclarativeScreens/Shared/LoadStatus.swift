import DeclarativeUI

/// The loading / failure / retry strip every screen that loads data shows:
/// a spinner with a status text, a red error sentence that wraps, and a
/// `Retry` button with the error. A stack of its own, like the legacy
/// `LoadStatusView`, so the two fronts centre it the same way.
///
/// ```swift
/// LoadStatus(statusText: state.statusText, failureMessage: state.failureMessage) { viewModel.retryTapped() }
/// ```
public struct LoadStatus: View {
  let statusText: String?
  let failureMessage: String?
  let retryTitle: String
  let retry: () -> Void

  public init(
    statusText: String?, failureMessage: String?, retryTitle: String = "Retry", retry: @escaping () -> Void
  ) {
    self.statusText = statusText
    self.failureMessage = failureMessage
    self.retryTitle = retryTitle
    self.retry = retry
  }

  public var body: some View {
    if statusText != nil || failureMessage != nil {
      VStack {
        if let statusText {
          ProgressView(statusText)
        }
        if let failureMessage {
          Text(failureMessage).foregroundColor(.red).lineLimit(nil)
          Button(retryTitle, action: retry)
        }
      }
    }
  }
}
