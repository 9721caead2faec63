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

  /// Reads `color(srgb …)` and `color(display-p3 …)`.
  static func parseColorFunction(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError>
  {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    guard let spaceName = call.components.first?.lowercased() else {
      return .failure(
        ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) names no color space; expected srgb or display-p3"))
    }
    guard let space = ColorValue.Space(rawValue: spaceName), space == .srgb || space == .displayP3 else {
      return .failure(
        ValueSyntaxError(
          "unsupported color space \(DiagnosticMessage.quoted(spaceName)) in \(DiagnosticMessage.quoted(literal)); expected srgb or display-p3"
        ))
    }
    let rules = ["red", "green", "blue"].map(ColorComponentRule.unitChannel)
    return color(Array(call.components.dropFirst()), alpha: call.alpha, rules: rules, space: space, literal: literal)
  }

  /// Reads `oklch()`.
  static func parseOKLCH(_ call: ColorFunctionCall, literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    let rules = [ColorComponentRule.oklchLightness, .oklchChroma, .hue]
    return color(call.components, alpha: call.alpha, rules: rules, space: .oklch, literal: literal)
  }

  private static func modernOnly(_ call: ColorFunctionCall, literal: Substring) -> ValueSyntaxError? {
    guard call.isLegacy else { return nil }
    return ValueSyntaxError(
      "\(DiagnosticMessage.quoted(literal)) separates components with commas; expected spaces, as in \(call.name)(a b c / alpha)"
    )
  }
}
