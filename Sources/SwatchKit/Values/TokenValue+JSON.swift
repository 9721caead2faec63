extension TokenValue {
  /// The value as JSON, for `swatch resolve --format json`.
  ///
  /// - color: `{"hex": "#RRGGBBAA", "colorSpace": …, "components": […], "alpha": …}` in that order, with
  ///   the components in the value's own space at full precision and `hex` the gamut-mapped 8-bit sRGB;
  /// - dimension and duration: `{"value": 16, "unit": "px"}`;
  /// - number and fontWeight: a number; fontFamily: an array of strings, even for one name;
  /// - cubicBezier: `[x1, y1, x2, y2]`; string: a string.
  public var jsonValue: JSONValue {
    switch self {
    case .color(let color): return color.jsonValue
    case .dimension(let dimension): return Self.measure(dimension.value, dimension.unit.rawValue)
    case .number(let number): return .number(number)
    case .fontWeight(let weight): return .number(Double(weight))
    case .fontFamily(let names): return .array(names.map(JSONValue.string))
    case .duration(let duration): return Self.measure(duration.value, duration.unit.rawValue)
    case .cubicBezier(let curve): return .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
    case .string(let text): return .string(text)
    }
  }

  private static func measure(_ value: Double, _ unit: String) -> JSONValue {
    .object([("value", .number(value)), ("unit", .string(unit))])
  }
}

extension ColorValue {
  /// The color as a DTCG-shaped JSON object led by its gamut-mapped sRGB hex; see `TokenValue.jsonValue`.
  public var jsonValue: JSONValue {
    .object([
      ("hex", .string(hexRGBA)),
      ("colorSpace", .string(space.rawValue)),
      ("components", .array(components.map(JSONValue.number))),
      ("alpha", .number(alpha)),
    ])
  }
}
