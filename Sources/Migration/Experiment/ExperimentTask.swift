/// Something a simulated user comes to do in the app: the goal, and how a
/// person would go about it looking only at the screen.
///
/// A task drives a ``ScreenUser``: it reads the frame and the accessibility
/// semantics, finds targets by their visible labels and reaches them with
/// keys. It never calls the app's objects. Whether the goal was reached is
/// read from the effect log (``ScreenUser/effects``), the app's own record.
public protocol ExperimentTask: Sendable {
  /// The task's name in experiment files (`acceptOffer`).
  var name: String { get }
  /// Sets up the world before the user starts (a flaky network) and starts the app.
  func begin(_ user: ScreenUser) throws(UserGaveUp)
  /// What the user does; throws when they give up.
  func perform(_ user: ScreenUser) throws(UserGaveUp)
  /// Whether the effect log shows the goal reached.
  func reachedGoal(_ user: ScreenUser) -> Bool
}

/// The catalogue of tasks an app offers experiments, and the words that
/// tell a person something went wrong.
public struct ExperimentTasks: Sendable {
  /// Every task, by name order of declaration.
  public var tasks: [any ExperimentTask]
  /// Text that, on screen, tells a person an error happened (`Could not`, `failed`).
  public var errorPhrases: [String]

  /// Creates a catalogue.
  public init(tasks: [any ExperimentTask], errorPhrases: [String]) {
    self.tasks = tasks
    self.errorPhrases = errorPhrases
  }

  /// The catalogue of an app that offers no tasks.
  public static let none = ExperimentTasks(tasks: [], errorPhrases: [])

  /// The task called `name`.
  public func task(named name: String) -> (any ExperimentTask)? {
    tasks.first { $0.name == name }
  }
}

/// A simulated user stopped trying: why, for the sessions written out.
public struct UserGaveUp: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the user was looking for or waiting on.
  public var reason: String

  /// Creates a reason.
  public init(_ reason: String) { self.reason = reason }

  public var description: String { reason }
}
