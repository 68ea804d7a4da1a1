import CoreRuntime
import TextSurface

/// One simulated person: a stable id, the day they arrive, what they came to
/// do and how they do it. Drawn from the experiment's seed and the user's
/// index alone, so a user is the same whichever arm, thread or shard runs them.
public struct SimulatedUser: Sendable, Hashable {
  /// 0-based position in the population.
  public var index: Int
  /// The stable user id; the user signs in as `<id>@example.com`, the flag router's targeting key.
  public var id: String
  /// The anonymous device id: the targeting key before sign-in.
  public var deviceID: String
  /// The virtual day the user arrives on (0-based).
  public var day: Int
  /// The task's name, from the mix.
  public var task: String
  /// A number the task may use (taps to make, rows to scroll), 1...9.
  public var count: Int
  /// The terminal's size.
  public var size: Size
  /// The link's speed in bits per second; 0 is instant.
  public var link: Int
  /// How long the user keeps trying before giving up.
  public var patience: Duration
  /// The chance each typed character is wrong.
  public var typingErrors: Double
  /// How long the user takes to press a key (reading, deciding).
  public var keyDelay: Duration
  /// The seed of the user's own choices (which typo, when).
  public var seed: UInt64

  /// The user at `index` of a population of `users` over `days` described by `spec`, under `seed`.
  public init(index: Int, users: Int, days: Int, spec: PopulationSpec, seed: UInt64) {
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    self.index = index
    let number = String(index)
    id = "u" + String(repeating: "0", count: max(0, 6 - number.count)) + number
    deviceID = "device-" + id
    day = min(days - 1, index * days / max(users, 1))
    let total = spec.tasks.reduce(0) { $0 + $1.weight }
    var pick = Int.random(in: 0..<max(total, 1), using: &random)
    task = spec.tasks.last?.name ?? ""
    for entry in spec.tasks {
      if pick < entry.weight {
        task = entry.name
        break
      }
      pick -= entry.weight
    }
    count = Int.random(in: 1...9, using: &random)
    size = spec.sizes[Int.random(in: 0..<spec.sizes.count, using: &random)]
    link = spec.links[Int.random(in: 0..<spec.links.count, using: &random)]
    patience = .seconds(Int.random(in: spec.patience, using: &random))
    typingErrors = spec.typingErrors * Double.random(in: 0...2, using: &random)
    keyDelay = .milliseconds(Int.random(in: 150...600, using: &random))
    self.seed = random.next()
  }
}
