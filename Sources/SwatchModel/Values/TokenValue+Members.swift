extension TokenValue {
  /// The color, if this is one.
  public var color: ColorValue? {
    if case .color(let value) = self { return value }
    return nil
  }

  /// The dimension, if this is one.
  public var dimension: DimensionValue? {
    if case .dimension(let value) = self { return value }
    return nil
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The font weight, if this is one.
  public var fontWeight: Int? {
    if case .fontWeight(let value) = self { return value }
    return nil
  }

  /// The font family names, if this is a font family.
  public var fontFamily: [String]? {
    if case .fontFamily(let value) = self { return value }
    return nil
  }

  /// The duration, if this is one.
  public var duration: DurationValue? {
    if case .duration(let value) = self { return value }
    return nil
  }

  /// The curve, if this is one.
  public var cubicBezier: CubicBezierValue? {
    if case .cubicBezier(let value) = self { return value }
    return nil
  }

  /// The material, if this is one.
  public var material: MaterialValue? {
    if case .material(let value) = self { return value }
    return nil
  }

  /// The stroke style, if this is one.
  public var strokeStyle: StrokeStyleValue? {
    if case .strokeStyle(let value) = self { return value }
    return nil
  }

  /// A value of `type` standing in for a member alias while types are checked, before values are known.
  package static func placeholder(of type: TokenType) -> TokenValue {
    let zero = DimensionValue(value: 0, unit: .px)
    let black = ColorValue(space: .srgb, components: [0, 0, 0])
    switch type {
    case .color: return .color(black)
    case .dimension: return .dimension(zero)
    case .number: return .number(0)
    case .fontWeight: return .fontWeight(400)
    case .fontFamily: return .fontFamily([])
    case .duration: return .duration(DurationValue(value: 0, unit: .ms))
    case .cubicBezier: return .cubicBezier(CubicBezierValue(0, 0, 1, 1))
    case .string: return .string("")
    case .typography: return .typography(TypographyValue())
    case .border: return .border(BorderValue(color: black, width: zero, style: .keyword("solid")))
    case .shadow: return .shadow([])
    case .gradient: return .gradient([])
    case .transition:
      let none = DurationValue(value: 0, unit: .ms)
      return .transition(TransitionValue(duration: none, delay: none, timingFunction: CubicBezierValue(0, 0, 1, 1)))
    case .strokeStyle: return .strokeStyle(.keyword("solid"))
    case .image: return .image(ImageValue(path: "", written: "", format: .png))
    case .material: return .material(MaterialValue(thickness: .regular, fallback: black))
    }
  }
}
