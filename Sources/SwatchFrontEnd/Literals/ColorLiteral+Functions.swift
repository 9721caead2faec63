extension ColorLiteral {
  /// Reads `rgb()` and `rgba()`, which are the same function in CSS Color 4.
  static func parseRGB(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    let rules = ["red", "green", "blue"].map(ColorComponentRule.rgbChannel)
    return color(call.components, alpha: call.alpha, rules: rules, space: .srgb, literal: literal)
  }

  /// Reads `hsl()` and `hsla()`; legacy syntax needs percent signs on saturation and lightness.
  static func parseHSL(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    let rules = [
      ColorComponentRule.hue,
      .hslPercentage("saturation", isLegacy: call.isLegacy),
      .hslPercentage("lightness", isLegacy: call.isLegacy),
    ]
    return color(call.components, alpha: call.alpha, rules: rules, space: .hsl, literal: literal)
  }

  /// The spaces `color()` names, by their CSS names: every RGB and XYZ space of DTCG, `xyz` being XYZ D65.
  static let colorFunctionSpaces: [String: ColorValue.Space] = [
    "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
    "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
  ]

  /// Reads `color(space r g b)` for each space of `colorFunctionSpaces`.
  static func parseColorFunction(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError>
  {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let expected = "expected " + colorFunctionSpaces.keys.sorted().joined(separator: ", ")
    guard let spaceName = call.components.first?.lowercased() else {
      return .failure(ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) names no color space; \(expected)"))
    }
    guard let space = colorFunctionSpaces[spaceName] else {
      return .failure(
        ValueSyntaxError(
          "unsupported color space \(DiagnosticMessage.quoted(spaceName)) in \(DiagnosticMessage.quoted(literal)); \(expected)"
        ))
    }
    let names = space == .xyzD65 || space == .xyzD50 ? ["x", "y", "z"] : ["red", "green", "blue"]
    let rules = names.map(ColorComponentRule.unitChannel)
    return color(Array(call.components.dropFirst()), alpha: call.alpha, rules: rules, space: space, literal: literal)
  }

  /// Reads `oklch()`.
  static func parseOKLCH(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [ColorComponentRule.oklchLightness, .oklchChroma, .hue]
    return color(call.components, alpha: call.alpha, rules: rules, space: .oklch, literal: literal)
  }

  /// Reads `oklab()`.
  static func parseOKLab(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [ColorComponentRule.oklchLightness, .okLabAxis("a"), .okLabAxis("b")]
    return color(call.components, alpha: call.alpha, rules: rules, space: .oklab, literal: literal)
  }

  /// Reads `lab()`.
  static func parseLab(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [ColorComponentRule.labLightness, .labAxis("a"), .labAxis("b")]
    return color(call.components, alpha: call.alpha, rules: rules, space: .lab, literal: literal)
  }

  /// Reads `lch()`.
  static func parseLCH(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [ColorComponentRule.labLightness, .lchChroma, .hue]
    return color(call.components, alpha: call.alpha, rules: rules, space: .lch, literal: literal)
  }

  /// Reads `hwb()`, which CSS writes with spaces only.
  static func parseHWB(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [
      ColorComponentRule.hue, .hslPercentage("whiteness", isLegacy: false),
      .hslPercentage("blackness", isLegacy: false),
    ]
    return color(call.components, alpha: call.alpha, rules: rules, space: .hwb, literal: literal)
  }

  private static func modernOnly(_ call: ColorFunctionCall, literal: Substring) -> ValueSyntaxError? {
    guard call.isLegacy else { return nil }
    return ValueSyntaxError(
      "\(DiagnosticMessage.quoted(literal)) separates components with commas; expected spaces, as in \(call.name)(a b c / alpha)"
    )
  }
}
