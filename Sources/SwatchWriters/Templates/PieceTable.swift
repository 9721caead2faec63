/// A read-only map from piece keys to byte ranges, for `MustachePieces`: an open-addressing table indexed by the
/// key's own bits. Piece keys are already well-mixed 64-bit hashes, so they need no hashing again; the
/// standard dictionary's seeded hash of every key cost more than the rest of copying a piece. The bits are
/// scrambled with a per-process seed all the same, so that keys chosen to collide cannot make lookups slow.
///
/// Reads: pieces (keys, ranges, and whether each holds other pieces). Produces: each key's first entry.
/// Reports: nothing.
struct PieceTable: Sendable {
  /// One slot: a key with its entry, or nothing. Kept together, so a lookup reads one cache line instead of
  /// one in each of four arrays (the lookups of a one-token rebuild missed the cache about four times each).
  private struct Slot {
    var key: UInt64 = 0
    var lower = 0
    var upper = 0
    var holdsOthers = false
    var isUsed = false
  }

  private let slots: [Slot]
  private let mask: Int
  /// How many keys the table holds.
  let count: Int

  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// The table of `entries`, keeping the first entry of a key that occurs twice.
  init(_ entries: [(key: UInt64, range: Range<Int>, holdsOthers: Bool)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var slots = [Slot](repeating: Slot(), count: capacity)
    var count = 0
    let mask = capacity - 1
    for (key, range, holdsOthers) in entries {
      var slot = Self.start(key, mask: mask)
      while slots[slot].isUsed && slots[slot].key != key { slot = (slot + 1) & mask }
      guard !slots[slot].isUsed else { continue }
      slots[slot] = Slot(
        key: key, lower: range.lowerBound, upper: range.upperBound, holdsOthers: holdsOthers, isUsed: true)
      count += 1
    }
    (self.slots, self.mask, self.count) = (slots, mask, count)
  }

  /// The range of `key` and whether other pieces may lie inside it, if the table holds it.
  subscript(key: UInt64) -> (range: Range<Int>, holdsOthers: Bool)? {
    var slot = Self.start(key, mask: mask)
    while slots[slot].isUsed {
      if slots[slot].key == key { return (slots[slot].lower..<slots[slot].upper, slots[slot].holdsOthers) }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
