import Foundation

/// Values made from a graph that several writers need (its distinct values, its paths' words), made once by
/// whichever writer asks first while the others wait for it, and shared by every copy of the graph. A graph
/// with other tokens has its own memo.
///
/// Reads: nothing itself. Produces: each kind of value once, by its type.
package final class GraphMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [ObjectIdentifier: Slot] = [:]

  /// One value's slot, locked while the value is made.
  private final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var value: (any Sendable)?
  }

  /// The value of type `Value`, made by `make` the first time it is asked for.
  package func value<Value: Sendable>(_: Value.Type, make: () -> Value) -> Value {
    lock.lock()
    let slot = slots[ObjectIdentifier(Value.self)] ?? Slot()
    slots[ObjectIdentifier(Value.self)] = slot
    lock.unlock()
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let made = slot.value as? Value { return made }
    let value = make()
    slot.value = value
    return value
  }
}
