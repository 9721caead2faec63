import Foundation

/// Values by position, each made the first time it is read, from any thread: the texts a writer's context
/// holds for every token or distinct value, of which a build after a one-token edit reads a few (the renderer
/// copies every other item from the last build's file, `MustacheRenderer+Pieces.swift`).
///
/// `make` must be a pure function of the position: two threads reading a position at once may both make its
/// value, and either is kept. Positions are guarded by a few locks in turn, so two threads rendering chunks of
/// one list seldom wait for each other.
///
/// Reads: `make`. Produces: `self[position]`.
final class LazyTable<Value: Sendable>: @unchecked Sendable {
  /// How many positions there are.
  let count: Int
  private let make: @Sendable (Int) -> Value
  private let slots: UnsafeMutablePointer<Value?>
  private let locks: [NSLock]

  /// A table of `count` values, the one at `position` being `make(position)`.
  init(count: Int, _ make: @escaping @Sendable (Int) -> Value) {
    self.count = count
    self.make = make
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: nil, count: max(count, 1))
    locks = (0..<16).map { _ in NSLock() }
  }

  deinit {
    slots.deinitialize(count: max(count, 1))
    slots.deallocate()
  }

  /// The value at `position`, from 0 to `count - 1`, made now if no read made it before.
  subscript(position: Int) -> Value {
    precondition(position >= 0 && position < count, "LazyTable position out of range")
    let lock = locks[position & 15]
    if let known = lock.withLock({ slots[position] }) { return known }
    let value = make(position)
    lock.withLock { slots[position] = value }
    return value
  }
}
