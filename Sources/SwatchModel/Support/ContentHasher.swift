/// XXH64 (seed 0) of bytes given in parts, as a file written while it renders is hashed: the hash of the
/// parts is the hash of their concatenation, however they are split.
package struct ContentHasher {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
  private var total = 0
  /// The bytes of an unfinished 32-byte stripe, at most 31.
  private var pending: [UInt8] = []

  /// No bytes yet.
  package init() {}

  /// Adds `bytes` after those given before.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    total += bytes.count
    var start = 0
    if !pending.isEmpty {
      let taken = min(32 - pending.count, bytes.count)
      pending += bytes[..<taken]
      start = taken
      guard pending.count == 32 else { return }
      pending.withUnsafeBytes { consumeStripes($0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (bytes.count - start) / 32 * 32
    if whole > 0 { consumeStripes(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + whole)])) }
    pending += bytes[(start + whole)...]
  }

  /// The hash of `bytes`, in one part: no bytes are kept aside.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hasher = ContentHasher()
    let whole = bytes.count / 32 * 32
    hasher.total = bytes.count
    if whole > 0 { hasher.consumeStripes(UnsafeRawBufferPointer(rebasing: bytes[..<whole])) }
    return hasher.finish(tail: UnsafeRawBufferPointer(rebasing: bytes[whole...]))
  }

  /// The hash of every byte given.
  package var value: UInt64 { pending.withUnsafeBytes { finish(tail: $0) } }

  /// The hash of the stripes consumed and then `tail`, fewer than 32 bytes.
  private func finish(tail: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64
    if total >= 32 {
      let (a, b, c, d) = lanes
      hash = a.rotated(1) &+ b.rotated(7) &+ c.rotated(12) &+ d.rotated(18)
      for lane in [a, b, c, d] { hash = (hash ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime4 }
    } else {
      hash = Self.prime5
    }
    hash &+= UInt64(total)
    return Self.mix(hash, tail: tail)
  }

  /// Mixes in whole 32-byte stripes; `bytes.count` is a multiple of 32.
  private mutating func consumeStripes(_ bytes: UnsafeRawBufferPointer) {
    var (a, b, c, d) = lanes
    var offset = 0
    while offset < bytes.count {
      a = Self.round(a, Self.word(bytes, offset))
      b = Self.round(b, Self.word(bytes, offset + 8))
      c = Self.round(c, Self.word(bytes, offset + 16))
      d = Self.round(d, Self.word(bytes, offset + 24))
      offset += 32
    }
    lanes = (a, b, c, d)
  }

  /// The last bytes (fewer than 32) mixed into `hash`, then the final avalanche.
  private static func mix(_ hash: UInt64, tail: UnsafeRawBufferPointer) -> UInt64 {
    var hash = hash
    var offset = 0
    while offset + 8 <= tail.count {
      hash = (hash ^ round(0, word(tail, offset))).rotated(27) &* prime1 &+ prime4
      offset += 8
    }
    if offset + 4 <= tail.count {
      let half = UInt64(UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      hash = (hash ^ (half &* prime1)).rotated(23) &* prime2 &+ prime3
      offset += 4
    }
    while offset < tail.count {
      hash = (hash ^ (UInt64(tail[offset]) &* prime5)).rotated(11) &* prime1
      offset += 1
    }
    hash ^= hash >> 33
    hash &*= prime2
    hash ^= hash >> 29
    hash &*= prime3
    return hash ^ (hash >> 32)
  }

  @inline(__always)
  private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
    (lane &+ input &* prime2).rotated(31) &* prime1
  }

  @inline(__always)
  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotated(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
