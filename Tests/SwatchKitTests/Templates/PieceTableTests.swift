import Testing

@testable import SwatchWriters

@Suite struct PieceTableTests {
  @Test func findsEveryKeyAndKeepsTheFirstRangeOfARepeatedOne() {
    let table = PieceTable([(7, 0..<3), (0, 3..<5), (7, 9..<12), (UInt64.max, 5..<9)])
    #expect(table.count == 3)
    #expect(table[7] == 0..<3)
    #expect(table[0] == 3..<5)
    #expect(table[UInt64.max] == 5..<9)
    #expect(table[8] == nil)
  }

  @Test func keysThatShareTheirLowBitsAreAllFound() {
    // Multiples of 2^40 agree in every bit a small table could index by before scrambling.
    let entries = (0..<5000).map { (key: UInt64($0) << 40, range: $0..<($0 + 1)) }
    let table = PieceTable(entries)
    #expect(table.count == 5000)
    #expect(entries.allSatisfy { table[$0.key] == $0.range })
    #expect(table[UInt64(5000) << 40] == nil)
  }

  @Test func anEmptyTableFindsNothing() {
    let table = PieceTable([])
    #expect(table.count == 0)
    #expect(table[0] == nil)
  }
}
