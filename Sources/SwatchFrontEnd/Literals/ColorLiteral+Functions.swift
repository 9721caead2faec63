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
    // The channels DTCG's color object names for the space (`red`… or `x`…), each 0 to 1.
    let rules = objectRanges(space).map { ColorComponentRule.unitChannel($0.name) }
    return color(Array(call.components.dropFirst()), alpha: call.alpha, rules: rules, space: space, literal: literal)
  }

  /// The functions CSS writes with spaces only, each with the space it writes and its components' rules.
  static let spaceSeparatedFunctions: [String: (space: ColorValue.Space, rules: [ColorComponentRule])] = [
    "oklch": (.oklch, [.oklchLightness, .oklchChroma, .hue]),
    "oklab": (.oklab, [.oklchLightness, .okLabAxis("a"), .okLabAxis("b")]),
    "lab": (.lab, [.labLightness, .labAxis("a"), .labAxis("b")]),
    "lch": (.lch, [.labLightness, .lchChroma, .hue]),
    "hwb": (.hwb, [.hue, .hslPercentage("whiteness", isLegacy: false), .hslPercentage("blackness", isLegacy: false)]),
  ]

  /// Reads `call`, one of `spaceSeparatedFunctions`, as that function's space with its rules.
  static func parseSpaceSeparated(
    _ call: ColorFunctionCall, as function: (space: ColorValue.Space, rules: [ColorComponentRule]),
    literal: Substring
  ) -> Result<ColorValue, ValueSyntaxError> {
    if let failure = modernOnly(call, literal: literal) { return .failure(failure) }
    return color(call.components, alpha: call.alpha, rules: function.rules, space: function.space, literal: literal)
  }

  private static func modernOnly(_ call: ColorFunctionCall, literal: Substring) -> ValueSyntaxError? {
    guard call.isLegacy else { return nil }
    return ValueSyntaxError(
      "\(DiagnosticMessage.quoted(literal)) separates components with commas; expected spaces, as in \(call.name)(a b c / alpha)"
    )
  }
}
