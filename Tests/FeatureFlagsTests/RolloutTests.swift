import FeatureFlags
import Testing

@Suite("MurmurHash3 and rollout buckets")
struct RolloutTests {
  @Test func murmur3MatchesThePublishedVectors() {
    #expect(Murmur3.x86_32("hello") == 0x248b_fa47)
    #expect(Murmur3.x86_32("") == 0)
    #expect(Murmur3.x86_32("", seed: 1) == 0x514e_28b7)
    #expect(Murmur3.x86_32("", seed: 0xffff_ffff) == 0x81f1_6f39)
    #expect(Murmur3.x86_32([0x21, 0x43, 0x65, 0x87]) == 0xf55b_516b)
    #expect(Murmur3.x86_32([0x21, 0x43, 0x65]) == 0x7e4a_8634)
    #expect(Murmur3.x86_32([0x21, 0x43]) == 0xa0f7_b07a)
    #expect(Murmur3.x86_32([0x21]) == 0x7266_1cf4)
    #expect(Murmur3.x86_32("The quick brown fox jumps over the lazy dog") == 0x2e4f_f723)
  }

  /// Unleash's own test vectors for flexible/gradual rollouts.
  @Test(arguments: [
    ("AB12A", "122", 23, 50, true),
    ("AB12A", "155", 100, 50, false),
    ("Feature.flexibleRollout.10", "174", 10, 10, true),
    ("Feature.flexibleRollout.10", "499", 32, 10, false),
  ])
  func bucketsMatchUnleash(group: String, user: String, bucket: Int, percent: Int, enabled: Bool) {
    #expect(Rollout.bucket(group: group, user: user) == bucket)
    #expect(Rollout.isEnabled(percent: percent, group: group, user: user) == enabled)
  }

  @Test func bucketsAreStableAndInRange() {
    for user in 0..<500 {
      let bucket = Rollout.bucket(group: "offers", user: "user-\(user)")
      #expect((1...100).contains(bucket))
      #expect(Rollout.bucket(group: "offers", user: "user-\(user)") == bucket)
      #expect(!Rollout.isEnabled(percent: 0, group: "offers", user: "user-\(user)"))
      #expect(Rollout.isEnabled(percent: 100, group: "offers", user: "user-\(user)"))
    }
  }

  @Test func aWiderRolloutKeepsEveryoneAlreadyIn() {
    let users = (0..<200).map { "u\($0)" }
    let at25 = Set(users.filter { Rollout.isEnabled(percent: 25, group: "g", user: $0) })
    let at50 = Set(users.filter { Rollout.isEnabled(percent: 50, group: "g", user: $0) })
    #expect(at25.isSubset(of: at50))
    #expect(at25.count > 20 && at25.count < 80)
  }
}
