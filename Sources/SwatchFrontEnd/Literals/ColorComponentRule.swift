/// How one component token of a CSS color function is read: which forms it may take, how each form
/// scales into the stored value, and which stored values are allowed.
///
/// Stored values use `ColorValue`'s DTCG ranges, so `rgb(255 0 0)` and `rgb(100% 0% 0%)` both store 1.
/// Values outside the range are errors, never clamped.
struct ColorComponentRule: Sendable {
  /// What the component is called in messages: "red", "hue", "alpha".
  var name: String
  /// The divisor for a bare number, or nil when a bare number is not allowed.
  var numberDivisor: Double?
  /// The divisor for a percentage, or nil when a percentage is not allowed.
  var percentDivisor: Double?
  /// Whether this is a hue: a bare number or `deg` angle, normalised into 0..<360 rather than range-checked.
  var isHue = false
  /// The allowed stored values.
  var range: ClosedRange<Double> = 0...1
  /// The allowed forms as written, for messages.
  var expected: String

  /// CSS's angle units, each with its size in degrees; `grad` is tried before `rad`, which ends it too.
  static let angleUnits: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]

  /// The stored value of `token`, or why it is not allowed; `literal` is the whole color for messages.
  func value(of token: Substring, in literal: Substring) -> Result<Double, ValueSyntaxError> {
    let lowered = token.lowercased()
    let problem = { (what: String) in
      ValueSyntaxError(
        "\(name) \(DiagnosticMessage.quoted(token)) in \(DiagnosticMessage.quoted(literal)) \(what); expected \(expected)"
      )
    }
    if lowered.hasSuffix("%") {
      return scaled(NumericText.double(lowered.dropLast()), by: percentDivisor, form: "a percentage", problem)
    }
    // CSS's `none`, a missing component: 0, as DTCG's color objects read it.
    if lowered == "none" { return .success(0) }
    for (unit, degrees) in Self.angleUnits where lowered.hasSuffix(unit) {
      guard isHue else { return .failure(problem("is an angle")) }
      let number = NumericText.double(lowered.dropLast(unit.count)).map { $0 * degrees }
      return scaled(number, by: 1, form: "an angle", problem)
    }
    return scaled(NumericText.double(lowered), by: numberDivisor, form: "a bare number", problem)
  }

  private func scaled(
    _ number: Double?, by divisor: Double?, form: String, _ problem: (String) -> ValueSyntaxError
  ) -> Result<Double, ValueSyntaxError> {
    guard let number else { return .failure(problem("is not a number")) }
    guard let divisor else { return .failure(problem("is \(form)")) }
    if isHue { return .success(ColorMath.normalizedHue(number)) }
    let value = number / divisor
    guard value.isFinite, range.contains(value) else { return .failure(problem("is out of range")) }
    return .success(value)
  }
}

extension ColorComponentRule {
  /// An sRGB channel in `rgb()`: 0 to 255 or a percentage.
  static func rgbChannel(_ name: String) -> ColorComponentRule {
    ColorComponentRule(name: name, numberDivisor: 255, percentDivisor: 100, expected: "0 to 255 or 0% to 100%")
  }

  /// A channel in `color()`: 0 to 1 or a percentage.
  static func unitChannel(_ name: String) -> ColorComponentRule {
    ColorComponentRule(name: name, numberDivisor: 1, percentDivisor: 100, expected: "0 to 1 or 0% to 100%")
  }

  /// A hue: degrees as a bare number or with `deg`, or an angle in `grad`, `rad` or `turn`.
  static let hue = ColorComponentRule(
    name: "hue", numberDivisor: 1, isHue: true, expected: "a number of degrees, bare or with deg, or grad, rad or turn")

  /// HSL saturation or lightness: a percentage, or (in modern syntax only) a bare number, stored as 0...100.
  static func hslPercentage(_ name: String, isLegacy: Bool) -> ColorComponentRule {
    ColorComponentRule(
      name: name, numberDivisor: isLegacy ? nil : 1, percentDivisor: 1, range: 0...100,
      expected: isLegacy ? "0% to 100%" : "0 to 100 or 0% to 100%")
  }

  /// OKLCH lightness: 0 to 1 or a percentage.
  static let oklchLightness = unitChannel("lightness")

  /// OKLCH chroma: a number from 0, or a percentage where 100% is 0.4.
  static let oklchChroma = ColorComponentRule(
    name: "chroma", numberDivisor: 1, percentDivisor: 250, range: 0...ColorLiteral.unboundedLimit,
    expected: "a number from 0 up to a million or a percentage from 0% (100% is 0.4)")

  /// A signed axis with no bounds: `a` and `b` of Lab and OKLab.
  private static func axis(_ name: String, hundredPercent: Double) -> ColorComponentRule {
    ColorComponentRule(
      name: name, numberDivisor: 1, percentDivisor: 100 / hundredPercent,
      range: -ColorLiteral.unboundedLimit...ColorLiteral.unboundedLimit,
      expected: "a number up to a million either way or a percentage (100% is \(NumberText.shortest(hundredPercent)))")
  }

  /// OKLab's `a` or `b`: a number, or a percentage where 100% is 0.4.
  static func okLabAxis(_ name: String) -> ColorComponentRule { axis(name, hundredPercent: 0.4) }

  /// CIE Lab's `a` or `b`: a number, or a percentage where 100% is 125.
  static func labAxis(_ name: String) -> ColorComponentRule { axis(name, hundredPercent: 125) }

  /// CIE Lab and LCH lightness: 0 to 100, bare or as a percentage.
  static let labLightness = ColorComponentRule(
    name: "lightness", numberDivisor: 1, percentDivisor: 1, range: 0...100, expected: "0 to 100 or 0% to 100%")

  /// CIE LCH chroma: a number from 0, or a percentage where 100% is 150.
  static let lchChroma = ColorComponentRule(
    name: "chroma", numberDivisor: 1, percentDivisor: 100.0 / 150, range: 0...ColorLiteral.unboundedLimit,
    expected: "a number from 0 up to a million or a percentage from 0% (100% is 150)")

  /// Alpha: 0 to 1 or a percentage.
  static let alpha = unitChannel("alpha")
}
