import Foundation

/// Values made from a graph that several writers need (its distinct values, its paths' words), made once by
/// whichever writer asks first while the others wait for it, and shared by every copy of the graph. A graph
/// with other tokens has its own memo.
///
/// A graph patched from the last build's graph (`ResolvedTokenGraph.remadeTokens`) starts with what that
/// graph's memo had made (`carried`): a value kept per token can be updated for the tokens made again rather
/// than made whole (`value(_:carry:make:)`).
///
/// Reads: nothing itself. Produces: each kind of value once, by its type.
package final class GraphMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [SlotKey: Slot] = [:]
  /// What the previous graph's memo had made, when this graph was patched from it, each value until it is
  /// carried (so a watching process holds one build's tables, not two); under `lock`.
  private var carried: [SlotKey: any Sendable]
  /// The positions of the tokens made again since the previous graph, in order; nil for a graph made whole.
  private let remade: [Int]?
  /// Whether the next graph may be patched from this one and carry its values (a watching process's graph):
  /// only then are named values kept (`value(_:named:carry:make:)`), since nothing else asks for them twice.
  private(set) var isCarried: Bool

  /// Which value a slot holds: its type, and a name for values of one type made several ways (one per writer
  /// output, say).
  private struct SlotKey: Hashable {
    let type: ObjectIdentifier
    let name: String
  }

  /// One value's slot, locked while the value is made.
  private final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var value: (any Sendable)?
  }

  /// An empty memo, for a graph made whole.
  package init() {
    (carried, remade, isCarried) = ([:], nil, false)
  }

  /// A memo for a graph patched from `previous`'s graph by making again the tokens at `remade`, holding what
  /// `previous` had made. It holds no reference to `previous`, so memos do not chain from build to build.
  package init(carrying previous: GraphMemo, remade: [Int]) {
    carried = previous.madeValues()
    self.remade = remade
    isCarried = true
  }

  /// Marks the memo as one the next graph may carry, before any writer reads it.
  package func keepForNextGraph() { isCarried = true }

  /// The value of type `Value`, made by `make` the first time it is asked for.
  package func value<Value: Sendable>(_: Value.Type, make: () -> Value) -> Value {
    value(Value.self, carry: nil, make: make)
  }

  /// The value of type `Value` called `name`, made the first time it is asked for (a named value only in a
  /// memo the next graph carries; elsewhere every ask makes it): by `carry` from the
  /// previous graph's value and the positions of the tokens made again, when this graph was patched and the
  /// previous graph's memo had made it and `carry` gives one; else by `make`. `carry` must give what `make`
  /// would, or nil: use it only for a value whose part for each token depends on nothing but that token, the
  /// paths of the others and what `name` stands for.
  package func value<Value: Sendable>(
    _: Value.Type, named name: String = "", carry: ((Value, _ remade: [Int]) -> Value?)?, make: () -> Value
  ) -> Value {
    // A named value is one of several of its type (one per output); kept for the next graph alone.
    if !name.isEmpty, !isCarried { return make() }
    let key = SlotKey(type: ObjectIdentifier(Value.self), name: name)
    lock.lock()
    let slot = slots[key] ?? Slot()
    slots[key] = slot
    lock.unlock()
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let made = slot.value as? Value { return made }
    let value: Value
    let old = lock.withLock { carried.removeValue(forKey: key) } as? Value
    if let carry, let remade, let old, let kept = carry(old, remade) {
      value = kept
    } else {
      value = make()
    }
    slot.value = value
    return value
  }

  /// Every value made so far, by its type.
  private func madeValues() -> [SlotKey: any Sendable] {
    let current = lock.withLock { slots }
    var made: [SlotKey: any Sendable] = [:]
    for (key, slot) in current {
      if let value = slot.lock.withLock({ slot.value }) { made[key] = value }
    }
    return made
  }
}
