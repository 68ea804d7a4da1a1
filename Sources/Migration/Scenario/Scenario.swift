import CoreRuntime
import FeatureFlags
import TextSurface

/// A scripted walk through the app, parsed from a `.scenario` file.
///
/// ```
/// scenario "Tap three times"
/// size 80x24
/// start tapCounter
/// tap "Tap Me"
/// wait 1s
/// expect text "You pressed the button 1 time(s)"
/// ```
public struct Scenario: Hashable, Sendable {
  public var name: String
  /// The file it came from, for messages (`file:line:column`).
  public var file: String
  /// The screen size before any `size` step.
  public var size: Size
  public var steps: [Step]

  public init(name: String, file: String, size: Size = Size(width: 80, height: 24), steps: [Step]) {
    self.name = name
    self.file = file
    self.size = size
    self.steps = steps
  }
}

/// One line of a scenario: what to do, and where it was written.
public struct Step: Hashable, Sendable, CustomStringConvertible {
  public var action: StepAction
  public var line: Int
  public var column: Int
  /// The line as written (trimmed), for reports.
  public var source: String

  public init(action: StepAction, line: Int, column: Int = 1, source: String) {
    self.action = action
    self.line = line
    self.column = column
    self.source = source
  }

  public var description: String { "line \(line): \(source)" }
}

/// What a step does.
public enum StepAction: Hashable, Sendable {
  /// Resize the screen (also allowed mid-scenario).
  case size(Size)
  /// Start the app on a module.
  case start(ModuleName)
  /// Tap the element with this visible label.
  case tap(String)
  /// Focus the field with this label, clear it, type the text.
  case type(label: String, text: String)
  /// Select the list row with this label.
  case select(String)
  /// Press a key.
  case key(Key)
  /// Go back (Esc).
  case back
  /// Let virtual time pass.
  case wait(Duration)
  /// Rebuild the module on screen in the given front (or the other one).
  case flip(ModuleName, Front?)
  /// Fail unless the screen shows this text.
  case expectText(String)
  /// Fail unless this module is on screen.
  case expectRoute(ModuleName)
  /// Fail unless an effect recorded so far contains this text.
  case expectEffect(String)
  /// Fail unless the focused element has this label.
  case expectFocus(String)
  /// Fail unless the element with this label is enabled.
  case expectEnabled(String)
  /// Fail unless the element with this label is disabled.
  case expectDisabled(String)
  /// Fail unless the element with this label holds this value (a field's text).
  case expectValue(label: String, value: String)
  /// Fail if the screen shows this text.
  case expectNoText(String)
  /// Fail unless this module is on screen in this front.
  case expectFront(ModuleName, Front)
  /// Fail unless an exposure (a flag decision put into effect) put this module in this front.
  case expectExposure(ModuleName, Front)
  /// Inject a fault into a simulated service operation (`accounts.fetch`), or clear it with nil.
  case fault(operation: String, ServiceFault?)
  /// Keep this frame under a name (printed by `strangler run`).
  case snapshot(String)
  /// Open a deep link (`strangler://home/offers/offerDetails:o3`): the whole stack at once.
  case open(String)
  /// Fail unless the navigation stack is this link path (`home/offers/offerDetails:o3`).
  case expectStack(String)
  /// Save the app's state, end the session and start a new one from the saved state (virtual time goes on).
  case relaunch

  /// Whether this step checks something rather than doing something.
  public var isExpectation: Bool {
    switch self {
    case .expectText, .expectRoute, .expectEffect, .expectFocus, .expectEnabled, .expectDisabled, .expectValue,
      .expectNoText, .expectFront, .expectExposure, .expectStack:
      true
    default: false
    }
  }
}
