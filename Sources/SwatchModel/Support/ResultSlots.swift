import Foundation

/// A fixed row of slots that concurrent workers fill, each writing only its own index.
///
/// Used with `DispatchQueue.concurrentPerform` so parallel work returns results in input order,
/// keeping output deterministic whatever order the work finishes in.
package final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  package init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  package subscript(index: Int) -> Value? {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }

  /// Every slot's value; all must have been filled.
  package var values: [Value] { lock.withLock { slots.map { $0! } } }
}
