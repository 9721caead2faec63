/// A 64-bit hash that is the same in every process, unlike Swift's seeded `Hasher`: what a writer computes from
/// the inputs of a file (a `reuse key`) so the next build can tell, without making the file, that it would make
/// the same bytes (`WriterContext.reuse`). It detects changes; it is not meant to resist a forged collision.
///
/// Words are mixed in one at a time (a multiply and a rotation each) and the result goes through the
/// SplitMix64 finalizer, so nearby inputs give unrelated hashes.
package struct StableHash: Sendable {
  private var state: UInt64

  /// A hash seeded with `domain`, which names what is hashed (and its layout's version), so keys of different
  /// kinds of files never meet.
  package init(_ domain: StaticString) {
    state = 0x9E37_79B9_7F4A_7C15
    combine(bytes: UnsafeRawBufferPointer(start: domain.utf8Start, count: domain.utf8CodeUnitCount))
  }

  /// Mixes in one word.
  package mutating func combine(_ word: UInt64) {
    state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
    state = (state << 31) | (state >> 33)
  }

  /// Mixes in a number by its bits.
  package mutating func combine(number: Double) { combine(number.bitPattern) }

  /// Mixes in a flag.
  package mutating func combine(flag: Bool) { combine(flag ? UInt64(1) : 2) }

  /// Mixes in `text`'s UTF-8 bytes and their count, so `"ab", "c"` and `"a", "bc"` differ. A native string's
  /// bytes are read where they are; only a bridged one is copied first.
  package mutating func combine(_ text: String) {
    let read: Void? = text.utf8.withContiguousStorageIfAvailable { combine(bytes: UnsafeRawBufferPointer($0)) }
    guard read == nil else { return }
    var text = text
    text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Mixes in `bytes` eight at a time, as little-endian words, the last zero-padded; then their count.
  package mutating func combine(bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 8 <= bytes.count {
      combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    var last: UInt64 = 0
    if offset < bytes.count {
      withUnsafeMutableBytes(of: &last) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...])) }
    }
    combine(UInt64(littleEndian: last))
    combine(UInt64(bytes.count))
  }

  /// The hash of everything combined so far.
  package var value: UInt64 {
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
