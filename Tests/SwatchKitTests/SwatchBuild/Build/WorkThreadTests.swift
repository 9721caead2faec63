import Foundation
import Testing

@testable import SwatchBuild

/// The staging's work thread does everything handed to it, in the order handed over, however little room it
/// has, and starts again after it has run dry.
@Suite struct WorkThreadTests {
  /// What the work did, in order.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Int] = []
    func append(_ entry: Int) { lock.withLock { entries.append(entry) } }
    var all: [Int] { lock.withLock { entries } }
  }

  @Test(arguments: [1, 3, 256])
  func everythingHandedOverIsDoneInOrder(capacity: Int) {
    let thread = WorkThread(capacity: capacity)
    let log = Log()
    for round in 0..<3 {
      for index in 0..<500 { thread.add { log.append(round * 500 + index) } }
      thread.finish()
      #expect(log.all == Array(0..<(round + 1) * 500))
    }
  }

  @Test func workFromSeveralThreadsIsAllDoneEachInItsOwnOrder() {
    let thread = WorkThread(capacity: 4)
    let log = Log()
    DispatchQueue.concurrentPerform(iterations: 4) { producer in
      for index in 0..<300 { thread.add { log.append(producer * 1000 + index) } }
    }
    thread.finish()
    let all = log.all
    #expect(all.count == 1200)
    for producer in 0..<4 {
      #expect(all.filter { $0 / 1000 == producer } == Array(producer * 1000..<producer * 1000 + 300))
    }
  }
}
