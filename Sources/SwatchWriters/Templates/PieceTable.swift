/// A read-only map from piece keys to byte ranges, for `MustachePieces`: an open-addressing table indexed by the
/// key's own bits. Piece keys are already well-mixed 64-bit hashes, so they need no hashing again; the
/// standard dictionary's seeded hash of every key cost more than the rest of copying a piece. The bits are
/// scrambled with a per-process seed all the same, so that keys chosen to collide cannot make lookups slow.
///
/// Reads: pieces (keys, ranges, and whether each holds other pieces). Produces: each key's first entry.
/// Reports: nothing.
struct PieceTable: Sendable {
  /// The largest byte offset a range may end at: the two flags take each bound's top bit. A file holding
  /// pieces is at most `MustacheRenderer.piecedSizeLimit` (8 MiB), far below.
  static let limit = Int(Int32.max)

  /// One slot: a key with its range and flags, or nothing, in 16 bytes. Kept together, so a lookup reads one
  /// cache line instead of one in each of four arrays (the lookups of a one-token rebuild missed the cache
  /// about four times each), and small, so that a table for 10,000 pieces fills half a megabyte, not one.
  private struct Slot {
    var key: UInt64 = 0
    /// The range's lower bound; the top bit says the slot is used.
    var lower: UInt32 = 0
    /// The range's upper bound; the top bit says other pieces may lie inside.
    var upper: UInt32 = 0

    static let flag: UInt32 = 1 << 31

    var isUsed: Bool { lower & Self.flag != 0 }
    var range: Range<Int> { Int(lower & ~Self.flag)..<Int(upper & ~Self.flag) }
    var holdsOthers: Bool { upper & Self.flag != 0 }
  }

  private let slots: [Slot]
  private let mask: Int
  /// How many keys the table holds.
  let count: Int

  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// The table of `entries`, keeping the first entry of a key that occurs twice; ranges must end at or
  /// before `limit`.
  init(_ entries: [(key: UInt64, range: Range<Int>, holdsOthers: Bool)]) {
    self.init(count: entries.count) { entries[$0] }
  }

  /// The table of `count` entries, entry `index` being `entry(index)`: the same as the array form, without
  /// making the array.
  init(count entryCount: Int, _ entry: (Int) -> (key: UInt64, range: Range<Int>, holdsOthers: Bool)) {
    var capacity = 8
    while capacity < entryCount * 2 { capacity *= 2 }
    var slots = [Slot](repeating: Slot(), count: capacity)
    var count = 0
    let mask = capacity - 1
    for index in 0..<entryCount {
      let (key, range, holdsOthers) = entry(index)
      precondition(range.lowerBound >= 0 && range.upperBound <= Self.limit, "a piece past PieceTable.limit")
      var slot = Self.start(key, mask: mask)
      while slots[slot].isUsed && slots[slot].key != key { slot = (slot + 1) & mask }
      guard !slots[slot].isUsed else { continue }
      slots[slot] = Slot(
        key: key, lower: UInt32(range.lowerBound) | Slot.flag,
        upper: UInt32(range.upperBound) | (holdsOthers ? Slot.flag : 0))
      count += 1
    }
    (self.slots, self.mask, self.count) = (slots, mask, count)
  }

  /// The range of `key` and whether other pieces may lie inside it, if the table holds it.
  subscript(key: UInt64) -> (range: Range<Int>, holdsOthers: Bool)? {
    var slot = Self.start(key, mask: mask)
    while slots[slot].isUsed {
      if slots[slot].key == key { return (slots[slot].range, slots[slot].holdsOthers) }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
