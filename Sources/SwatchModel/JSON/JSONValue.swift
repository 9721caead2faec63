/// A JSON document built in memory and serialized deterministically.
///
/// Objects keep the order their keys were given in, so writers decide order explicitly (usually
/// sorted by token path); nothing depends on dictionary iteration order.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let o):
      for (key, value) in o {
        hasher.combine(key)
        hasher.combine(value)
      }
    }
  }
}

extension JSONValue {
  /// The value of `key` if this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }
}
