/// MurmurHash3, the x86 32-bit variant (Austin Appleby's public-domain reference).
///
/// Percentage rollouts bucket users with it because Unleash does, so a user
/// lands in the same bucket here as in an Unleash-managed rollout of the same
/// group: `murmur3("hello") == 0x248bfa47`.
public enum Murmur3 {
  /// Hashes `bytes` with `seed`.
  public static func x86_32(_ bytes: some Collection<UInt8>, seed: UInt32 = 0) -> UInt32 {
    let c1: UInt32 = 0xcc9e_2d51
    let c2: UInt32 = 0x1b87_3593
    var hash = seed
    var block: UInt32 = 0
    var count = 0
    for byte in bytes {
      // Blocks are little-endian 32-bit words, whatever the host's byte order.
      block |= UInt32(byte) << (8 * UInt32(count % 4))
      count += 1
      if count % 4 == 0 {
        hash ^= mix(block, c1, c2)
        hash = rotateLeft(hash, 13) &* 5 &+ 0xe654_6b64
        block = 0
      }
    }
    // The tail (0 to 3 bytes) is mixed in without the block's rotate-and-add.
    if count % 4 != 0 { hash ^= mix(block, c1, c2) }
    hash ^= UInt32(truncatingIfNeeded: count)
    return finalize(hash)
  }

  /// Hashes the UTF-8 bytes of `text` with `seed`. For ASCII ids (the
  /// published vectors, e-mail addresses) this is what every Unleash SDK hashes.
  public static func x86_32(_ text: String, seed: UInt32 = 0) -> UInt32 {
    x86_32(Array(text.utf8), seed: seed)
  }

  private static func mix(_ block: UInt32, _ c1: UInt32, _ c2: UInt32) -> UInt32 {
    rotateLeft(block &* c1, 15) &* c2
  }

  private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
  }

  /// The avalanche step: every input bit affects every output bit.
  private static func finalize(_ value: UInt32) -> UInt32 {
    var hash = value
    hash ^= hash >> 16
    hash &*= 0x85eb_ca6b
    hash ^= hash >> 13
    hash &*= 0xc2b2_ae35
    hash ^= hash >> 16
    return hash
  }
}
