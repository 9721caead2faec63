/// A read-only map from piece keys to positions in a file's pieces sorted by offset, for `MustachePieces`: an
/// open-addressing table of 4-byte positions, indexed by the key's own bits. Piece keys are already well-mixed
/// 64-bit hashes, so they need no hashing again; the standard dictionary's seeded hash of every key cost more
/// than the rest of copying a piece. The bits are scrambled with a per-process seed all the same, so that keys
/// chosen to collide cannot make lookups slow.
///
/// A slot holds a position, not the piece: the pieces are already in memory, sorted, and at 100,000 tokens a
/// table of whole pieces for the Compose file's 870,000 would take 33 MB, this one 8 MB. A lookup reads the
/// piece at the position to compare keys; most lookups never reach the table, since a render asks for pieces
/// in order (`MustachePieces.range(_:cursor:)`).
///
/// Reads: the pieces' keys. Produces: each key's first position. Reports: nothing.
struct PieceTable: Sendable {
  /// Each slot: a position plus one, or 0 for none.
  private let slots: [UInt32]
  private let mask: Int
  /// How many distinct keys the table holds.
  let count: Int

  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// The table of `pieces`' keys, keeping the first position of a key that occurs twice; at most
  /// `UInt32.max - 1` pieces.
  init(_ pieces: [MustachePiece]) {
    precondition(pieces.count < Int(UInt32.max), "more pieces than a table holds")
    var capacity = 8
    while capacity < pieces.count * 2 { capacity *= 2 }
    var slots = [UInt32](repeating: 0, count: capacity)
    var count = 0
    let mask = capacity - 1
    for (position, piece) in pieces.enumerated() {
      var slot = Self.start(piece.key, mask: mask)
      while slots[slot] != 0 && pieces[Int(slots[slot]) - 1].key != piece.key { slot = (slot + 1) & mask }
      guard slots[slot] == 0 else { continue }
      slots[slot] = UInt32(position + 1)
      count += 1
    }
    (self.slots, self.mask, self.count) = (slots, mask, count)
  }

  /// The first position of `key` in `pieces`, the pieces the table was made of, if any.
  func position(of key: UInt64, in pieces: [MustachePiece]) -> Int? {
    var slot = Self.start(key, mask: mask)
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if pieces[position].key == key { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func start(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
