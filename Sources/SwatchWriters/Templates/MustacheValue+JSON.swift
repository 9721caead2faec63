extension MustacheValue {
  /// The value as JSON: typed objects as objects of their present fields in shape order, typed lists as
  /// arrays. Rendering the JSON form gives the same text as rendering the value, which is how swift-mustache
  /// checks Swatch's renderer and how golden files record each writer's context.
  public var json: JSONValue {
    switch self {
    case .json(let value): return value
    case .text(let text): return .string(text)
    case .int(let value): return .number(Double(value))
    case .bool(let value): return .bool(value)
    case .list(let items): return .array(items.map(\.json))
    case .pair(let entry): return .object([("key", .string(entry.key)), ("value", entry.value)])
    case .object(let object): return .object(object.presentFields.map { ($0, $1.json) })
    case .items(let items): return .array((0..<items.count).map { items.item($0).json })
    }
  }
}
