extension TokenValue {
  /// The value as JSON, for `swatch resolve --format json`.
  ///
  /// - color: `{"hex": "#RRGGBBAA", "colorSpace": …, "components": […], "alpha": …}` in that order, with
  ///   the components in the value's own space at full precision and `hex` the gamut-mapped 8-bit sRGB;
  /// - dimension and duration: `{"value": 16, "unit": "px"}`;
  /// - number and fontWeight: a number; fontFamily: an array of strings, even for one name;
  /// - cubicBezier: `[x1, y1, x2, y2]`; string: a string;
  /// - composites: an object with the DTCG member names, each member in the shape above (a shadow of
  ///   several layers and a gradient: an array of such objects; a keyword stroke style: a string);
  /// - image: the file's path relative to the working directory, a string;
  /// - material: `{"thickness": …, "tint": …, "fallback": …, "appKit": …}`, without the members it lacks.
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
    case .typography(let typography): return typography.jsonValue
    case .border(let border):
      return .object([
        ("color", border.color.jsonValue), ("width", TokenValue.dimension(border.width).jsonValue),
        ("style", border.style.jsonValue),
      ])
    case .shadow(let layers):
      return layers.count == 1 ? layers[0].jsonValue : .array(layers.map(\.jsonValue))
    case .gradient(let stops):
      return .array(stops.map { .object([("color", $0.color.jsonValue), ("position", .number($0.position))]) })
    case .transition(let transition):
      return .object([
        ("duration", TokenValue.duration(transition.duration).jsonValue),
        ("delay", TokenValue.duration(transition.delay).jsonValue),
        ("timingFunction", TokenValue.cubicBezier(transition.timingFunction).jsonValue),
      ])
    case .strokeStyle(let style): return style.jsonValue
    case .image(let image): return .string(image.path)
    case .material(let material): return material.jsonValue
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

extension TypographyValue {
  /// The members this value has, in DTCG's order, each as `TokenValue.jsonValue` writes its type.
  public var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = []
    if let fontFamily { members.append(("fontFamily", TokenValue.fontFamily(fontFamily).jsonValue)) }
    if let fontSize { members.append(("fontSize", TokenValue.dimension(fontSize).jsonValue)) }
    if let fontWeight { members.append(("fontWeight", .number(Double(fontWeight)))) }
    if let letterSpacing { members.append(("letterSpacing", TokenValue.dimension(letterSpacing).jsonValue)) }
    if let lineHeight { members.append(("lineHeight", .number(lineHeight))) }
    return .object(members)
  }
}

extension ShadowLayer {
  /// The layer as a DTCG shadow object; `inset` only when true.
  public var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [("color", color.jsonValue)]
    for (name, length) in [("offsetX", offsetX), ("offsetY", offsetY), ("blur", blur), ("spread", spread)] {
      members.append((name, TokenValue.dimension(length).jsonValue))
    }
    if inset { members.append(("inset", .bool(true))) }
    return .object(members)
  }
}

extension StrokeStyleValue {
  /// A keyword as a string; dashes as `{dashArray, lineCap}`.
  public var jsonValue: JSONValue {
    switch self {
    case .keyword(let keyword): return .string(keyword)
    case .dashes(let lengths, let lineCap):
      return .object([
        ("dashArray", .array(lengths.map { TokenValue.dimension($0).jsonValue })), ("lineCap", .string(lineCap)),
      ])
    }
  }
}
