import Testing

@testable import SwatchBuild
@testable import SwatchModel
@testable import SwatchWriters

/// The piece store reads back what it wrote, for its own invocation only, and is no store when damaged.
@Suite struct PieceStoreTests {
  static let files: [String: (hash: UInt64, pieces: [MustachePiece])] = [
    "out/b.swift": (7, [MustachePiece(key: 1, offset: 0, length: 3), MustachePiece(key: .max, offset: 3, length: 9)]),
    "out/a.kt": (0xFFFF_FFFF_FFFF, [MustachePiece(key: 42, offset: 100, length: 0)]),
  ]

  @Test func readsBackEveryFilesPieces() throws {
    let store = try #require(PieceStore(bytes: PieceStore.encode(key: "k", files: Self.files), key: "k"))
    for (path, file) in Self.files {
      let read = try #require(store.pieces(path))
      #expect(read.hash == file.hash)
      #expect(read.pieces == file.pieces)
    }
    #expect(store.pieces("out/c.css") == nil)
  }

  @Test func anotherInvocationsOrADamagedStoreIsNone() {
    let bytes = PieceStore.encode(key: "k", files: Self.files)
    #expect(PieceStore(bytes: bytes, key: "other") == nil)
    for cut in [1, 17, bytes.count / 2, bytes.count - 1] {
      #expect(PieceStore(bytes: Array(bytes.prefix(cut)), key: "k") == nil)
    }
    #expect(PieceStore(bytes: Array("swatch-pieces 0\nkey k\n".utf8), key: "k") == nil)
  }

  /// Any one byte of a file's record changed (a piece moved by one byte, a key, a hash) makes that record no
  /// record, named for a note, while the other file's record still reads; the whole store is dropped only
  /// when the records no longer tile it.
  @Test func aRecordWhoseChecksumFailsIsDroppedAndNamed() throws {
    let bytes = PieceStore.encode(key: "k", files: Self.files)
    let header = Array("swatch-state 1 pieces\nkey k\n".utf8).count
    for at in header..<bytes.count {
      var damaged = bytes
      damaged[at] ^= 0x01
      guard let store = PieceStore(bytes: damaged, key: "k") else { continue }
      let read = Self.files.keys.filter { store.pieces($0) != nil }
      #expect(read.count == 1, "byte \(at)")
      #expect(store.damagedPaths.count <= 1, "byte \(at)")
    }
  }

  @Test func piecesMustNestInsideTheirFile() {
    let piece = { (offset: Int, length: Int) in MustachePiece(key: 1, offset: offset, length: length) }
    #expect(PieceStore.areNested([piece(0, 10), piece(2, 3), piece(5, 5), piece(10, 2)], within: 12))
    #expect(PieceStore.areNested([piece(10, 2), piece(0, 10)], within: 12), "any order, sorted first")
    #expect(!PieceStore.areNested([piece(0, 10), piece(8, 4)], within: 12), "overlapping")
    #expect(!PieceStore.areNested([piece(0, 13)], within: 12), "past the end")
    #expect(!PieceStore.areNested([piece(12, 1)], within: 12), "after the end")
  }

  @Test func piecesOutsideTheTextAreDropped() {
    let pieces = MustachePieces(
      bytes: Array("abcdef".utf8),
      pieces: [
        MustachePiece(key: 1, offset: 0, length: 2), MustachePiece(key: 2, offset: 5, length: 2),
        MustachePiece(key: 3, offset: 6, length: 1), MustachePiece(key: 1, offset: 2, length: 2),
      ])
    #expect(pieces.count == 1)
    #expect(pieces.text(1).map { Array($0) } == Array("ab".utf8))
    #expect(pieces.text(2) == nil)
  }
}
