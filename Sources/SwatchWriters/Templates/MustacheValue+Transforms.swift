import Foundation

extension MustacheValue {
  /// The value with transform `name` applied (`{{uppercased(name)}}`), or nil when the transform does not
  /// apply to it. The transforms are swift-mustache's, for the values a JSON context holds:
  ///
  /// - strings and numbers (as their text): `uppercased`, `lowercased`, `capitalized`, `reversed`, `empty`;
  /// - lists: `first`, `last`, `reversed`, `count`, `empty`;
  /// - objects: `count`, `empty`, and `enumerated` and `sorted` (entries read as `key` and `value`);
  /// - counts and indexes: `plusone`, `minusone`, `even`, `odd`, `equalzero`.
  func transformed(_ name: String) -> MustacheValue? {
    switch self {
    case .json(.string(let text)), .text(let text): return Self.transform(text, name)
    case .json(.number(let number)): return Self.transform(NumberText.shortest(number), name)
    case .json(.array(let items)): return Self.transform(items.map(MustacheValue.json), name)
    case .list(let items): return Self.transform(items, name)
    case .json(.object(let pairs)): return Self.transform(pairs, name)
    case .int(let value): return Self.transform(value, name)
    case .items(let list): return Self.transform((0..<list.count).map(list.item), name)
    case .object: return json.transformedObject(name)
    default: return nil
    }
  }

  private static func transform(_ text: String, _ name: String) -> MustacheValue? {
    switch name {
    case "empty": return .bool(text.isEmpty)
    case "capitalized": return .text(text.capitalized)
    case "lowercased": return .text(text.lowercased())
    case "uppercased": return .text(text.uppercased())
    case "reversed": return .text(String(text.reversed()))
    default: return nil
    }
  }

  private static func transform(_ items: [MustacheValue], _ name: String) -> MustacheValue? {
    switch name {
    case "first": return items.first
    case "last": return items.last
    case "reversed": return .list(items.reversed())
    case "count": return .int(items.count)
    case "empty": return .bool(items.isEmpty)
    default: return nil
    }
  }

  static func transform(_ pairs: [(String, JSONValue)], _ name: String) -> MustacheValue? {
    var seen: Set<String> = []
    let entries = pairs.filter { seen.insert($0.0).inserted }
    switch name {
    case "count": return .int(entries.count)
    case "empty": return .bool(entries.isEmpty)
    case "enumerated": return .list(entries.map { .pair(MustacheEntry(key: $0.0, value: $0.1)) })
    case "sorted": return .list(entries.sorted { $0.0 < $1.0 }.map { .pair(MustacheEntry(key: $0.0, value: $0.1)) })
    default: return nil
    }
  }

  private static func transform(_ value: Int, _ name: String) -> MustacheValue? {
    switch name {
    case "equalzero": return .bool(value == 0)
    case "plusone": return .int(value + 1)
    case "minusone": return .int(value - 1)
    case "even": return .bool(value & 1 == 0)
    case "odd": return .bool(value & 1 == 1)
    default: return nil
    }
  }
}

/// Where a list section is: what `{{first()}}`, `{{last()}}`, `{{index()}}`, `{{even()}}` and `{{odd()}}`
/// read inside it.
struct MustacheSequencePosition: Sendable {
  var index: Int
  var isLast: Bool

  func transformed(_ name: String) -> MustacheValue? {
    switch name {
    case "first": return .bool(index == 0)
    case "last": return .bool(isLast)
    case "index": return .int(index)
    case "even": return .bool(index & 1 == 0)
    case "odd": return .bool(index & 1 == 1)
    default: return nil
    }
  }
}

extension JSONValue {
  /// An object transform of a typed object's JSON form.
  fileprivate func transformedObject(_ name: String) -> MustacheValue? {
    guard case .object(let pairs) = self else { return nil }
    return MustacheValue.transform(pairs, name)
  }
}
