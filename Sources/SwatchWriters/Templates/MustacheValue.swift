/// A value in a template's context: a writer's typed objects and lists, JSON, or what a transform made of
/// one. Every value has a JSON form (`json`), which renders the same text.
public enum MustacheValue: Sendable {
  /// JSON: a whole context, or a part of one such as a formatted value shared by many tokens.
  case json(JSONValue)
  /// Text.
  case text(String)
  /// A whole number.
  case int(Int)
  /// A flag.
  case bool(Bool)
  /// A list of values.
  case list([MustacheValue])
  /// An object's entry, from `enumerated(object)` or `sorted(object)`: read as `key` and `value`.
  case pair(MustacheEntry)
  /// A typed object, read through its shape.
  case object(any MustacheObject)
  /// A typed list, its items made as they render.
  case items(any MustacheList)

  /// The child called `name`: an object's first entry with that key, or a typed object's field.
  func child(_ name: String) -> MustacheValue? {
    switch self {
    case .json(.object(let pairs)): return Self.child(name, in: pairs)
    case .object(let object): return object.child(named: name)
    case .pair(let entry):
      if name == "key" { return .text(entry.key) }
      return name == "value" ? .json(entry.value) : nil
    default: return nil
    }
  }

  private static func child(_ name: String, in pairs: [(String, JSONValue)]) -> MustacheValue? {
    // Comparing lengths first skips most keys without the general string comparison.
    let length = name.utf8.count
    for pair in pairs where pair.0.utf8.count == length && pair.0 == name { return .json(pair.1) }
    return nil
  }

  /// Whether a section over the value renders: nulls, `false` and empty lists do not, everything else
  /// (empty strings and zero included) does.
  var isTruthy: Bool {
    switch self {
    case .json(.null): return false
    case .json(.bool(let value)), .bool(let value): return value
    case .json(.array(let items)): return !items.isEmpty
    case .list(let items): return !items.isEmpty
    case .items(let items): return items.count > 0
    default: return true
    }
  }

  /// Appends the value's text: strings as they are, numbers as JSON writes them, booleans as `true` and
  /// `false`; nulls, lists and objects as nothing.
  func append(to output: inout [UInt8], escapingHTML: Bool) {
    switch self {
    case .json(.string(let text)), .text(let text): Self.append(text, to: &output, escapingHTML: escapingHTML)
    case .json(.number(let number)): output += NumberText.shortest(number).utf8
    case .json(.bool(let value)), .bool(let value): output += (value ? "true" : "false").utf8
    case .int(let value): output += String(value).utf8
    default: return
    }
  }

  private static func append(_ text: String, to output: inout [UInt8], escapingHTML: Bool) {
    guard escapingHTML else {
      output += text.utf8
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += "&amp;".utf8
      case UInt8(ascii: "<"): output += "&lt;".utf8
      case UInt8(ascii: ">"): output += "&gt;".utf8
      case UInt8(ascii: "\""): output += "&quot;".utf8
      default: output.append(byte)
      }
    }
  }
}

/// An object's entry as `enumerated(object)` and `sorted(object)` list it. A class, so that a context value is
/// at most a string and a tag wide: a wider value is destroyed through the runtime's generic enum code, which
/// would be a twentieth of a first build.
public final class MustacheEntry: Sendable {
  /// The entry's key.
  public let key: String
  /// The entry's value.
  public let value: JSONValue

  /// The entry `key`: `value`.
  public init(key: String, value: JSONValue) { (self.key, self.value) = (key, value) }
}
