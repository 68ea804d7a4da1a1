import AppCore
import ScreenLayer

/// Why an interaction with the app could not be done.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
  /// No module has been started.
  case nothingOnScreen
  /// A switch named a module that is not the one on screen.
  case moduleNotOnScreen(ModuleID, current: ModuleID)
  /// The element could not be found or used.
  case interaction(InteractionError)

  public var description: String {
    switch self {
    case .nothingOnScreen: "nothing is on screen yet; start a module first"
    case .moduleNotOnScreen(let module, let current): "\(module) is not on screen (\(current) is)"
    case .interaction(let error): error.description
    }
  }
}
