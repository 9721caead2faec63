@testable import SwatchModel
@testable import SwatchWriters

/// Every keyed item in a context, found by walking its typed objects and lists: the check behind each writer's
/// key tests. A key promises the item's whole JSON form (`MustacheList.key(_:)`), so two items with one key,
/// in one context or in the contexts of two builds, must have the same JSON form.
struct KeyedItems {
  /// Each key seen, with the JSON form of the first item that had it.
  private(set) var forms: [UInt64: JSONValue] = [:]
  /// Keys seen on items whose JSON forms differ: each a broken promise.
  private(set) var conflicts: [(key: UInt64, first: JSONValue, second: JSONValue)] = []
  /// How many keyed items were seen, and how many lists had keys.
  private(set) var itemCount = 0
  private(set) var keyedLists = 0

  /// Adds every keyed item reachable from `value`.
  mutating func add(_ value: MustacheValue) {
    switch value {
    case .object(let object):
      for (_, field) in object.presentFields { add(field) }
    case .items(let list):
      if list.count > 0, list.key(0) != nil { keyedLists += 1 }
      for index in 0..<list.count {
        let item = list.item(index)
        if let key = list.key(index) {
          itemCount += 1
          let form = item.json
          if let first = forms[key] {
            if first != form { conflicts.append((key, first, form)) }
          } else {
            forms[key] = form
          }
        }
        add(item)
      }
    case .list(let items):
      for item in items { add(item) }
    default:
      return
    }
  }

  /// How many distinct keys `other` shares with this one: items the next build can copy.
  func sharedKeys(with other: KeyedItems) -> Int { forms.keys.filter { other.forms[$0] != nil }.count }
}
