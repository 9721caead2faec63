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
  private let ranges: [UInt64: Range<Int>]

  /// The pieces `pieces` of the file whose bytes are `bytes`.
  public init(bytes: [UInt8], pieces: [MustachePiece]) {
    var ranges: [UInt64: Range<Int>] = [:]
    ranges.reserveCapacity(pieces.count)
    for piece in pieces where piece.offset >= 0 && piece.length >= 0 && piece.length <= bytes.count - piece.offset {
      if ranges[piece.key] == nil { ranges[piece.key] = piece.offset..<(piece.offset + piece.length) }
    }
    self.bytes = bytes
    self.ranges = ranges
  }

  /// How many distinct keys there are.
  public var count: Int { ranges.count }

  /// The text of the item keyed `key`, if the file has it.
  func text(_ key: UInt64) -> ArraySlice<UInt8>? {
    ranges[key].map { bytes[$0] }
  }
}
