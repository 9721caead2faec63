/// Where one keyed item's text is in a rendered file: its key (`MustacheRenderer.KeyedSection.key`) and its
/// bytes' offset and length.
public struct MustachePiece: Equatable, Sendable {
  /// The item's key, salted with its section's.
  public var key: UInt64
  /// Where its text starts, in bytes from the start of the file.
  public var offset: Int
  /// How many bytes its text has.
  public var length: Int

  /// A piece with `key` at `offset`, `length` bytes long.
  public init(key: UInt64, offset: Int, length: Int) {
    (self.key, self.offset, self.length) = (key, offset, length)
  }

  /// The same piece in an output where its render starts `base` bytes later.
  func moved(by base: Int) -> MustachePiece { MustachePiece(key: key, offset: offset + base, length: length) }
}

/// The last build's text of one file and where each keyed item's text is in it: what a render copies items
/// from (`MustacheRenderer+Pieces.swift`). Pieces that do not fit the text are dropped; a key that occurs
/// twice keeps its first piece (equal keys promise equal text).
public final class MustachePieces: Sendable {
  private let bytes: [UInt8]
  private let ranges: PieceTable
  /// Every piece that fits, by offset (the longer first where two start together): where the pieces inside a
  /// copied one are found.
  private let sorted: [MustachePiece]

  /// The pieces `pieces` of the file whose bytes are `bytes`.
  public init(bytes: [UInt8], pieces: [MustachePiece]) {
    // A file past the table's reach keeps no pieces (none is recorded for a file past 8 MiB).
    let fitting =
      bytes.count > PieceTable.limit
      ? []
      : pieces.filter { $0.offset >= 0 && $0.length >= 0 && $0.length <= bytes.count - $0.offset }
    self.bytes = bytes
    // By offset, the longer first: a piece's position in one 64-bit number, so the sort compares integers.
    var order = fitting.indices.map { index in
      (position: UInt64(fitting[index].offset) << 32 | UInt64(UInt32.max - UInt32(fitting[index].length)), index: index)
    }
    order.sort { $0.position < $1.position }
    let sorted = order.map { fitting[$0.index] }
    var holdsOthers = [Bool](repeating: false, count: fitting.count)
    for (position, entry) in order.enumerated() {
      holdsOthers[entry.index] = Self.holdsOthers(sorted, position)
    }
    ranges = PieceTable(count: fitting.count) { index in
      let piece = fitting[index]
      return (piece.key, piece.offset..<(piece.offset + piece.length), holdsOthers[index])
    }
    self.sorted = sorted
  }

  /// Whether a piece other than the one at `position` of `sorted`, and other than its copies, starts inside
  /// it: only then can `pieces(inside:)` find anything, so a copy of an item holding no keyed item skips the
  /// search (most items).
  private static func holdsOthers(_ sorted: [MustachePiece], _ position: Int) -> Bool {
    let piece = sorted[position]
    var next = position + 1
    while next < sorted.count, sorted[next].offset == piece.offset, sorted[next].length == piece.length { next += 1 }
    return next < sorted.count && sorted[next].offset < piece.offset + piece.length
  }

  /// How many distinct keys there are.
  public var count: Int { ranges.count }

  /// Where the text of the item keyed `key` is, and whether other keyed items may lie inside it, if the file
  /// has it.
  func range(_ key: UInt64) -> (range: Range<Int>, holdsOthers: Bool)? { ranges[key] }

  /// `range(_:)`, looking first at the piece at `cursor` in offset order, then moving `cursor` past the piece
  /// found and the pieces inside it. A render asks for items in the order the last build rendered them, so
  /// the piece after the last one copied is nearly always the one asked for: read from an array in order, not
  /// from a random slot of the table (whose cache misses were the most of copying an item). A key that occurs
  /// twice may be found at either place: equal keys promise equal text.
  func range(_ key: UInt64, cursor: inout Int) -> (range: Range<Int>, holdsOthers: Bool)? {
    if cursor >= 0, cursor < sorted.count, sorted[cursor].key == key {
      let piece = sorted[cursor]
      let holdsOthers = Self.holdsOthers(sorted, cursor)
      cursor += 1
      while cursor < sorted.count, sorted[cursor].offset < piece.offset + piece.length { cursor += 1 }
      return (piece.offset..<(piece.offset + piece.length), holdsOthers)
    }
    guard let found = ranges[key] else { return nil }
    cursor = firstPiece(startingAtOrAfter: found.range.upperBound)
    return found
  }

  /// The position in `sorted` of the first piece that starts at or after `offset`.
  private func firstPiece(startingAtOrAfter offset: Int) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].offset < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The text in `range`.
  func text(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

  /// The text of the item keyed `key`, if the file has it.
  func text(_ key: UInt64) -> ArraySlice<UInt8>? { ranges[key].map { text($0.range) } }

  /// The pieces strictly inside `range`, the text of a piece: the nested items it holds.
  func pieces(inside range: Range<Int>) -> ArraySlice<MustachePiece> {
    let low = firstPiece(startingAtOrAfter: range.lowerBound)
    var end = low
    while end < sorted.count, sorted[end].offset < range.upperBound { end += 1 }
    // Most items hold no keyed item: the only piece found is the item's own.
    if end - low == 1, sorted[low].offset == range.lowerBound, sorted[low].length == range.count { return [] }
    return sorted[low..<end].filter { piece in
      piece.offset + piece.length <= range.upperBound
        && (piece.offset, piece.length) != (range.lowerBound, range.count)
    }[...]
  }
}
