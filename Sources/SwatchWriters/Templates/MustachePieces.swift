/// Where one keyed item's text is in a rendered file: its key (`MustacheRenderer.KeyedSection.key`) and its
/// bytes' offset and length, in 16 bytes: a 100,000-token build records over two million.
public struct MustachePiece: Equatable, Sendable {
  /// The item's key, salted with its section's.
  public var key: UInt64
  private var start: UInt32
  private var count: UInt32

  /// Where its text starts, in bytes from the start of the file.
  public var offset: Int { Int(start) }
  /// How many bytes its text has.
  public var length: Int { Int(count) }

  /// A piece with `key` at `offset`, `length` bytes long; both must be in `0...UInt32.max` (a render is at
  /// most `MustacheRenderer.maximumSize` bytes long).
  public init(key: UInt64, offset: Int, length: Int) {
    precondition(UInt32(exactly: offset) != nil && UInt32(exactly: length) != nil, "a piece past 4 GiB")
    (self.key, start, count) = (key, UInt32(offset), UInt32(length))
  }

  /// The same piece in an output where its render starts `base` bytes later.
  func moved(by base: Int) -> MustachePiece { MustachePiece(key: key, offset: offset + base, length: length) }
}

/// The last build's text of one file and where each keyed item's text is in it: what a render copies items
/// from (`MustacheRenderer+Pieces.swift`). Pieces that do not fit the text are dropped; a key that occurs
/// twice keeps its first piece (equal keys promise equal text).
///
/// The text is held in memory, or, for a large file, named by how the build opens it (`ByteSource`), its size
/// and content hash, and read forward as the render copies from it (`PreviousFileReader`), so that a 55 MB
/// file costs a window of it.
public final class MustachePieces: Sendable {
  /// Where the text is.
  enum Source: Sendable {
    /// In memory.
    case bytes([UInt8])
    /// In the file `open` opens, expected to be `byteCount` bytes long with content hash `hash`.
    case file(open: @Sendable () -> (any ByteSource)?, byteCount: Int, hash: UInt64)
  }

  let source: Source
  /// How much a reader of the file reads at a time: `PreviousFileReader.blockSize`, unless a test makes it a
  /// few KiB so that a small file spans many blocks.
  let readSize: Int

  /// The size past which the build hands a render the last build's text as its file, read as the render copies,
  /// rather than read whole first: the size past which a render spools (`MustacheRenderer.spoolThreshold`).
  public static let inFileSize = MustacheRenderer.spoolThreshold
  private let table: PieceTable
  /// Every piece that fits, by offset (the longer first where two start together): where the pieces inside a
  /// copied one are found.
  private let sorted: [MustachePiece]

  /// The pieces `pieces` of the file whose bytes are `bytes`.
  public convenience init(bytes: [UInt8], pieces: [MustachePiece]) {
    self.init(.bytes(bytes), byteCount: bytes.count, pieces: pieces)
  }

  /// The pieces `pieces` of the file `open` opens (once per render), read only as a render copies from it:
  /// it must then prove to be `byteCount` bytes long with content hash `hash`, or the render is done again
  /// without it.
  public convenience init(
    opening open: @escaping @Sendable () -> (any ByteSource)?, byteCount: Int, hash: UInt64,
    pieces: [MustachePiece]
  ) {
    self.init(opening: open, byteCount: byteCount, hash: hash, pieces: pieces, readSize: PreviousFileReader.blockSize)
  }

  /// `init(opening:byteCount:hash:pieces:)` whose readers read `readSize` bytes at a time.
  package convenience init(
    opening open: @escaping @Sendable () -> (any ByteSource)?, byteCount: Int, hash: UInt64,
    pieces: [MustachePiece], readSize: Int
  ) {
    self.init(
      .file(open: open, byteCount: byteCount, hash: hash), byteCount: byteCount, pieces: pieces, readSize: readSize)
  }

  private init(_ source: Source, byteCount: Int, pieces: [MustachePiece], readSize: Int = PreviousFileReader.blockSize)
  {
    (self.source, self.readSize) = (source, readSize)
    let fits = { (piece: MustachePiece) in piece.length <= byteCount - piece.offset }
    // A render records pieces in offset order (an item's before those inside it), so usually the array is
    // kept as it is, shared, not copied: at 100,000 tokens the Compose file has 870,000 pieces.
    var sorted = pieces.allSatisfy(fits) ? pieces : pieces.filter(fits)
    if !zip(sorted, sorted.dropFirst()).allSatisfy({ Self.order($0) <= Self.order($1) }) {
      sorted.sort { Self.order($0) < Self.order($1) }
    }
    table = PieceTable(sorted)
    self.sorted = sorted
  }

  /// How many pieces the file has: about as many as a render of the next version records.
  var pieceCount: Int { sorted.count }

  /// Where `piece` sorts: by offset, the longer first.
  private static func order(_ piece: MustachePiece) -> UInt64 {
    UInt64(piece.offset) << 32 | UInt64(UInt32.max - UInt32(piece.length))
  }

  /// A reader of the text, when it is in a file: one per render, since it reads forward.
  func reader() -> PreviousFileReader? {
    guard case .file(let open, let byteCount, let hash) = source else { return nil }
    return PreviousFileReader(source: open(), byteCount: byteCount, hash: hash, blockSize: readSize)
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
  public var count: Int { table.count }

  /// Where the text of the item keyed `key` is, and whether other keyed items may lie inside it, if the file
  /// has it.
  func range(_ key: UInt64) -> (range: Range<Int>, holdsOthers: Bool)? {
    table.position(of: key, in: sorted).map { position in
      let piece = sorted[position]
      return (piece.offset..<(piece.offset + piece.length), Self.holdsOthers(sorted, position))
    }
  }

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
    guard let found = range(key) else { return nil }
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

  /// The text in `range`, when it is in memory.
  func text(_ range: Range<Int>) -> ArraySlice<UInt8>? {
    guard case .bytes(let bytes) = source else { return nil }
    return bytes[range]
  }

  /// The text of the item keyed `key`, if the file has it and it is in memory.
  func text(_ key: UInt64) -> ArraySlice<UInt8>? { range(key).flatMap { text($0.range) } }

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
