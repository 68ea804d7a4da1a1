import TextSurface

/// Who the simulated users are: the task mix, terminal sizes, link speeds,
/// patience and typing errors an experiment file's `population` gives.
public struct PopulationSpec: Sendable, Hashable {
  /// Task names with their weights, in file order.
  public var tasks: [WeightedTask]
  /// Terminal sizes, drawn uniformly.
  public var sizes: [Size]
  /// Link speeds in bits per second, drawn uniformly; 0 means instant.
  public var links: [Int]
  /// How long a user keeps trying, in virtual seconds: drawn uniformly in this range.
  public var patience: ClosedRange<Int>
  /// The chance that a typed character is wrong (noticed and corrected with backspace).
  public var typingErrors: Double

  /// One entry of the task mix.
  public struct WeightedTask: Sendable, Hashable {
    /// The task's name, one the app's experiment tasks know.
    public var name: String
    /// Its relative weight (> 0).
    public var weight: Int

    /// Creates an entry.
    public init(name: String, weight: Int) {
      self.name = name
      self.weight = weight
    }
  }

  /// Creates a population description.
  public init(
    tasks: [WeightedTask], sizes: [Size] = [Size(width: 80, height: 24)], links: [Int] = [0],
    patience: ClosedRange<Int> = 30...120, typingErrors: Double = 0.02
  ) {
    self.tasks = tasks
    self.sizes = sizes
    self.links = links
    self.patience = patience
    self.typingErrors = typingErrors
  }
}
