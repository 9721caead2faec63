import Testing

@testable import SwatchWriters

@Suite struct PieceTableTests {
  @Test func findsEveryKeyAndKeepsTheFirstPositionOfARepeatedOne() {
    let pieces = [
      MustachePiece(key: 7, offset: 0, length: 3), MustachePiece(key: 0, offset: 3, length: 2),
      MustachePiece(key: UInt64.max, offset: 5, length: 4), MustachePiece(key: 7, offset: 9, length: 3),
    ]
    let table = PieceTable(pieces)
    #expect(table.count == 3)
    #expect(table.position(of: 7, in: pieces) == 0)
    #expect(table.position(of: 0, in: pieces) == 1)
    #expect(table.position(of: UInt64.max, in: pieces) == 2)
    #expect(table.position(of: 8, in: pieces) == nil)
  }

  @Test func keysThatShareTheirLowBitsAreAllFound() {
    // Multiples of 2^40 agree in every bit a small table could index by before scrambling.
    let pieces = (0..<5000).map { MustachePiece(key: UInt64($0) << 40, offset: $0, length: 1) }
    let table = PieceTable(pieces)
    #expect(table.count == 5000)
    #expect(pieces.indices.allSatisfy { table.position(of: pieces[$0].key, in: pieces) == $0 })
    #expect(table.position(of: UInt64(5000) << 40, in: pieces) == nil)
  }

  @Test func piecesUpTo4GiBKeepTheirBounds() {
    let limit = Int(UInt32.max)
    let pieces = [
      MustachePiece(key: 1, offset: 0, length: limit), MustachePiece(key: 2, offset: limit - 1, length: 1),
      MustachePiece(key: 3, offset: limit, length: 0), MustachePiece(key: 4, offset: 0, length: 0),
    ]
    let file = MustachePieces(opening: { nil }, byteCount: limit, hash: 0, pieces: pieces)
    for piece in pieces {
      #expect(file.range(piece.key)?.range == piece.offset..<(piece.offset + piece.length), "key \(piece.key)")
    }
  }

  @Test func anEmptyTableFindsNothing() {
    let table = PieceTable([])
    #expect(table.count == 0)
    #expect(table.position(of: 0, in: []) == nil)
  }

  @Test func aPieceHoldsOthersExactlyWhenTheSearchFindsSome() throws {
    let pieces = [
      MustachePiece(key: 1, offset: 0, length: 10),  // holds 2 and 3
      MustachePiece(key: 2, offset: 2, length: 3),
      MustachePiece(key: 3, offset: 0, length: 2),  // starts where 1 does, shorter
      MustachePiece(key: 4, offset: 10, length: 5),  // holds only its own copy, 5
      MustachePiece(key: 5, offset: 10, length: 5),
      MustachePiece(key: 6, offset: 15, length: 0),  // empty, at 4's end
      MustachePiece(key: 7, offset: 15, length: 5),
    ]
    let file = MustachePieces(bytes: [UInt8](repeating: 0x61, count: 20), pieces: pieces)
    for piece in pieces {
      let found = try #require(file.range(piece.key))
      #expect(found.range == piece.offset..<(piece.offset + piece.length))
      #expect(found.holdsOthers == !file.pieces(inside: found.range).isEmpty, "piece \(piece.key)")
    }
    #expect(file.range(1)?.holdsOthers == true)
    #expect(file.range(4)?.holdsOthers == false)
  }

  @Test func theCursorFindsWhatTheTableFindsAndStepsPastThePiecesInside() throws {
    let pieces = [
      MustachePiece(key: 1, offset: 0, length: 10),  // holds 2 and 3
      MustachePiece(key: 2, offset: 2, length: 3),
      MustachePiece(key: 3, offset: 0, length: 2),
      MustachePiece(key: 4, offset: 10, length: 5),
      MustachePiece(key: 5, offset: 10, length: 5),  // a copy of 4
      MustachePiece(key: 7, offset: 15, length: 5),
      MustachePiece(key: 6, offset: 15, length: 0),
    ]
    let file = MustachePieces(bytes: [UInt8](repeating: 0x61, count: 20), pieces: pieces)
    // In offset order: 1, 3, 2, 4, 5, 7, 6. Asked for in the order a render copies them, each is the piece at
    // the cursor, which then moves past the pieces inside it (3 and 2) and the copies of it (5).
    var cursor = 0
    for (key, next) in [(UInt64(1), 3), (4, 5), (7, 7)] {
      let found = try #require(file.range(key, cursor: &cursor))
      #expect(found.range == file.range(key)?.range, "piece \(key)")
      #expect(found.holdsOthers == file.range(key)?.holdsOthers, "piece \(key)")
      #expect(cursor == next, "after piece \(key)")
    }
    // Past the end, or wherever the cursor is, a key is found as the table finds it, and the cursor moves to
    // the first piece at or after its end.
    #expect(file.range(6, cursor: &cursor)?.range == 15..<15)
    #expect(cursor == 5)
    for order in [[UInt64(6), 2, 9, 1, 7, 3, 5, 4], [9, 9, 3, 3, 2, 1, 5, 6, 4, 7]] {
      var cursor = 0
      for key in order {
        let found = file.range(key, cursor: &cursor)
        #expect(found?.range == file.range(key)?.range, "piece \(key)")
        #expect(found?.holdsOthers == file.range(key)?.holdsOthers, "piece \(key)")
      }
    }
  }
}
