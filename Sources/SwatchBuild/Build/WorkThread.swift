import Foundation

/// A thread of its own that does the work handed to it, in order: started when work comes and ended when none
/// is left, so it needs no shutting down. It is not one of Dispatch's threads, which the writers occupy, so
/// work handed over from a writer never waits for a writer to finish.
///
/// Used by `OutputStaging.stageSoon`: the asset catalog's thousands of small files are created here while the
/// catalog makes the next ones.
final class WorkThread: @unchecked Sendable {
  private let condition = NSCondition()
  private var waiting: [@Sendable () -> Void] = []
  private var isRunning = false
  /// How much work waits at most; `add` waits while this much does. The thread holds as much again while it
  /// works through what it took.
  let capacity: Int

  /// A work thread holding at most `capacity` pieces of work waiting.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Hands `work` over, first waiting while `capacity` pieces of work are waiting.
  func add(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    while waiting.count >= capacity { condition.wait() }
    waiting.append(work)
    guard !isRunning else { return }
    isRunning = true
    Thread.detachNewThread { [self] in run() }
  }

  /// Waits until all the work handed over is done.
  func finish() {
    condition.lock()
    while isRunning || !waiting.isEmpty { condition.wait() }
    condition.unlock()
  }

  /// The thread's body: does what is waiting, a batch at a time, until nothing is.
  private func run() {
    condition.lock()
    while !waiting.isEmpty {
      let batch = waiting
      waiting = []
      condition.broadcast()
      condition.unlock()
      for work in batch { work() }
      condition.lock()
    }
    isRunning = false
    condition.broadcast()
    condition.unlock()
  }
}
