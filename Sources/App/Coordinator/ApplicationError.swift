import AppCore

/// Why an interaction with the app could not be done.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  /// No module has been started.
  case nothingOnScreen
  /// A switch named a module that is not the one on screen.
  case moduleNotOnScreen(ModuleID, current: ModuleID)
  /// No element carries the label; the labels on screen are listed.
  case noElement(String, available: [String])
  /// The element exists but is disabled.
  case disabled(String)

  public var description: String {
    switch self {
    case .nothingOnScreen: "nothing is on screen yet; start a module first"
    case .moduleNotOnScreen(let module, let current): "\(module) is not on screen (\(current) is)"
    case .noElement(let label, let available):
      "no element labelled \"\(label)\" on screen"
        + (available.isEmpty ? "" : "; available: " + available.map { "\"\($0)\"" }.joined(separator: ", "))
    case .disabled(let label): "\"\(label)\" is disabled"
    }
  }
}
