// Temporary: replaced by the values branch.
public struct ValueSyntaxError: Error, Hashable, Sendable { public var reason: String }
enum ColorLiteral {
  static func parse(_ text: String) -> Result<ColorValue, ValueSyntaxError> {
    var hex = text.trimmingSpaces
    guard hex.hasPrefix("#") else { return .failure(.init(reason: "not hex")) }
    hex = hex.dropFirst()
    guard hex.count == 6 || hex.count == 8, let n = UInt64(hex, radix: 16) else { return .failure(.init(reason: "bad hex")) }
    let v = hex.count == 6 ? (n << 8 | 0xFF) : n
    return .success(ColorValue(space: .srgb, components: [Double(v >> 24 & 0xFF) / 255, Double(v >> 16 & 0xFF) / 255, Double(v >> 8 & 0xFF) / 255], alpha: Double(v & 0xFF) / 255))
  }
}
enum AlphaLiteral {
  static func parse(_ text: String) -> Double? {
    if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
    return Double(text)
  }
}
enum ValueParser {
  static func parse(_ node: YAMLNode, as type: TokenType) -> Result<TokenValue, ValueSyntaxError> {
    guard let text = node.text else { return .failure(.init(reason: "not scalar")) }
    switch type {
    case .color: return ColorLiteral.parse(text).map { .color($0) }
    case .dimension:
      if text.hasSuffix("px") { return .success(.dimension(.init(value: Double(text.dropLast(2)) ?? 0, unit: .px))) }
      return .success(.dimension(.init(value: Double(text.dropLast(3)) ?? 0, unit: .rem)))
    default: return .success(.string(text))
    }
  }
}
extension ColorValue {
  var hexRGBA: String {
    let c = (components + [alpha]).map { String(Int(($0 * 255).rounded()), radix: 16, uppercase: true) }
    return "#" + c.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }
}
extension TokenValue {
  var jsonValue: JSONValue {
    switch self {
    case .color(let c): return .object([("hex", .string(c.hexRGBA)), ("colorSpace", .string(c.space.rawValue)), ("components", .array(c.components.map { .number($0) })), ("alpha", .number(c.alpha))])
    case .dimension(let d): return .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    default: return .string("\(self)")
    }
  }
  var displayText: String {
    switch self {
    case .color(let c): return c.hexRGBA
    case .dimension(let d): return JSONSerializer.number(d.value) + d.unit.rawValue
    default: return "\(self)"
    }
  }
}
