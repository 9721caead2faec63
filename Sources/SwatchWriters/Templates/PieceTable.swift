/// A read-only map from piece keys to byte ranges, for `MustachePieces`: an open-addressing table indexed by the
/// key's own bits. Piece keys are already well-mixed 64-bit hashes, so they need no hashing again; the
/// standard dictionary's seeded hash of every key cost more than the rest of copying a piece. The bits are
/// scrambled with a per-process seed all the same, so that keys chosen to collide cannot make lookups slow.
///
/// Reads: pieces (keys and ranges). Produces: each key's first range. Reports: nothing.
struct PieceTable: Sendable {
  private let keys: [UInt64]
  private let ranges: [Range<Int>]
  /// Per slot, one more than the position in `keys` of the entry there; 0 for an empty slot.
  private let slots: [Int]
  private let mask: Int

  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// The table of `entries`, keeping the first range of a key that occurs twice.
  init(_ entries: [(key: UInt64, range: Range<Int>)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var slots = [Int](repeating: 0, count: capacity)
    var keys: [UInt64] = []
    var ranges: [Range<Int>] = []
    keys.reserveCapacity(entries.count)
    ranges.reserveCapacity(entries.count)
    let mask = capacity - 1
    for (key, range) in entries {
      var slot = Self.start(key, mask: mask)
      while slots[slot] != 0 && keys[slots[slot] - 1] != key { slot = (slot + 1) & mask }
      guard slots[slot] == 0 else { continue }
      keys.append(key)
      ranges.append(range)
      slots[slot] = keys.count
    }
    (self.keys, self.ranges, self.slots, self.mask) = (keys, ranges, slots, mask)
  }

  /// How many keys the table holds.
  var count: Int { keys.count }

  /// The range of `key`, if the table holds it.
  subscript(key: UInt64) -> Range<Int>? {
    var slot = Self.start(key, mask: mask)
    while slots[slot] != 0 {
      let entry = slots[slot] - 1
      if keys[entry] == key { return ranges[entry] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
