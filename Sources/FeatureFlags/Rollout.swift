/// Stable percentage bucketing, exactly as Unleash's gradual rollout does it.
///
/// A user's bucket depends only on the group and the user id, so it is the
/// same on every run and every machine, and raising a rollout from 25% to 50%
/// keeps everyone who was already in.
public enum Rollout {
  /// The user's bucket in `group`, 1...100:
  /// `murmur3_x86_32("<group>:<user>", seed 0) % 100 + 1`.
  public static func bucket(group: String, user: String) -> Int {
    Int(Murmur3.x86_32("\(group):\(user)", seed: 0) % 100) + 1
  }

  /// Whether `user` is inside a rollout of `percent` (0...100) of `group`:
  /// bucket ≤ percent, so 0% is nobody and 100% is everybody.
  public static func isEnabled(percent: Int, group: String, user: String) -> Bool {
    percent > 0 && bucket(group: group, user: user) <= percent
  }
}
