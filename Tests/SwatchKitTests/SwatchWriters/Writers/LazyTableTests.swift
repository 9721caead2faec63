import Dispatch
import Foundation
import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// `LazyTable`: each value is made when first read, from any thread, and every read gives what `make` gives.
@Suite struct LazyTableTests {
  /// Counts calls from every thread.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Int: Int] = [:]
    func add(_ position: Int) { lock.withLock { calls[position, default: 0] += 1 } }
    var positions: Set<Int> { lock.withLock { Set(calls.keys) } }
    var total: Int { lock.withLock { calls.values.reduce(0, +) } }
  }

  @Test func makesOnlyWhatIsReadAndKeepsIt() {
    let counter = Counter()
    let table = LazyTable(count: 1000) { position in
      counter.add(position)
      return "value \(position)"
    }
    #expect(counter.total == 0)
    #expect(table[7] == "value 7")
    #expect(table[7] == "value 7")
    #expect(table[999] == "value 999")
    #expect(counter.positions == [7, 999])
    #expect(counter.total == 2)
  }

  @Test func readsFromEveryCoreAgreeWithMake() {
    let counter = Counter()
    let table = LazyTable(count: 5000) { position in
      counter.add(position)
      return [position, position * 3]
    }
    let mismatches = ResultSlots<Int>(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { lane in
      var wrong = 0
      // Every lane reads every position, in a different order, so reads of one position overlap.
      for step in 0..<5000 {
        let position = (step * 7 + lane * 613) % 5000
        if table[position] != [position, position * 3] { wrong += 1 }
      }
      mismatches[lane] = wrong
    }
    #expect(mismatches.values.allSatisfy { $0 == 0 })
    #expect(counter.positions.count == 5000)
    // Two lanes may make one value at once; never every lane every value.
    #expect(counter.total < 5000 * 8)
  }

  @Test func holdsSlotsOnlyForThePagesRead() {
    let table = LazyTable(count: 100_000) { "value \($0)" }
    #expect(table.allocatedPages == 0)
    #expect(table[0] == "value 0" && table[1] == "value 1" && table[99_999] == "value 99999")
    #expect(table[LazyTable<String>.pageSize] == "value \(LazyTable<String>.pageSize)")
    #expect(table.allocatedPages == 3)
  }

  @Test func anEmptyTableHoldsNothing() {
    let table = LazyTable<String>(count: 0) { _ in "never" }
    #expect(table.count == 0)
  }
}
