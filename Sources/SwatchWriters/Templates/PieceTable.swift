/// A read-only map from piece keys to byte ranges, for `MustachePieces`: an open-addressing table indexed by the
/// key's own bits. Piece keys are already well-mixed 64-bit hashes, so they need no hashing again; the
/// standard dictionary's seeded hash of every key cost more than the rest of copying a piece. The bits are
/// scrambled with a per-process seed all the same, so that keys chosen to collide cannot make lookups slow.
///
/// Reads: pieces (keys, ranges, and whether each holds other pieces). Produces: each key's first entry.
/// Reports: nothing.
struct PieceTable: Sendable {
  private let keys: [UInt64]
  private let ranges: [Range<Int>]
  private let holds: [Bool]
  /// Per slot, one more than the position in `keys` of the entry there; 0 for an empty slot.
  private let slots: [Int]
  private let mask: Int

  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// The table of `entries`, keeping the first entry of a key that occurs twice.
  init(_ entries: [(key: UInt64, range: Range<Int>, holdsOthers: Bool)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var slots = [Int](repeating: 0, count: capacity)
    var keys: [UInt64] = []
    var ranges: [Range<Int>] = []
    var holds: [Bool] = []
    keys.reserveCapacity(entries.count)
    ranges.reserveCapacity(entries.count)
    holds.reserveCapacity(entries.count)
    let mask = capacity - 1
    for (key, range, holdsOthers) in entries {
      var slot = Self.start(key, mask: mask)
      while slots[slot] != 0 && keys[slots[slot] - 1] != key { slot = (slot + 1) & mask }
      guard slots[slot] == 0 else { continue }
      keys.append(key)
      ranges.append(range)
      holds.append(holdsOthers)
      slots[slot] = keys.count
    }
    (self.keys, self.ranges, self.holds, self.slots, self.mask) = (keys, ranges, holds, slots, mask)
  }

  /// How many keys the table holds.
  var count: Int { keys.count }

  /// The range of `key` and whether other pieces may lie inside it, if the table holds it.
  subscript(key: UInt64) -> (range: Range<Int>, holdsOthers: Bool)? {
    var slot = Self.start(key, mask: mask)
    while slots[slot] != 0 {
      let entry = slots[slot] - 1
      if keys[entry] == key { return (ranges[entry], holds[entry]) }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
