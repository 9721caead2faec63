/// Reads color literals written as text: CSS hex colors and the CSS color functions Swatch supports.
///
/// Accepted forms (function names in any case, surrounding whitespace ignored):
/// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`: sRGB, each component `n / 255`;
/// - `rgb()` / `rgba()`: channels 0 to 255 or percentages; sRGB;
/// - `hsl()` / `hsla()`: hue in degrees, saturation and lightness as percentages; HSL;
/// - `hwb()`: hue in degrees, whiteness and blackness 0 to 100 or percentages;
/// - `color(space r g b)` for `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020` and
///   `xyz`, `xyz-d50`, `xyz-d65`: channels 0 to 1 or percentages;
/// - `oklch(L C H)`: lightness 0 to 1 or a percentage, chroma a number (or a percentage, 100% being 0.4),
///   hue in degrees; `oklab(L a b)`: the same lightness, `a` and `b` numbers (or percentages, 100% being 0.4);
/// - `lab(L a b)` and `lch(L C H)`: lightness 0 to 100 or a percentage, `a` and `b` numbers (100% being 125),
///   chroma a number (100% being 150), hue in degrees;
/// - `transparent`: sRGB black with alpha 0;
/// - a CSS named color (`red`, `rebeccapurple`), in any case: its sRGB value.
///
/// `rgb()` and `hsl()` take legacy comma syntax or modern space syntax with `/ alpha`; the others take modern
/// syntax only. Out-of-range values are errors, not clamped. What only a browser computes (`var()`,
/// `color-mix()`, `light-dark()`, relative colors with `from`) is an error that says what to write instead.
/// The `/ alpha` modifier on a whole token value (`{palette.gray} / 60%`) is not a color literal and is not
/// read here.
public enum ColorLiteral {
  /// The color `text` names, or why it names none.
  public static func parse(_ text: String) -> Result<ColorValue, ValueSyntaxError> {
    let literal = text.trimmingWhitespace()
    if literal.hasPrefix("#") { return parseHex(literal) }
    if literal.lowercased() == "transparent" {
      return .success(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0))
    }
    if let named = namedColor(literal) { return .success(named) }
    if let problem = browserComputed(literal) { return .failure(problem) }
    return ColorFunctionCall.parse(literal).flatMap { parseFunction($0, literal: literal) }
  }

  /// Why `literal` has no value outside a browser, when it is CSS that only a page can compute: a custom
  /// property, a mix, a per-scheme pair or a relative color; nil for anything else.
  private static func browserComputed(_ literal: Substring) -> ValueSyntaxError? {
    let lowered = literal.lowercased()
    let quoted = DiagnosticMessage.quoted(literal)
    if lowered.hasPrefix("light-dark(") {
      return ValueSyntaxError(
        "\(quoted) is a pair a browser picks from by color scheme; expected one color: write the light one as the value and the dark one under the token's $modes (dark)"
      )
    }
    if lowered.contains("var(") {
      return ValueSyntaxError(
        "\(quoted) reads a CSS custom property, which only a page resolves; expected a color, or an alias to the token the property stands for ({group.token})"
      )
    }
    if lowered.hasPrefix("color-mix(") || lowered.hasPrefix("calc(") || lowered.contains("(from ") {
      return ValueSyntaxError(
        "\(quoted) is computed by a browser, not written; expected the color it gives, or an alias with an alpha ({group.token} / 50%)"
      )
    }
    return nil
  }

  private static func parseFunction(_ call: ColorFunctionCall, literal: Substring) -> Result<
    ColorValue, ValueSyntaxError
  > {
    if let function = spaceSeparatedFunctions[call.name] {
      return parseSpaceSeparated(call, as: function, literal: literal)
    }
    switch call.name {
    case "rgb", "rgba": return parseRGB(call, literal: literal)
    case "hsl", "hsla": return parseHSL(call, literal: literal)
    case "color": return parseColorFunction(call, literal: literal)
    default:
      return .failure(
        ValueSyntaxError(
          "unknown color function \(DiagnosticMessage.quoted(call.name)) in \(DiagnosticMessage.quoted(literal)); expected rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch or color"
        ))
    }
  }

  /// Reads each component token with its rule, then the alpha, into a color of `space`.
  static func color(
    _ tokens: [Substring], alpha: Substring?, rules: [ColorComponentRule], space: ColorValue.Space, literal: Substring
  ) -> Result<ColorValue, ValueSyntaxError> {
    guard tokens.count == rules.count else {
      let noun = tokens.count == 1 ? "component" : "components"
      return .failure(
        ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) has \(tokens.count) \(noun); expected \(rules.count)"))
    }
    var components: [Double] = []
    for (token, rule) in zip(tokens, rules) {
      switch rule.value(of: token, in: literal) {
      case .success(let value): components.append(value)
      case .failure(let error): return .failure(error)
      }
    }
    guard let alpha else { return .success(ColorValue(space: space, components: components)) }
    return ColorComponentRule.alpha.value(of: alpha, in: literal).map {
      ColorValue(space: space, components: components, alpha: $0)
    }
  }
}
