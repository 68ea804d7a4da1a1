/// Which of a dependency's three values a container hands out.
///
/// - `live`: what the running app uses (here: services over the simulated backend).
/// - `test`: values that fail loudly when a test uses them without overriding them,
///   so a test states every dependency it relies on.
/// - `preview`: canned values that answer at once, for drawing a screen in isolation.
public enum DependencyContext: String, Hashable, Sendable, CustomStringConvertible {
  case live, test, preview

  public var description: String { rawValue }
}
